import Foundation
@testable import Kass
import XCTest

@MainActor
final class KassAllureReporterTests: XCTestCase {
    private var results: URL!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-allure-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    /// Writes real attachment files for the login script and runs it; returns the decoded result.
    private func loginResult() throws -> (KassAllureResult, KassAllureReporter) {
        let folder = results.appendingPathComponent("LoginTests/test_login")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("step-4-screenshot.png"))
        try Data("- window".utf8).write(to: folder.appendingPathComponent("step-4-hierarchy.txt"))
        return try run(.login(attachmentFolder: folder.path))
    }

    private func run(_ script: KassEventScript) throws -> (KassAllureResult, KassAllureReporter) {
        let reporter = KassAllureReporter(resultsDirectory: results, host: "ci-runner")
        for event in script.events { reporter.handle(event) }
        let file = try XCTUnwrap(reporter.writtenFiles.first)
        return (try JSONDecoder().decode(KassAllureResult.self, from: Data(contentsOf: file)), reporter)
    }

    func test_allure_writesOneResultFileNamedByItsUUID() async throws {
        let (result, reporter) = try loginResult()
        XCTAssertEqual(reporter.writtenFiles.map(\.lastPathComponent), ["\(result.uuid)-result.json"])
        XCTAssertEqual(reporter.writtenFiles.first?.deletingLastPathComponent().lastPathComponent, "allure-results")
    }

    func test_allure_describesTheTest() async throws {
        let (result, _) = try loginResult()
        XCTAssertEqual(result.name, "test_login")
        XCTAssertEqual(result.fullName, "LoginTests.test_login")
        XCTAssertEqual(result.status, "failed")
        XCTAssertEqual(result.stage, "finished")
        XCTAssertEqual(result.start, 1_700_000_000_000)
        XCTAssertEqual(result.stop, 1_700_000_000_120)
        XCTAssertEqual(result.statusDetails?.message, KassEventScript.loginFailure)
        XCTAssertEqual(result.statusDetails?.flaky, true)
    }

    func test_allure_historyIdIsTheStableHashOfTheFullName() async throws {
        let (result, _) = try loginResult()
        XCTAssertEqual(result.historyId, KassStableHash.fnv1a64Hex("LoginTests.test_login"))
        XCTAssertEqual(result.testCaseId, result.historyId)
    }

    func test_allure_labelsTheTest() async throws {
        let (result, _) = try loginResult()
        let labels = Dictionary(uniqueKeysWithValues: result.labels.map { ($0.name, $0.value) })
        XCTAssertEqual(labels, [
            "suite": "LoginTests", "testClass": "LoginTests", "testMethod": "test_login",
            "framework": "kass", "language": "swift", "host": "ci-runner",
        ])
    }

    func test_allure_nestsStepsWithTheirStatusAndTimes() async throws {
        let (result, _) = try loginResult()
        XCTAssertEqual(result.steps.map(\.name), ["launch", "On LoginScreen", "On HomeScreen"])
        XCTAssertEqual(result.steps.map(\.status), ["passed", "failed", "skipped"])
        let tap = try XCTUnwrap(result.steps[1].steps.last)
        XCTAssertEqual(tap.name, "tap \"login.submit\"")
        XCTAssertEqual(tap.start, 1_700_000_000_030)
        XCTAssertEqual(tap.stop, 1_700_000_000_080)
        XCTAssertEqual(tap.statusDetails?.message, KassEventScript.loginFailure)
        XCTAssertEqual(tap.parameters, [.init(name: "app time", value: "2.00s"), .init(name: "attempts", value: "3")])
    }

    func test_allure_copiesAttachmentsIntoTheResultsFolder() async throws {
        let (result, reporter) = try loginResult()
        let attachments = try XCTUnwrap(result.steps[1].steps.last?.attachments)
        XCTAssertEqual(attachments.map(\.name), ["failure screenshot", "hierarchy"])
        XCTAssertEqual(attachments.map(\.type), ["image/png", "text/plain"])
        for attachment in attachments {
            XCTAssertTrue(attachment.source.hasSuffix(attachment.type == "image/png" ? "-attachment.png" : "-attachment.txt"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: reporter.directory.appendingPathComponent(attachment.source).path))
        }
    }

    func test_allure_leavesOutAttachmentsWhoseFileIsMissing() async throws {
        let (result, reporter) = try run(.login(attachmentFolder: "/nonexistent-kass-folder"))
        XCTAssertEqual(result.steps[1].steps.last?.attachments, [])
        XCTAssertEqual(reporter.problems.count, 2)
    }

    func test_allure_marksAFailureWithoutAnyMessageAsBroken() async throws {
        var script = KassEventScript()
        script.startTest(suite: "A", name: "t")
        script.finishTest(.failed, wall: 0, app: 0)
        XCTAssertEqual(try run(script).0.status, "broken")
    }

    func test_allure_passingTestHasNoStatusDetails() async throws {
        let (result, _) = try run(.passing(suite: "A", name: "ok"))
        XCTAssertEqual(result.status, "passed")
        XCTAssertNil(result.statusDetails)
    }
}
