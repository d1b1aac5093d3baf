import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The `chaosbank-server` executable as a child process: started on a free port over a database
/// file, ready once it printed its `listening on` line, killable with SIGKILL.
final class ServerProcess: @unchecked Sendable {
    /// The child.
    let process = Process()
    /// The port it reported.
    private(set) var port = 0

    /// The built executable next to the test bundle, or a skip when it was not built.
    static func executable() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("chaosbank-server") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("the chaosbank-server executable was not built next to the tests (run swift build --build-tests)")
        }
        return found
    }

    /// Starts the server over `databasePath` and waits (at most `timeout` seconds) for its
    /// `listening on 127.0.0.1:<port>` line: the only wait, inherent in starting a real process.
    init(databasePath: String, timeout: TimeInterval = 60) throws {
        process.executableURL = try Self.executable()
        process.arguments = ["--port", "0", "--database", databasePath]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        var byte: UInt8 = 0
        while !text.contains("listening on 127.0.0.1:") || !text.hasSuffix("\n") {
            let remaining = deadline.timeIntervalSinceNow
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard remaining > 0, poll(&entry, 1, Int32(remaining * 1000)) > 0, read(descriptor, &byte, 1) == 1 else {
                process.terminate()
                throw ClientFailure("chaosbank-server did not report its port within \(timeout) s (it printed: '\(text)')")
            }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("listening on 127.0.0.1:") }),
              let port = Int(line.dropFirst("listening on 127.0.0.1:".count)) else {
            throw ClientFailure("unexpected start-up output: '\(text)'")
        }
        self.port = port
    }

    /// `kill -9`: the process ends at once, with no chance to clean up; waits until it is gone.
    func kill9() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { kill9() }
    }
}
