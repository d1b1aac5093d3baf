import Foundation
import KassSupport
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// What the tool prints for each kind of answer, and the exit code it maps to.
final class OutputFormatterTests: XCTestCase {
    func test_success_printsTheDeltaOfAMutatingCommand() {
        let result = AgentCommandResult.success(.object(["tree": .string("long")]), delta: "tapped button \"Send\"; screen unchanged")
        XCTAssertEqual(OutputFormatter.success(result, command: "tap"), "tapped button \"Send\"; screen unchanged")
    }

    func test_success_printsTheTextOfDescribe() {
        let result = AgentCommandResult.success(.object(["text": .string("screen 393x852\n- button \"Send\""), "count": .number(2)]))
        XCTAssertEqual(OutputFormatter.success(result, command: "describe"), "screen 393x852\n- button \"Send\"")
    }

    func test_success_printsOtherOutputsAsReadableLines() {
        let output = AgentJSONValue.object([
            "running": .bool(true), "scale": .number(3), "alert": .null,
            "screen": .object(["width": .number(393), "height": .number(852.5)]),
            "superviews": .array([.string("UIView"), .string("UIWindow")]), "changes": .array([]),
        ])
        let expected = """
            changes: none
            running: yes
            scale: 3
            screen:
              height: 852.5
              width: 393
            superviews:
              - UIView
              - UIWindow
            """
        XCTAssertEqual(OutputFormatter.success(.success(output), command: "status"), expected)
    }

    func test_success_printsOkForAnEmptyOutput() {
        XCTAssertEqual(OutputFormatter.success(.success(.object([:])), command: "wait"), "ok")
    }

    func test_failure_printsTheErrorAndEachHint() {
        let result = AgentCommandResult.failure(.staleRef("e12"))
        XCTAssertEqual(
            OutputFormatter.failure(result),
            "error: ref e12 is gone (the element was removed or changed)\nhint: run describe again and use the new ref"
        )
    }

    func test_exitCode_mapsOkFailedAndInvalid() {
        XCTAssertEqual(OutputFormatter.exitCode(.success(.null)), 0)
        XCTAssertEqual(OutputFormatter.exitCode(.failure(.timeout(what: "x", seconds: 1))), 1)
        XCTAssertEqual(OutputFormatter.exitCode(.failure(.staleRef("e1"))), 1)
        XCTAssertEqual(OutputFormatter.exitCode(.failure(.badArgument(key: "x", command: "tap", reason: "r"))), 2)
        XCTAssertEqual(OutputFormatter.exitCode(.failure(.unknownCommand(name: "tpa", suggestions: []))), 2)
    }

    func test_screenshotLine_saysThePathThePixelSizeAndTheBytes() {
        let output = AgentJSONValue.object(["width": .number(393), "height": .number(852)])
        XCTAssertEqual(OutputFormatter.screenshotLine(path: "s.png", byteCount: 1234, output: output), "s.png: 393x852 px, 1234 bytes")
    }

    func test_screenshotFile_refusesAnAnswerWithoutAPNG() {
        XCTAssertThrowsError(try ScreenshotFile.write(.object(["png": .string("bm90IGEgcG5n")]), to: "/tmp/never.png")) { error in
            XCTAssertEqual((error as? HammerCLIError)?.exitCode, 1)
        }
    }

    func test_errors_describeThemselvesAsErrorAndHintLines() {
        let error = HammerCLIError.usage(.unknownFlag(command: "hammer tap", flag: "--identifer", suggestions: ["--identifier"]))
        XCTAssertEqual(
            error.description,
            "error: hammer tap has no flag '--identifer'\nhint: did you mean: '--identifier'?\nhint: Run `hammer tap --help` for the list."
        )
        XCTAssertEqual(HammerCLIError.unreachable(port: 9876, reason: "r").exitCode, 3)
        XCTAssertEqual(HammerCLIError.refused(port: 9876, status: 401, reason: "r").exitCode, 3)
    }
}
