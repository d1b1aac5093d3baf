import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// `hammer` run in-process against ChaosBank and its agent over real sockets.
@MainActor
final class HammerEndToEndTests: XCTestCase {
    private let fixture = AgentFixture()

    override func tearDown() async throws {
        await fixture.stop()
    }

    func test_describe_printsTheTreeWithRefs() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["describe"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("home.send"), run.output)
        XCTAssertTrue(run.output.contains("[ref=e"), run.output)
        XCTAssertEqual(run.error, "")
    }

    func test_tap_printsTheDeltaNotTheTree() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["tap", "--identifier", "home.send"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("tapped"), run.output)
        XCTAssertTrue(run.output.contains("TransferViewController"), run.output)
        XCTAssertFalse(run.output.contains("[ref=e1]:"), "the delta, not the tree: \(run.output)")
    }

    func test_tap_readsItsArgumentsFromStandardInput() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["tap", "-"], port: port, stdin: #"{"identifier":"home.send"}"#)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("TransferViewController"), run.output)
    }

    func test_typeTextAndWait_typeIntoTheTransferAmount() async throws {
        let port = try await fixture.start()
        _ = await HammerRun.run(["tap", "--identifier", "home.send"], port: port)
        let wait = await HammerRun.run(["wait", "--identifier", "transfer.amount", "--timeout", "5"], port: port)
        XCTAssertEqual(wait.code, 0, wait.error)
        let typed = await HammerRun.run(["type-text", "--identifier", "transfer.amount", "--text", "12"], port: port)
        XCTAssertEqual(typed.code, 0, typed.error)
        let described = await HammerRun.run(["describe", "--find", "transfer.amount"], port: port)
        XCTAssertTrue(described.output.contains("12"), described.output)
    }

    func test_screenshot_writesAValidPNGAndPrintsItsPathAndSize() async throws {
        let port = try await fixture.start()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hammer-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await HammerRun.run(["screenshot", "--output", path], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), ScreenshotFile.pngSignature)
        XCTAssertTrue(run.output.hasPrefix("\(path): "), run.output)
        XCTAssertTrue(run.output.contains("\(data.count) bytes"), run.output)
    }

    func test_tap_onNothingFailsWithExitCode1AndAHint() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["tap", "--identifier", "home.nowhere"], port: port)
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.error.hasPrefix("error: "), run.error)
        XCTAssertTrue(run.error.contains("\nhint: "), run.error)
        XCTAssertEqual(run.output, "")
    }

    func test_unknownCommand_isExitCode2WithDidYouMean() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["tpa", "--identifier", "home.send"], port: port)
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(
            run.error, "error: hammer has no command 'tpa'\nhint: did you mean: 'tap'?\nhint: Run `hammer --help` for the list.\n"
        )
    }

    func test_agentInvalidAnswer_isExitCode2() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["screenshot", "--scale", "9"], port: port)
        XCTAssertEqual(run.code, 2, run.error)
        XCTAssertTrue(run.error.contains("scale"), run.error)
    }

    func test_wrongToken_isExitCode3NamingTheTokenVariable() async throws {
        let port = try await fixture.start(token: "right-token-123456")
        let run = await HammerRun.run(["status"], port: port, token: "wrong-token-123456")
        XCTAssertEqual(run.code, 3)
        XCTAssertTrue(run.error.contains("HAMMER_AGENT_TOKEN"), run.error)
        let accepted = await HammerRun.run(["status"], port: port, token: "right-token-123456")
        XCTAssertEqual(accepted.code, 0, accepted.error)
    }

    func test_status_printsReadableLines() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["status"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("running: yes"), run.output)
        XCTAssertTrue(run.output.contains("screen:\n  height: "), run.output)
    }

    func test_json_printsTheRawEnvelope() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["status", "--json"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(AgentJSONValue.parse(run.output)?["ok"], .bool(true))
    }

    func test_inspect_printsTheElementInDepth() async throws {
        let port = try await fixture.start()
        let run = await HammerRun.run(["inspect", "--identifier", "home.send"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertTrue(run.output.contains("className: "), run.output)
        XCTAssertTrue(run.output.contains("identifier: home.send"), run.output)
    }
}
