import Foundation
import Kass
import XCTest

/// Where the guide's failing examples run: the same DSL as ``KassTestCase`` (`launch`, `relaunch`,
/// `onScreen`, `screen`, `step`, the combinators and `parameterized`), forwarded to a ``KassSession``
/// whose failures go to a ``KassFailureCapture`` instead of failing the test, so a test can run an
/// example exactly as the guide prints it and then assert the exact message.
///
/// Failure artifacts are off and no reporter is attached unless a test asks for them (set
/// ``reporters`` or `config.writesFailureArtifacts` before the first DSL call).
@MainActor
class KassGuideCapturingTestCase: XCTestCase {
    /// The app under test, as ``KassTestCase/app``.
    class var app: KassApp? { nil }
    /// The app of this test when it is not the class's (set before the first DSL call).
    var testApp: KassApp?

    /// The failures of the test, in order.
    private(set) lazy var capture = KassFailureCapture()
    /// The reporters of the session (none by default).
    var reporters: [any KassReporter] = []
    /// A fresh results folder for the test (removed in `tearDown`).
    let resultsDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("kass-guide-\(UUID().uuidString)", isDirectory: true)

    /// The test's configuration: the defaults, with failure artifacts off (set in `setUp`, results
    /// in ``resultsDirectory``).
    var config = KassConfig() {
        didSet { sessionStorage?.config = config }
    }

    override func setUp() async throws {
        config.writesFailureArtifacts = false
        config.resultsDirectory = resultsDirectory
    }

    private var sessionStorage: KassSession?

    /// The test's session, created on first use with the capture as its recorder.
    var kass: KassSession {
        if let sessionStorage { return sessionStorage }
        guard let app = testApp ?? Self.app else { preconditionFailure("override class var app in \(Swift.type(of: self))") }
        let session = KassSession(
            app: app, config: config, test: KassTestInfo(suite: "\(Swift.type(of: self))", name: testName),
            recorder: capture, reporters: reporters
        )
        sessionStorage = session
        return session
    }

    override func tearDown() async throws {
        sessionStorage?.finish()
        sessionStorage = nil
        try? FileManager.default.removeItem(at: resultsDirectory)
    }

    /// `test_x` from XCTest's `name` (`Suite.test_x`, `-[Suite test_x]`), as KassTestCase names tests.
    var testName: String {
        var text = name
        if text.hasPrefix("-["), text.hasSuffix("]") { return String(text.dropFirst(2).dropLast().split(separator: " ").last ?? "") }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text.hasSuffix("()") ? String(text.dropLast(2)) : text
    }

    /// The first line of every captured failure.
    var summaries: [String] { capture.messages.map { String($0.split(separator: "\n").first ?? "") } }

    // MARK: The DSL, as KassTestCase forwards it

    func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
        kass.launch(arguments: arguments, environment: environment, file: file, line: line)
    }

    func relaunch(arguments: [String]? = nil, environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line) {
        kass.relaunch(arguments: arguments, environment: environment, file: file, line: line)
    }

    func onScreen<S: KassScreen>(_ type: S.Type, file: StaticString = #filePath, line: UInt = #line, _ body: (S) -> Void) {
        kass.onScreen(type, file: file, line: line, body)
    }

    func screen<S: KassScreen>(_ type: S.Type) -> S { kass.screen(type) }

    func step(_ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.step(name, file: file, line: line, body)
    }

    func eventually(timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.eventually(timeout: timeout, file: file, line: line, body)
    }

    func continuously(during seconds: TimeInterval, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.continuously(during: seconds, file: file, line: line, body)
    }

    @discardableResult
    func anyOf(
        timeout: TimeInterval? = nil, _ branches: KeyValuePairs<String, () -> Void>, file: StaticString = #filePath, line: UInt = #line
    ) -> KassAnyOfResult? {
        kass.anyOf(timeout: timeout, branches, file: file, line: line)
    }

    func retry(times: Int, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.retry(times: times, file: file, line: line, body)
    }

    func verifyAll(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.verifyAll(file: file, line: line, body)
    }

    func assertResponsive(maximumHang: TimeInterval = 0.25, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        kass.assertResponsive(maximumHang: maximumHang, file: file, line: line, body)
    }

    func whilePending(
        _ mode: KassPendingMode = .atOneMoment, timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line,
        _ action: () -> Void, check checks: () -> Void
    ) {
        kass.whilePending(mode, timeout: timeout, file: file, line: line, action, check: checks)
    }

    func parameterized<Case>(
        _ cases: [Case], name: (Case) -> String, file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        kass.parameterized(cases, name: name, file: file, line: line, body)
    }

    func parameterized<Case: CustomStringConvertible>(
        _ cases: [Case], file: StaticString = #filePath, line: UInt = #line, _ body: (Case) -> Void
    ) {
        kass.parameterized(cases, name: { $0.description }, file: file, line: line, body)
    }
}

/// Keeps every event of a session, for the guide's report examples.
@MainActor
final class KassGuideEventLog: KassReporter {
    private(set) var events: [KassEvent] = []

    func handle(_ event: KassEvent) { events.append(event) }

    /// Names and statuses of the finished steps, in the order they finished.
    var finishedSteps: [(name: String, status: KassStepStatus)] {
        var names: [KassStepID: String] = [:]
        var result: [(String, KassStepStatus)] = []
        for event in events {
            switch event {
            case .stepStarted(let start): names[start.id] = start.name
            case .stepFinished(let end): result.append((names[end.id] ?? "?", end.status))
            default: break
            }
        }
        return result
    }
}
