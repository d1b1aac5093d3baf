import Foundation
import Hammer

/// One test's Kass state: the app under test and its event generator, the configuration, the open
/// steps, the failure scopes and the reporters. ``KassTestCase`` makes one per XCTest test; a Swift
/// Testing `@Test` makes its own, which takes its suite and test names from the running test
/// (here `LoginTests` and `login()`):
///
/// ```swift
/// @Suite(.serialized, .kass) @MainActor struct LoginTests {
///     @Test func login() {
///         let kass = KassSession(app: .login)
///         defer { kass.finish() }
///         kass.launch()
///         kass.onScreen(LoginScreen.self) { $0.loginButton.tap() }
///     }
/// }
/// ```
@MainActor
public final class KassSession {
    /// The app under test.
    public let app: KassApp
    /// The test's configuration; ``withKass(_:_:)`` overrides it for a block.
    public var config: KassConfig
    /// The test this session belongs to.
    public let test: KassTestInfo
    /// Where failures go.
    public let recorder: any KassFailureRecorder
    /// Who hears the event stream.
    public private(set) var reporters: [any KassReporter]

    /// The running instance of the app (after ``launch(arguments:environment:file:line:)``).
    public internal(set) var application: UIApplication?
    /// The event generator driving the running instance.
    public internal(set) var generator: EventGenerator?

    /// Steps that have started and not finished, outermost first.
    var openSteps: [KassOpenStep] = []
    /// Failure scopes, outermost (the test) first.
    var scopes: [KassFailureScope]
    /// Deadlines of enclosing budgets (combinators), innermost last.
    var deadlines: [TimeInterval] = []
    /// Arguments and environment of the last launch (reused by `relaunch()`).
    var lastLaunch: (arguments: [String], environment: [String: String])?
    /// Actions that passed only after retries.
    var possibleFlakes: [String] = []
    /// How many of the running app's runtime issues have been reported.
    var runtimeIssuesReported = 0
    /// The running app's ``HeadlessRunLoop/hangCount`` when its hangs were last judged.
    var hangsJudged = 0
    /// Open `assertResponsive` blocks: while one runs, it judges the hangs (with its own limit).
    var responsivenessBlocks = 0
    /// The innermost open `whilePending` block's watch.
    var pendingWatch: KassPendingWatch?
    /// Whether any failure reached the test.
    public internal(set) var hasFailed = false
    /// Whether ``finish()`` ran.
    private(set) var isFinished = false
    private let wallStart = Date()
    /// Runtime-clock seconds of app instances already terminated (each launch restarts the clock).
    private var finishedLaunchesTime: TimeInterval = 0
    private static var lastStepNumber = 0
    /// The session whose app is running (one app runs at a time in a process).
    static weak var appOwner: KassSession?

    /// A session for `test` of `app`. The configuration defaults to the one a `.kass(config)` trait
    /// or `withKass` block set, else the defaults; reporters default to the ones `config.reporting`
    /// asks for; failures go to `recorder` (Swift Testing issues by default).
    public init(
        app: KassApp, config: KassConfig? = nil, test: KassTestInfo,
        recorder: (any KassFailureRecorder)? = nil, reporters: [any KassReporter]? = nil
    ) {
        let config = config ?? KassConfig.scoped ?? KassConfig()
        self.app = app
        self.config = config
        self.test = test
        self.recorder = recorder ?? Self.defaultRecorder()
        self.reporters = reporters ?? Self.defaultReporters(for: config)
        scopes = [KassFailureScope(kind: .test, stepDepth: 0)]
        emit(.testStarted(test))
    }

    /// A session for the running test of `app`: inside a Swift Testing `@Test` the suite, name and
    /// source location come from the test itself (see ``KassTestInfo/currentSwiftTest``), so they
    /// cannot drift from the test report; elsewhere the suite is the calling file's name and the
    /// name the calling function's. Configuration, recorder and reporters as in
    /// ``init(app:config:test:recorder:reporters:)``.
    public convenience init(
        app: KassApp, config: KassConfig? = nil,
        recorder: (any KassFailureRecorder)? = nil, reporters: [any KassReporter]? = nil,
        filePath: String = #filePath, function: String = #function, line: Int = #line
    ) {
        self.init(
            app: app, config: config, test: Self.runningTest(filePath: filePath, function: function, line: line),
            recorder: recorder, reporters: reporters
        )
    }

    /// The running Swift Testing test, else the calling function of `filePath`.
    private static func runningTest(filePath: String, function: String, line: Int) -> KassTestInfo {
        #if canImport(Testing)
        if let test = KassTestInfo.currentSwiftTest { return test }
        #endif
        let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        return KassTestInfo(suite: file, name: function, file: filePath, line: line)
    }

    private static func defaultRecorder() -> any KassFailureRecorder {
        #if canImport(Testing)
        return SwiftTestingFailureRecorder()
        #else
        return KassStandardErrorRecorder()
        #endif
    }

    /// The configuration in effect: the one ``withKass(_:_:)`` set for the current block, else ``config``.
    var effectiveConfig: KassConfig { KassConfig.scoped ?? config }

    /// Adds a reporter to the event stream.
    public func addReporter(_ reporter: any KassReporter) {
        reporters.append(reporter)
    }

    /// Events held back while a combinator decides which of its attempts the report shows,
    /// innermost hold last (see ``holdingEvents(_:)``).
    var heldEvents: [[KassEvent]] = []

    /// Sends `event` to every reporter, or to the innermost hold while one is open.
    func emit(_ event: KassEvent) {
        if !heldEvents.isEmpty {
            heldEvents[heldEvents.count - 1].append(event)
            return
        }
        for reporter in reporters { reporter.handle(event) }
    }

    /// A fresh step identifier (unique in the process).
    func nextStepID() -> KassStepID {
        Self.lastStepNumber += 1
        return KassStepID(Self.lastStepNumber)
    }

    // MARK: App time

    /// App time that counts for budgets: the runtime clock minus stalled time (a stalled main thread
    /// gives the app no chance to respond, so it does not use up budgets).
    public var appTime: TimeInterval {
        guard let runLoop = application?.runLoop else { return 0 }
        return runLoop.now - runLoop.stalledTime
    }

    /// Runtime-clock seconds since the test began, across relaunches (stalls included), for step
    /// and test durations.
    var sessionClock: TimeInterval { finishedLaunchesTime + (application?.runLoop.now ?? 0) }

    /// Lets one frame pass.
    func runFrame() {
        application?.runLoop.runFrames(1)
    }

    // MARK: Finishing

    /// Ends the test: closes open steps, reports possible flakes, finishes the generator and
    /// terminates the app. Called by ``KassTestCase`` in `tearDown`; Swift Testing callers `defer` it.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        while let open = openSteps.last { endStep(open) }
        let flakes = effectiveConfig.reportsPossibleFlakes ? possibleFlakes : []
        emit(.testFinished(KassTestEnd(
            test: test, status: hasFailed ? .failed : .passed, wallDuration: Date().timeIntervalSince(wallStart),
            appDuration: sessionClock, flakes: flakes
        )))
        terminateApp()
    }

    /// Finishes the generator and terminates the running app, if any.
    func terminateApp() {
        try? generator?.finish()
        generator = nil
        finishedLaunchesTime += application?.runLoop.now ?? 0
        application?.terminate()
        application = nil
        if Self.appOwner === self { Self.appOwner = nil }
    }
}
