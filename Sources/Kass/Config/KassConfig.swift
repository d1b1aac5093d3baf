import Foundation
import Hammer

/// Every knob of Kass, with documented defaults. A test case holds a copy (`config`); a block can
/// run with changes through ``withKass(_:_:)``; the results directory and launch additions also come
/// from the environment (`KASS_RESULTS_DIR`, `KASS_LAUNCH_ARGUMENTS`, `KASS_LAUNCH_ENVIRONMENT`).
///
/// ```swift
/// var config = KassConfig()
/// config.timeout = 5                       // each action's whole budget, in app seconds
/// config.preconditions.requireStable = false
/// ```
public struct KassConfig: Sendable {
    /// The budget of one action or assertion, in seconds of app time, shared by all its attempts.
    /// Default 10.
    public var timeout: TimeInterval = 10
    /// Which preconditions actions check (and retry) before delivering their input. All on by default.
    public var preconditions = KassPreconditions()
    /// Whether actions whose effect can be read (typing, switches, sliders, pickers, segments,
    /// steppers) read it back and fail on a mismatch. Default on.
    public var readBack = true
    /// How long a read-back effect must last after it first shows, in app seconds: an app that
    /// reverts the input (a switch flipping back) fails the action. Default 0.25; 0 turns it off.
    public var readBackSettle: TimeInterval = 0.25
    /// How `typeText` types. Default ``KassTypingMethod/softwareKeyboard``.
    public var typing = KassTypingMethod.softwareKeyboard
    /// Frames an element's frame must stay still before it counts as stable. Default 2.
    public var stabilityFrames = 2
    /// Swipes an action may make to bring its target into view (or, for a list that has not created
    /// its row yet, to find it). Default 30.
    public var maximumScrollSwipes = 30
    /// Taps `rapidTap(times:)` makes per second (no re-check between them). Default 10.
    public var rapidTapRate: Double = 10
    /// Where failure artifacts and reports go. Default `KASS_RESULTS_DIR`, else `.build/kass-results`
    /// under the current directory.
    public var resultsDirectory: URL = KassConfig.defaultResultsDirectory()
    /// Whether a failure writes a screenshot, the hierarchy dump and a diagnostic JSON. Default on.
    public var writesFailureArtifacts = true
    /// Scale of failure screenshots (1, 2 or 3). Default 1.
    public var screenshotScale: CGFloat = 1
    /// Which reports are produced.
    public var reporting = KassReportingOptions()
    /// Whether actions that passed only after retries are listed at the end of a test. Default on.
    public var reportsPossibleFlakes = true
    /// Code run around every action, outermost first (see ``KassInterceptor``).
    public var interceptors: [KassInterceptor] = []
    /// Whether a runtime issue the app reports (HeadlessUI refusing an operation: a push while a
    /// push runs, an invalid frame, a bad launch option) fails the test at the launch, action or
    /// assertion during which it happened. Default on: a refused operation is how an action
    /// "succeeds" without doing anything. Turn it off for a test that provokes issues on purpose.
    public var failsOnRuntimeIssues = true
    /// The longest a main-thread callback of the app may hold the main thread, in seconds of real
    /// time, before the launch, action or assertion during which it happened fails (see
    /// ``MainThreadHang``): a test-wide guard against a frozen UI, with a limit generous enough for a
    /// debug build on a loaded machine. `nil` turns it off; `assertResponsive(maximumHang:)` checks
    /// a block against a stricter limit (0.25 s by default, iOS's hang threshold). Default 1.
    public var maximumHang: TimeInterval? = 1

    /// The defaults.
    public init() {}

    /// `KASS_RESULTS_DIR` when set, otherwise `.build/kass-results` in the current directory.
    public static func defaultResultsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["KASS_RESULTS_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent(".build/kass-results", isDirectory: true)
    }
}

/// The preconditions an action checks before delivering its input; each can be turned off.
/// Only preconditions are retried: the input itself is delivered once.
public struct KassPreconditions: Sendable, Equatable {
    /// The locator resolves to exactly one element (Hammer's matching rules). Default on; off takes
    /// the first match.
    public var requireUniqueMatch = true
    /// Swipe the nearest scroll container until the element is in view. Default on.
    public var scrollIntoView = true
    /// Dismiss the software keyboard (accessory Done button or the keyboard's dismiss key, never
    /// Return) when it covers the element. Default on.
    public var avoidKeyboard = true
    /// The element is visible. Default on.
    public var requireVisible = true
    /// The element is enabled. Default on.
    public var requireEnabled = true
    /// The element's frame has not moved for ``KassConfig/stabilityFrames`` frames. Default on.
    public var requireStable = true
    /// A touch at the element's activation point reaches it. Default on.
    public var requireHittable = true

    /// All preconditions on.
    public init() {}
}

/// How `typeText` enters characters.
public enum KassTypingMethod: String, Sendable, Equatable {
    /// Taps keys on the on-screen keyboard like a user (the keyboard stays up); characters the
    /// keyboard has no key for are inserted through text input.
    case softwareKeyboard
    /// Sends hardware-keyboard key events (attaches a hardware keyboard; the on-screen keyboard hides).
    case hardwareKeyboard
}

/// Which reports Kass writes into the results directory.
public struct KassReportingOptions: Sendable, Equatable {
    /// The step tree on standard output (and GitHub Actions `::error` lines when `GITHUB_ACTIONS`
    /// is `true`). Default on.
    public var console = true
    /// JUnit XML at `<results>/junit.xml`. Default on.
    public var junit = true
    /// Allure results in `<results>/allure-results/`. Default on.
    public var allure = true

    /// The defaults.
    public init() {}
}
