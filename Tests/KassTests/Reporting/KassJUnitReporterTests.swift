import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Kass
import XCTest

@MainActor
final class KassJUnitReporterTests: XCTestCase {
    private var results: URL!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-junit-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    /// Runs the scripts through one reporter and parses the file it wrote.
    private func report(_ scripts: [KassEventScript]) throws -> XMLElement {
        let reporter = KassJUnitReporter(resultsDirectory: results)
        for event in scripts.flatMap(\.events) { reporter.handle(event) }
        let data = try Data(contentsOf: results.appendingPathComponent("junit.xml"))
        return try XCTUnwrap(XMLDocument(data: data).rootElement())
    }

    private func testCases(_ root: XMLElement) -> [XMLElement] {
        root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    }

    private func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    func test_junit_groupsTestsBySuite() async throws {
        let root = try report([.passing(suite: "A", name: "one"), .login(), .passing(suite: "A", name: "two")])
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.elements(forName: "testsuite").map { attribute($0, "name") }, ["A", "LoginTests"])
        XCTAssertEqual(
            root.elements(forName: "testsuite").first?.elements(forName: "testcase").map { attribute($0, "name") }, ["one", "two"]
        )
        XCTAssertEqual(attribute(root, "tests"), "3")
        XCTAssertEqual(attribute(root, "failures"), "1")
    }

    func test_junit_writesTheFailureSummaryAndFullMessage() async throws {
        let login = try XCTUnwrap(testCases(try report([.login()])).first)
        let failure = try XCTUnwrap(login.elements(forName: "failure").first)
        XCTAssertEqual(attribute(failure, "message"), "Kass: button \"login.submit\" — tap failed: covered by UIView #overlay")
        XCTAssertEqual(failure.stringValue, KassEventScript.loginFailure)
        XCTAssertEqual(attribute(login, "classname"), "LoginTests")
        XCTAssertEqual(attribute(login, "time"), "0.120")
        XCTAssertEqual(attribute(login, "line"), "10")
    }

    func test_junit_putsTheStepLogAndAttachmentsInSystemOut() async throws {
        let login = try XCTUnwrap(testCases(try report([.login()])).first)
        let output = try XCTUnwrap(login.elements(forName: "system-out").first?.stringValue)
        XCTAssertTrue(output.hasPrefix("✗ LoginTests.test_login (app 2.50s, wall 0.12s)\n  ✓ launch"), output)
        XCTAssertTrue(output.contains("\n[[ATTACHMENT|/results/LoginTests/test_login/step-4-screenshot.png]]"), output)
        XCTAssertTrue(output.contains("\n[[ATTACHMENT|/results/LoginTests/test_login/step-4-hierarchy.txt]]"), output)
        XCTAssertTrue(output.contains("Possible flakes"), output)
    }

    func test_junit_addsATestCasePerParameterizedCase() async throws {
        let cases = testCases(try report([.prices()]))
        XCTAssertEqual(cases.map { attribute($0, "name") }, ["test_prices", "test_prices[EUR]", "test_prices[USD]"])
        XCTAssertEqual(cases.map { $0.elements(forName: "failure").count }, [1, 0, 1])
        XCTAssertEqual(attribute(cases[2], "time"), "0.040")
        XCTAssertEqual(attribute(cases[2].elements(forName: "failure").first, "message"),
                       "Kass: text \"price\" — assertText failed: expected '$9.00' but it reads '9.00 $'")
    }

    func test_junit_marksSkippedTests() async throws {
        var script = KassEventScript()
        script.startTest(suite: "A", name: "skipped")
        script.finishTest(.skipped, wall: 0, app: 0)
        let root = try report([script])
        XCTAssertEqual(testCases(root).first?.elements(forName: "skipped").count, 1)
        XCTAssertEqual(attribute(root, "skipped"), "1")
    }

    func test_junit_escapesMarkupInNamesAndMessages() async throws {
        var script = KassEventScript()
        script.startTest(suite: "A<&>", name: "t\"'")
        let step = script.begin("tap <b> & \u{1B}")
        script.issue(step, "expected '<a>' & got \"]]>\"")
        script.end(step, .failed, message: "expected '<a>' & got \"]]>\"")
        script.finishTest(.failed, wall: 0, app: 0)
        let testCase = try XCTUnwrap(testCases(try report([script])).first)
        XCTAssertEqual(attribute(testCase, "classname"), "A<&>")
        XCTAssertEqual(attribute(testCase, "name"), "t\"'")
        XCTAssertEqual(testCase.elements(forName: "failure").first?.stringValue, "expected '<a>' & got \"]]>\"")
        XCTAssertTrue(testCase.elements(forName: "system-out").first?.stringValue?.contains("tap <b> & \u{FFFD}") == true)
    }

    func test_junit_rewritesTheFileAfterEachTest() async throws {
        let reporter = KassJUnitReporter(resultsDirectory: results)
        let file = results.appendingPathComponent("junit.xml")
        for event in KassEventScript.passing(suite: "A", name: "one").events { reporter.handle(event) }
        let first = try XMLDocument(data: Data(contentsOf: file)).rootElement()
        XCTAssertEqual(attribute(first, "tests"), "1")
        for event in KassEventScript.passing(suite: "A", name: "two").events { reporter.handle(event) }
        let second = try XMLDocument(data: Data(contentsOf: file)).rootElement()
        XCTAssertEqual(attribute(second, "tests"), "2")
    }

    func test_junit_keepsAProblemInsteadOfFailingWhenTheFolderIsAFile() async throws {
        try Data("x".utf8).write(to: results)
        let reporter = KassJUnitReporter(resultsDirectory: results)
        for event in KassEventScript.passing(suite: "A", name: "one").events { reporter.handle(event) }
        XCTAssertEqual(reporter.problems.count, 1)
        XCTAssertTrue(reporter.problems[0].contains("a file is in the way"), reporter.problems[0])
    }
}
