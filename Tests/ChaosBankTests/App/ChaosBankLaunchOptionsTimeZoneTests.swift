@testable import ChaosBank
import XCTest

final class ChaosBankLaunchOptionsTimeZoneTests: XCTestCase {
    func test_timeZone_defaultsToBerlin() throws {
        let options = try ChaosBankLaunchOptions(arguments: [], environment: [:])
        XCTAssertEqual(options.timeZone.identifier, "Europe/Berlin")
    }

    func test_timeZone_readFromTheArgumentOverTheEnvironment() throws {
        let options = try ChaosBankLaunchOptions(
            arguments: ["-ChaosBankTimeZone", "America/New_York"], environment: ["CHAOSBANK_TIME_ZONE": "Asia/Tokyo"]
        )
        XCTAssertEqual(options.timeZone.identifier, "America/New_York")
        let fromEnvironment = try ChaosBankLaunchOptions(arguments: [], environment: ["CHAOSBANK_TIME_ZONE": "Asia/Tokyo"])
        XCTAssertEqual(fromEnvironment.timeZone.identifier, "Asia/Tokyo")
    }

    func test_timeZone_unknownNameIsRefusedWithTheFix() {
        XCTAssertThrowsError(try ChaosBankLaunchOptions(arguments: ["-ChaosBankTimeZone", "Mars/Olympus"], environment: [:])) { error in
            XCTAssertEqual(error as? ChaosBankLaunchError, .unknownTimeZone("Mars/Olympus"))
            XCTAssertEqual(
                "\(error)", "ChaosBank: unknown time zone 'Mars/Olympus'. Use an IANA name such as Europe/Berlin or America/New_York."
            )
        }
    }
}
