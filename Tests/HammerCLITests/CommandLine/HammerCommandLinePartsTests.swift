import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// Small pieces of the command line.
final class HammerCommandLinePartsTests: XCTestCase {
    func test_helpFlagAfterACommand_showsThatCommandsHelp() async {
        let run = await HammerRun.run(["tap", "--help"], port: HammerRun.unusedPort)
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.output.hasPrefix("USAGE: hammer tap "), run.output)
        XCTAssertTrue(run.output.contains("\n\nhammer tap: "), run.output)
    }

    func test_extraTime_addsTheCommandsOwnTimeoutAndDuration() {
        XCTAssertEqual(AgentClient.extraTime(for: [:]), 0)
        XCTAssertEqual(AgentClient.extraTime(for: ["timeout": .number(12)]), 12)
        XCTAssertEqual(AgentClient.extraTime(for: ["duration": .number(2), "timeout": .number(-5)]), 2)
    }
}
