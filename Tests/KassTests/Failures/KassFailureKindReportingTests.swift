import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// The structured failure reaches every report, and each tells a misuse of the DSL apart from a
/// defect of the app: the issue and the step tree carry it, the console marks a misuse `⚠`, Allure
/// calls it `broken`, the diagnostics JSON has its kind, reason and values, and XCTest records a
/// misuse as an unexpected failure.
@MainActor
final class KassFailureKindReportingTests: XCTestCase {
    private var results: URL!
    private var printed = ""
    private var capture: KassFailureCapture!
    private var log: KassEventLog!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-kinds-\(UUID().uuidString)", isDirectory: true)
        printed = ""
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    private func session() -> KassSession {
        capture = KassFailureCapture()
        log = KassEventLog()
        var config = KassConfig()
        config.resultsDirectory = results
        let console = KassConsoleReporter(environment: [:]) { [unowned self] in printed += $0 }
        return KassSession(
            app: .login, config: config, test: KassTestInfo(
                suite: "KindTests", name: "test_kind"
            ), recorder: capture, reporters: [console, log]
        )
    }

    private func diagnostics() throws -> KassFailureDiagnostics {
        let attachments = log.events.compactMap { event -> KassAttachment? in
            if case .attachment(let attachment) = event, attachment.kind == .diagnostics { return attachment }
            return nil
        }
        let file = try XCTUnwrap(attachments.first).path
        return try JSONDecoder().decode(KassFailureDiagnostics.self, from: Data(contentsOf: file))
    }

    func test_appDefect_isMarkedFailedWithItsValuesInTheDiagnostics() async throws {
        let kass = session()
        kass.launch()
        kass.onScreen(LoginScreen.self) { $0.loginButton.within(timeout: 1).assertLabel("Sign In") }
        kass.finish()

        let issue = try XCTUnwrap(capture.issues.first)
        XCTAssertEqual(issue.kind, .appDefect)
        XCTAssertEqual(issue.failure?.reason, .mismatch(.label(actual: "Log In", expected: "Sign In")))
        XCTAssertEqual(issue.message, issue.failure?.message)
        let record = try diagnostics()
        XCTAssertEqual(record.kind, .appDefect)
        XCTAssertEqual(record.reason, "mismatch.label")
        XCTAssertEqual(record.element, "button \"login.submit\"")
        XCTAssertEqual(record.action, "assertLabel('Sign In')")
        XCTAssertEqual(record.expected, "Sign In")
        XCTAssertEqual(record.actual, "Log In")
        XCTAssertEqual(record.budget, 1)
        XCTAssertEqual(record.message, issue.message)
        XCTAssertTrue(printed.hasPrefix("✗ KindTests.test_kind"), printed)
        XCTAssertFalse(printed.contains("⚠"), printed)
        let tree = try XCTUnwrap(log.tree)
        XCTAssertEqual(tree.failureKind, .appDefect)
        XCTAssertEqual(KassAllureReporter(resultsDirectory: results, host: "h").makeResult(for: tree).status, "failed")
    }

    func test_misuse_isMarkedApartInEveryReport() async throws {
        let kass = session()
        kass.launch()
        kass.onScreen(LoginScreen.self) { _ in kass.retry(times: 0) {} }
        kass.finish()

        let issue = try XCTUnwrap(capture.issues.first)
        XCTAssertEqual(issue.kind, .misuse)
        XCTAssertEqual(issue.message, "Kass: retry(times: 0) failed: times must be at least 1\n  ↳ hint: retry(times: 3) { ... }")
        let record = try diagnostics()
        XCTAssertEqual(record.kind, .misuse)
        XCTAssertEqual(record.reason, "misuse.retryTimesBelowOne")
        XCTAssertNil(record.expected)
        XCTAssertEqual(record.hint, "retry(times: 3) { ... }")
        XCTAssertTrue(printed.hasPrefix("⚠ KindTests.test_kind"), printed)
        let tree = try XCTUnwrap(log.tree)
        XCTAssertEqual(tree.failureKind, .misuse)
        let result = KassAllureReporter(resultsDirectory: results, host: "h").makeResult(for: tree)
        XCTAssertEqual(result.status, "broken")
    }

    func test_misuse_marksTheStepThatMisusedTheDSL() async throws {
        let kass = session()
        kass.launch()
        kass.onScreen(LoginScreen.self) { $0.loginButton.rapidTap(times: 0) }
        kass.finish()

        let tree = try XCTUnwrap(log.tree)
        let screen = try XCTUnwrap(tree.children(of: nil).first { $0.kind == .screen })
        XCTAssertEqual(screen.failureKind, .misuse)
        XCTAssertEqual(screen.failure?.reason, .misuse(.rapidTapTimesBelowOne))
        XCTAssertTrue(printed.contains("  ⚠ On LoginScreen"), printed)
        let testCase = try XCTUnwrap(KassJUnitDocument.testCases(for: tree).first)
        XCTAssertTrue(testCase.systemOut.contains("  ⚠ On LoginScreen"), testCase.systemOut)
        XCTAssertEqual(testCase.failureKind, .misuse)
        let xml = KassJUnitDocument.xml(suites: [(name: "KindTests", tests: [tree])])
        XCTAssertTrue(xml.contains("errors=\"1\" skipped"), xml)
        XCTAssertTrue(xml.contains("<error message=\""), xml)
        XCTAssertTrue(xml.contains("type=\"KassMisuse\""), xml)
        XCTAssertFalse(xml.contains("<failure"), xml)
        let step = try XCTUnwrap(
            KassAllureReporter(resultsDirectory: results, host: "h").makeResult(for: tree).steps.first { $0.name == "On LoginScreen" }
        )
        XCTAssertEqual(step.status, "broken")
    }

    func test_actionBeforeLaunch_isAMisuse() async throws {
        let kass = session()
        kass.screen(LoginScreen.self).loginButton.tap()
        kass.finish()
        XCTAssertEqual(capture.issues.first?.failure?.reason, .misuse(.appNotLaunched))
        XCTAssertEqual(capture.issues.first?.kind, .misuse)
    }

    #if !canImport(ObjectiveC)
    func test_xctestRecorder_recordsAMisuseAsAnUnexpectedFailure() async {
        let probe = RecordingTestCase(name: "probe") { _ in }
        let recorder = XCTestFailureRecorder(testCase: probe)
        let defect = KassFailure(element: nil, action: "tap", reason: .disabled)
        let misuse = KassFailure(element: nil, action: "anyOf", reason: .misuse(.noBranches))
        recorder.record(KassIssue(step: nil, failure: defect, file: "/t.swift", line: 3))
        recorder.record(KassIssue(step: nil, failure: misuse, file: "/t.swift", line: 4))
        XCTAssertEqual(probe.recorded.map { $0.expected }, [true, false])
        XCTAssertEqual(probe.recorded.map { $0.description }, [defect.message, misuse.message])
    }
    #endif
}

#if !canImport(ObjectiveC)
/// Keeps what XCTest was asked to record instead of failing.
private final class RecordingTestCase: XCTestCase {
    var recorded: [(description: String, expected: Bool)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recorded.append((description, expected))
    }
}
#endif
