import Foundation
@testable import Kass
import XCTest

@MainActor
final class KassReportersTests: XCTestCase {
    override func tearDown() async throws {
        KassReporters.reset()
    }

    private let directory = URL(fileURLWithPath: "/tmp/kass-reporters-test", isDirectory: true)

    func test_reporters_followTheOptions() async {
        var options = KassReportingOptions()
        options.allure = false
        let reporters = KassReporters.reporters(for: options, resultsDirectory: directory, environment: [:])
        XCTAssertTrue(reporters[0] is KassConsoleReporter)
        XCTAssertTrue(reporters[1] is KassJUnitReporter)
        XCTAssertEqual(reporters.count, 2)
    }

    func test_reporters_areSharedPerResultsDirectory() async {
        let first = KassReporters.reporters(for: KassReportingOptions(), resultsDirectory: directory, environment: [:])
        let second = KassReporters.reporters(for: KassReportingOptions(), resultsDirectory: directory, environment: [:])
        XCTAssertEqual(first.count, 3)
        XCTAssertTrue(zip(first, second).allSatisfy { $0 === $1 })
    }

    func test_reporters_differPerResultsDirectory() async {
        let first = KassReporters.reporters(for: KassReportingOptions(), resultsDirectory: directory, environment: [:])
        let other = KassReporters.reporters(
            for: KassReportingOptions(), resultsDirectory: directory.appendingPathComponent("other"), environment: [:]
        )
        XCTAssertFalse(first[1] === other[1])
    }

    func test_reporters_noneWhenEveryReportIsOff() async {
        var options = KassReportingOptions()
        options.console = false
        options.junit = false
        options.allure = false
        XCTAssertTrue(KassReporters.reporters(for: options, resultsDirectory: directory, environment: [:]).isEmpty)
    }
}
