import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// The `hammer` executable as a child process against ChaosBank in this process: exit codes reach
/// the shell, `-` reads the real standard input, and `hammer mcp` speaks over real pipes.
@MainActor
final class HammerProcessTests: XCTestCase {
    private let fixture = AgentFixture()

    override func tearDown() async throws {
        await fixture.stop()
    }

    /// The built `hammer` next to the test bundle, or a skip when it was not built.
    private func executable() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("hammer") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the hammer executable was not built next to the tests (run swift build --build-tests)")
        }
        return found
    }

    /// Runs the executable with `arguments` and `input` on its standard input; waits without
    /// blocking the main actor (the app answers on it).
    private func spawn(_ arguments: [String], port: Int, input: String = "") async throws -> HammerRun {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.environment = ["HAMMER_AGENT_PORT": String(port), "PATH": "/usr/bin:/bin"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { finished.continuation.yield($0.terminationStatus); finished.continuation.finish() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        async let output = Self.readToEnd(stdout.fileHandleForReading)
        async let error = Self.readToEnd(stderr.fileHandleForReading)
        let (outputData, errorData) = await (output, error)
        var code: Int32 = -1
        for await status in finished.stream { code = status }
        return HammerRun(code: code, output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
    }

    /// Everything `handle` gives until end of file, read on a thread of its own (never on the
    /// cooperative pool, whose few threads the agent needs).
    nonisolated private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: handle.readDataToEndOfFile()) }
        }
    }

    func test_executable_tapsFromStandardInputAndExitsWith0() async throws {
        let port = try await fixture.start()
        let run = try await spawn(["tap", "-"], port: port, input: #"{"identifier":"home.send"}"#)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("TransferViewController"), run.output)
    }

    func test_executable_exitCodesReachTheShell() async throws {
        let port = try await fixture.start()
        let failed = try await spawn(["tap", "--identifier", "home.nowhere"], port: port)
        let invalid = try await spawn(["tap", "--x", "1x"], port: port)
        let unreachable = try await spawn(["status"], port: HammerRun.unusedPort)
        XCTAssertEqual([failed.code, invalid.code, unreachable.code], [1, 2, 3], failed.error + invalid.error)
    }

    func test_executable_servesMCPOverPipes() async throws {
        let port = try await fixture.start()
        let script = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"screenshot","arguments":{}}}"#,
        ].joined(separator: "\n") + "\n"
        let run = try await spawn(["mcp"], port: port, input: script)
        XCTAssertEqual(run.code, 0, run.error)
        let replies = run.output.split(separator: "\n").compactMap { AgentJSONValue.parse(String($0)) }
        XCTAssertEqual(replies.count, 2, run.output)
        XCTAssertTrue(run.output.contains(#""mimeType":"image/png""#), String(run.output.prefix(500)))
        XCTAssertTrue(run.error.contains("hammer mcp: ready on stdio"), run.error)
    }
}
