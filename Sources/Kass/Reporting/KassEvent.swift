import Foundation
import Hammer

/// One thing that happened while a Kass test ran. Reporting is a stream of these events: the
/// console, JUnit and Allure reporters (and a test's own capture) are consumers of the same stream.
///
/// Order guarantees: a test's `testStarted` comes first and its `testFinished` last; every
/// `stepStarted` is matched by one `stepFinished` with the same ``KassStepID``, and steps nest
/// (a step's children start and finish between its own start and finish). Attachments and issues
/// name the step they belong to.
public enum KassEvent: Sendable {
    /// A test began.
    case testStarted(KassTestInfo)
    /// A step (screen, custom step, action, assertion, case, combinator) began.
    case stepStarted(KassStepStart)
    /// A file was attached to a step (a failure screenshot, a hierarchy dump, a diagnostic JSON).
    case attachment(KassAttachment)
    /// A failure was recorded.
    case issue(KassIssue)
    /// A step ended.
    case stepFinished(KassStepEnd)
    /// A test ended.
    case testFinished(KassTestEnd)
}

/// Identifies one step within a test run (unique within the process).
public struct KassStepID: Hashable, Sendable, CustomStringConvertible {
    /// The number of the step, counted from 1 in the order steps start.
    public let rawValue: Int
    /// Wraps a step number.
    package init(_ rawValue: Int) { self.rawValue = rawValue }
    /// `step-12`.
    public var description: String { "step-\(rawValue)" }
}

/// What a step stands for.
public enum KassStepKind: String, Sendable, Codable {
    /// `onScreen(S.self) { }`: the screen's `onLoad` check and the block.
    case screen
    /// `step("name") { }`.
    case step
    /// An action on an element (tap, typeText, setSwitch...).
    case action
    /// An assertion (assertVisible, assertText...).
    case assertion
    /// One case of `parameterized`.
    case parameterizedCase
    /// `eventually`, `continuously`, `anyOf`, `retry`, `verifyAll` and their branches.
    case combinator
    /// Launching or relaunching the app.
    case launch
}

/// How a step or test ended.
public enum KassStepStatus: String, Sendable, Codable {
    /// Everything in it held.
    case passed
    /// It (or something inside it) failed.
    case failed
    /// It did not run because an earlier failure stopped the test (or its case).
    case skipped
}

/// The test a stream of events belongs to.
public struct KassTestInfo: Sendable {
    /// The suite (the XCTest class or the Swift Testing suite), e.g. `LoginTests`.
    public var suite: String
    /// The test's name, e.g. `test_login`.
    public var name: String
    /// The source file of the test, when known.
    public var file: String?
    /// The source line of the test, when known.
    public var line: Int?
    /// Wall-clock start.
    public var startedAt: Date

    /// Creates test information.
    public init(suite: String, name: String, file: String? = nil, line: Int? = nil, startedAt: Date = Date()) {
        self.suite = suite
        self.name = name
        self.file = file
        self.line = line
        self.startedAt = startedAt
    }

    /// `LoginTests.test_login`.
    public var fullName: String { "\(suite).\(name)" }
}

/// A step began.
public struct KassStepStart: Sendable {
    /// The step.
    public var id: KassStepID
    /// The enclosing step (`nil` for a top-level step of the test).
    public var parent: KassStepID?
    /// What the step stands for.
    public var kind: KassStepKind
    /// The step's name as reports show it: `On LoginScreen`, `tap "login.submit"`, `case "0"`.
    public var name: String
    /// Wall-clock start.
    public var startedAt: Date
    /// App time (runtime clock seconds) at the start.
    public var appTime: TimeInterval

    /// Creates a step start.
    package init(id: KassStepID, parent: KassStepID?, kind: KassStepKind, name: String, startedAt: Date, appTime: TimeInterval) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.name = name
        self.startedAt = startedAt
        self.appTime = appTime
    }
}

/// A step ended.
public struct KassStepEnd: Sendable {
    /// The step.
    public var id: KassStepID
    /// How it ended.
    public var status: KassStepStatus
    /// The failure message (the first line is the summary), `nil` when it passed.
    public var message: String?
    /// App time the step took (runtime clock seconds).
    public var appDuration: TimeInterval
    /// Wall time the step took, in seconds.
    public var wallDuration: TimeInterval
    /// Attempts the step needed (1 when it passed at once; more when preconditions were retried).
    public var attempts: Int
    /// The failure the step ended with, as data, when it was a Kass failure (``message`` is its
    /// wording).
    public var failure: KassFailure?

    /// Creates a step end.
    package init(
        id: KassStepID, status: KassStepStatus, message: String?, appDuration: TimeInterval,
        wallDuration: TimeInterval, attempts: Int = 1, failure: KassFailure? = nil
    ) {
        self.failure = failure
        self.id = id
        self.status = status
        self.message = message
        self.appDuration = appDuration
        self.wallDuration = wallDuration
        self.attempts = attempts
    }
}

/// A file attached to a step.
public struct KassAttachment: Sendable {
    /// What the file holds.
    public enum Kind: String, Sendable, Codable {
        /// A PNG screenshot.
        case screenshot
        /// The hierarchy dump (plain text).
        case hierarchy
        /// The diagnostic JSON (failure, element state, config).
        case diagnostics
        /// Anything else a user attached.
        case other
    }

    /// The step it belongs to.
    public var step: KassStepID
    /// A short name (`failure screenshot`).
    public var name: String
    /// What the file holds.
    public var kind: Kind
    /// Where the file was written.
    public var path: URL
    /// The MIME type (`image/png`, `text/plain`, `application/json`).
    public var mimeType: String

    /// Creates an attachment record.
    package init(step: KassStepID, name: String, kind: Kind, path: URL, mimeType: String) {
        self.step = step
        self.name = name
        self.kind = kind
        self.path = path
        self.mimeType = mimeType
    }
}

/// A failure recorded in a step.
public struct KassIssue: Sendable {
    /// The step that failed (`nil` when it happened outside any step).
    public var step: KassStepID?
    /// The full message (`Kass: <element> — <action> failed: <reason>` and its `↳` lines).
    public var message: String
    /// The failure as data (`nil` for an issue made from a message alone).
    public var failure: KassFailure?
    /// The test source file the failing call was written in.
    public var file: String
    /// The source line of the failing call.
    public var line: Int

    /// Creates an issue from a message alone (counted as a defect of the app).
    package init(step: KassStepID?, message: String, file: String, line: Int) {
        self.step = step
        self.message = message
        self.file = file
        self.line = line
    }

    /// Creates an issue for `failure` (its ``KassFailure/message`` is the issue's message).
    package init(step: KassStepID?, failure: KassFailure, file: String, line: Int) {
        self.init(step: step, message: failure.message, file: file, line: line)
        self.failure = failure
    }

    /// A defect of the app, or a misuse of the DSL (see ``KassFailure/Kind``).
    public var kind: KassFailure.Kind { failure?.kind ?? .appDefect }
}

/// A test ended.
public struct KassTestEnd: Sendable {
    /// The test.
    public var test: KassTestInfo
    /// How it ended.
    public var status: KassStepStatus
    /// Wall time, in seconds.
    public var wallDuration: TimeInterval
    /// App time, in seconds.
    public var appDuration: TimeInterval
    /// Actions that passed only after retrying their preconditions (possible flakes), described.
    public var flakes: [String]

    /// Creates a test end.
    package init(test: KassTestInfo, status: KassStepStatus, wallDuration: TimeInterval, appDuration: TimeInterval, flakes: [String]) {
        self.test = test
        self.status = status
        self.wallDuration = wallDuration
        self.appDuration = appDuration
        self.flakes = flakes
    }
}

/// Consumes the event stream (console, JUnit, Allure, a test's capture).
@MainActor
public protocol KassReporter: AnyObject {
    /// Handles one event. Called on the main actor, in order.
    func handle(_ event: KassEvent)
}
