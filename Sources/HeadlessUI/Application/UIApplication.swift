import Foundation

/// The running app, as UIKit's `UIApplication`: windows, events, first responder, and in HeadlessUI
/// also the owner of the runtime clock, the run loop and the scheduler.
///
/// Each test launches a fresh application with ``launch(_:delegate:)``; ``shared`` is the current one.
@MainActor
public final class UIApplication: UIResponder {
    private static var currentApplication: UIApplication?

    /// The current application; launches a default one (iPhone, virtual clock) when none exists.
    public static var shared: UIApplication {
        if let currentApplication { return currentApplication }
        return launch()
    }

    /// The current application, without launching one.
    public static var current: UIApplication? { currentApplication }

    /// Tears down the current application (if any) and launches a fresh one.
    @discardableResult
    public static func launch(
        _ configuration: LaunchConfiguration = LaunchConfiguration(), delegate: (any UIApplicationDelegate)? = nil
    ) -> UIApplication {
        currentApplication?.terminate()
        let application = UIApplication(configuration: configuration)
        currentApplication = application
        application.delegate = delegate
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        application.runLoop.runOnce()
        return application
    }

    /// Records a problem the runtime refused (see ``RuntimeIssue``) on the current application.
    public static func reportRuntimeIssue(_ issue: RuntimeIssue) {
        guard let application = currentApplication else {
            FileHandle.standardError.write(Data("HeadlessUI: \(issue)\n".utf8))
            return
        }
        application.runtimeIssues.append(issue)
        application.runtimeIssueHandler?(issue)
    }

    // MARK: Configuration

    /// How the application was launched.
    public let configuration: LaunchConfiguration
    /// The launch arguments.
    public var launchArguments: [String] { configuration.arguments }
    /// The launch environment.
    public var launchEnvironment: [String: String] { configuration.environment }
    /// The simulated screen.
    public let screen: UIScreen
    /// The simulated device.
    public let device: UIDevice
    /// The app delegate.
    public private(set) var delegate: (any UIApplicationDelegate)?
    /// Foreground active after launch.
    public var applicationState: UIApplicationState = .active
    /// The layout direction of the whole app (from `-NSForceRightToLeftWritingDirection YES`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection

    // MARK: Runtime

    /// The runtime clock.
    public let clock: RuntimeClock
    let clockStorage: ClockStorage
    /// Delayed and repeating work on the runtime clock.
    public let scheduler: Scheduler
    /// The run loop: drive it to let time pass.
    public private(set) var runLoop: HeadlessRunLoop!
    /// The HID event system that receives digitizer and marker events.
    public private(set) var eventSystem: HIDEventSystem!
    /// Running view animations.
    public private(set) var animator: Animator!
    /// Problems the runtime refused, in order.
    public internal(set) var runtimeIssues: [RuntimeIssue] = []
    /// Called for each runtime issue as it happens (for example to fail a test).
    public var runtimeIssueHandler: (@MainActor (RuntimeIssue) -> Void)?
    var busyWork: [BusyWorkToken] = []
    /// Containers that have started a transition (pruned when read).
    var transitionContainers: [WeakTransitionContainer] = []
    var lastBusyWorkSequence: UInt64 = 0
    var windowRegistry: [WeakWindow] = []
    private var ignoringInteractionEventsCount = 0
    /// The current first responder.
    public internal(set) weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { firstResponderDidChange() } }
    }
    /// True while `becomeFirstResponder` hands first-responder status from one responder to another,
    /// so the momentary `nil` in between does not hide the software keyboard.
    var isTransferringFirstResponder = false
    /// The software keyboard, created on first use (see `UIApplication+SoftwareKeyboard.swift`).
    var softwareKeyboardStorage: SoftwareKeyboard?
    /// Whether ``terminate()`` ran: the run loop no longer turns and events are refused.
    public private(set) var isTerminated = false

    private init(configuration: LaunchConfiguration) {
        self.configuration = configuration
        self.screen = UIScreen(profile: configuration.device)
        self.device = UIDevice(profile: configuration.device)
        self.clockStorage = ClockStorage()
        self.clock = RuntimeClock(storage: clockStorage)
        self.userInterfaceLayoutDirection = configuration.layoutDirection
        self.scheduler = Scheduler(
            clock: clock,
            jitter: SeededJitter(seed: configuration.effectiveJitterSeed, maximumFraction: configuration.jitterFraction)
        )
        super.init()
        self.runLoop = HeadlessRunLoop(application: self)
        self.eventSystem = HIDEventSystem(application: self)
        self.animator = Animator(application: self, enabled: !configuration.animationsDisabledByArgument)
    }

    /// Stops everything: cancels timers, fails sleeping tasks, hides windows.
    public func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        scheduler.cancelAll()
        clockStorage.cancelAllSleepers()
        for window in windows { window.isHidden = true }
        windowRegistry.removeAll()
        if UIApplication.currentApplication === self { UIApplication.currentApplication = nil }
    }

    // MARK: Windows

    /// All windows, ordered back to front by level (then by the order they were shown).
    public var windows: [UIWindow] {
        windowRegistry.compactMap(\.window).sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }
    }

    /// The key window.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func register(_ window: UIWindow) {
        windowRegistry.removeAll { $0.window == nil || $0.window === window }
        windowRegistry.append(WeakWindow(window: window))
    }

    func orderFront(_ window: UIWindow) {
        register(window)
    }

    func makeKey(_ window: UIWindow) {
        for other in windows where other !== window && other.isKeyWindow {
            other.resignKey()
        }
    }

    /// The status bar area at the top of the screen.
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width, height: configuration.device.statusBarHeight)
    }

    // MARK: Interaction events

    /// Starts ignoring touch events (nestable), as UIKit's `beginIgnoringInteractionEvents`.
    public func beginIgnoringInteractionEvents() { ignoringInteractionEventsCount += 1 }

    /// Ends one ``beginIgnoringInteractionEvents()``; unbalanced calls are reported and ignored.
    public func endIgnoringInteractionEvents() {
        guard ignoringInteractionEventsCount > 0 else {
            UIApplication.reportRuntimeIssue(.other("endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored."))
            return
        }
        ignoringInteractionEventsCount -= 1
    }

    /// Whether touch events are being discarded.
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionEventsCount > 0 }

    /// Dispatches an event to its windows. Override point for the whole app's event stream.
    public func sendEvent(_ event: UIEvent) {
        for window in event.windowsInvolved {
            window.sendEvent(event)
        }
    }

    // MARK: Busy work and idleness

    /// Registers work in flight that the run loop cannot see; the app is busy until the token ends.
    public func beginBusyWork(_ label: String) -> BusyWorkToken {
        lastBusyWorkSequence += 1
        let token = BusyWorkToken(label: label, sequence: lastBusyWorkSequence) { [weak self] ended in
            self?.busyWork.removeAll { $0 === ended }
        }
        busyWork.append(token)
        return token
    }

    /// What is pending: events, animations, timers due within `horizon` seconds, busy work, layout.
    public func idleReport(horizon: TimeInterval = 0.1) -> IdleReport {
        idleReport(horizon: horizon, since: nil)
    }

    /// A mark in the app's work: ``idleReport(horizon:startedSince:)`` then tells what is pending of
    /// the work started after it (an action's own work, not a ticker that ran before it).
    public func markWork() -> WorkMark {
        WorkMark(scheduledWork: scheduler.lastSequence, sleeper: clockStorage.lastSleeperID, busyWork: lastBusyWorkSequence)
    }

    /// What is pending of the work started since `mark` (scheduled work, sleeping tasks and busy
    /// work registered after it; repeating timers never finish, so they do not count), plus
    /// everything that is always the app's current work: queued events, running animations,
    /// pending layout. "Has the work an action started finished?" asks it this way.
    public func idleReport(horizon: TimeInterval, startedSince mark: WorkMark) -> IdleReport {
        idleReport(horizon: horizon, since: mark)
    }

    private func idleReport(horizon: TimeInterval, since mark: WorkMark?) -> IdleReport {
        let limit = clock.seconds + horizon
        let work = scheduler.pendingWork.filter { work in
            guard work.fireTime <= limit else { return false }
            guard let mark else { return true }
            return work.sequence > mark.scheduledWork && work.repeatInterval == nil
        }
        let sleepers = mark.map { clockStorage.sleeperDeadlines(after: $0.sleeper) } ?? clockStorage.sleeperDeadlines
        return IdleReport(
            pendingEvents: eventSystem.pendingEventCount,
            runningAnimations: animator.runningAnimationCount,
            timersDueSoon: work.map(\.label),
            sleepersDueSoon: sleepers.filter { $0 <= limit }.count,
            busyWork: busyWork.filter { token in mark.map { token.sequence > $0.busyWork } ?? true }.map(\.label),
            layoutPending: windows.contains { !$0.isHidden && $0.subtreeNeedsLayout }
        )
    }

    /// Models the main thread blocking for `seconds`: runtime passes with no frames, no events and no
    /// timers; all of it happens afterwards. Non-positive or non-finite values are reported and ignored.
    public func stallMainThread(for seconds: TimeInterval) {
        runLoop.stall(for: seconds)
    }

    func layoutRequested() {
        runLoop?.layoutRequested = true
    }

    /// The application is the end of the responder chain.
    public override var next: UIResponder? { nil }
}

/// A weak reference to a window, for the application's registry.
struct WeakWindow {
    weak var window: UIWindow?
}
