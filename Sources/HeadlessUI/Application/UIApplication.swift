import Foundation

/// The running app, as UIKit's `UIApplication`: windows, events, first responder, and in HeadlessUI
/// also the owner of the runtime clock, the run loop, the scheduler and every other piece of
/// per-app state (named images, running transitions, the software keyboard...).
///
/// Each test launches a fresh application with ``launch(_:delegate:)``; ``shared`` is the current one.
/// Nothing launches an application implicitly: reading ``shared`` (or `UIScreen.main`,
/// `UIDevice.current`, creating a `UIWindow`) while none runs stops with a message that says how to
/// launch one. The members only HeadlessUI has are in `UIApplication+Headless.swift` and carry a
/// "HeadlessUI only" note.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    static var currentApplication: UIApplication?

    /// The running application, as UIKit's `UIApplication.shared`.
    ///
    /// UIKit has no shared application before `UIApplicationMain` creates one; HeadlessUI has none
    /// before ``launch(_:delegate:)``. Reading it then stops with a precondition failure that says to
    /// launch first (``current`` reads it without stopping).
    public static var shared: UIApplication { running(reading: "UIApplication.shared") }

    /// The current application for an API that needs one (`accessor` names it in the message); stops
    /// with a precondition failure saying how to launch when none runs.
    static func running(reading accessor: String) -> UIApplication {
        guard let currentApplication else {
            preconditionFailure(noRunningApplicationMessage(reading: accessor))
        }
        return currentApplication
    }

    /// Why `accessor` cannot be used now, and how to fix it.
    nonisolated static func noRunningApplicationMessage(reading accessor: String) -> String {
        "HeadlessUI: \(accessor) needs a running application, and none is running. "
            + "Launch one first with UIApplication.launch() (pass a LaunchConfiguration for the device, "
            + "arguments and clock), for example in setUp; HeadlessUI never launches one implicitly."
    }

    // MARK: Configuration

    /// How the application was launched.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let configuration: LaunchConfiguration
    /// The simulated screen.
    ///
    /// - Note: HeadlessUI only; not in UIKit (UIKit has `UIScreen.main` and window scenes).
    public let screen: UIScreen
    /// The simulated device.
    ///
    /// - Note: HeadlessUI only; not in UIKit (UIKit has `UIDevice.current`).
    public let device: UIDevice
    /// The app delegate.
    public internal(set) var delegate: (any UIApplicationDelegate)?
    /// Foreground active after launch.
    public var applicationState: UIApplicationState = .active
    /// The layout direction of the whole app (from `-NSForceRightToLeftWritingDirection YES`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection

    // MARK: Runtime

    /// The runtime clock.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let clock: RuntimeClock
    let clockStorage: ClockStorage
    /// Delayed and repeating work on the runtime clock.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let scheduler: Scheduler
    /// The run loop: drive it to let time pass.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public private(set) lazy var runLoop = HeadlessRunLoop(application: self)
    /// The HID event system that receives digitizer and marker events.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public private(set) lazy var eventSystem = HIDEventSystem(application: self)
    /// Running view animations.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public private(set) lazy var animator = Animator(application: self, enabled: !configuration.animationsDisabledByArgument)
    /// Problems the runtime refused, in order.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public internal(set) var runtimeIssues: [RuntimeIssue] = []
    /// Called for each runtime issue as it happens (for example to fail a test).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var runtimeIssueHandler: (@MainActor (RuntimeIssue) -> Void)?
    var busyWork: [BusyWorkToken] = []
    /// Containers that have started a transition (pruned when read).
    var transitionContainers: [WeakTransitionContainer] = []
    var lastBusyWorkSequence: UInt64 = 0
    var windowRegistry: [WeakWindow] = []
    /// The connected scenes, in the order they connected (see `UIApplication+Scenes.swift`).
    var sceneRegistry: [UIScene] = []
    var lastSceneSessionNumber = 0
    var ignoringInteractionEventsCount = 0
    /// The images registered with `UIImage.register(_:named:)`, this app's stand-in for an asset
    /// catalog (a fresh launch starts with none).
    var namedImages: [String: UIImage] = [:]
    /// The menu on screen (a button's, a bar item's or a context menu), if any: one at a time.
    var presentedMenu: MenuPresentation?
    /// The appearance proxies made by `appearance()` in this application, by the class asked (see
    /// `AppearanceProxies.swift`): bars take the values set on them when they move to a window.
    var appearanceProxies: [ObjectIdentifier: UIView] = [:]
    /// The URLs the app asked to open with `open(_:options:completionHandler:)`, in order.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public internal(set) var openedURLs: [URL] = []
    /// The current first responder.
    ///
    /// - Note: HeadlessUI only; not in UIKit (UIKit keeps it private).
    public internal(set) weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { firstResponderDidChange() } }
    }
    /// True while `becomeFirstResponder` hands first-responder status from one responder to another,
    /// so the momentary `nil` in between does not hide the software keyboard.
    var isTransferringFirstResponder = false
    /// The software keyboard, created on first use (see `UIApplication+SoftwareKeyboard.swift`).
    var softwareKeyboardStorage: SoftwareKeyboard?
    /// Whether ``terminate()`` ran: the run loop no longer turns and events are refused.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public internal(set) var isTerminated = false
    /// The device's appearance and text size (see UIApplication+Appearance.swift).
    var systemAppearance = SystemAppearance()
    /// VoiceOver and the other accessibility settings, and the posted notifications (see UIApplication+Accessibility.swift).
    var accessibilitySettings = AccessibilitySettings()

    init(configuration: LaunchConfiguration) {
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
        // Created here, in this order, so they exist for the application's whole life.
        _ = runLoop
        scheduler.hangMonitor = runLoop.hangMonitor
        _ = eventSystem
        _ = animator
        CurrentTraits.shared.publishFallback(nil, resetExplicit: true)
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
            reportRuntimeIssue(.other(
                "endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored."
            ))
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

    func layoutRequested() {
        runLoop.layoutRequested = true
    }

    /// The application is the end of the responder chain.
    public override var next: UIResponder? { nil }
}

/// A weak reference to a window, for the application's registry.
struct WeakWindow {
    weak var window: UIWindow?
}
