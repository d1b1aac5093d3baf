import Foundation

/// Synthesizes finger, stylus and keyboard events the way the system would, waits for the app to
/// process each one, and waits for conditions on the app's clock.
///
/// Every method exists in a synchronous form and an `async` form with the same name; Swift picks
/// the `async` one in async contexts. Synchronous calls keep the run loop turning while they wait.
///
/// ```swift
/// let generator = try EventGenerator(viewController: LoginViewController())
/// try generator.fingerTap(at: loginButton)
/// try generator.keyType("Hello, World!")
/// try generator.waitUntilVisible(welcomeLabel)
/// try generator.finish()
/// ```
///
/// Only the most recently created generator that is not finished may send events (their windows
/// overlap); calls on an older one throw ``HammerError/notActiveGenerator``. A generator released
/// without ``finish()`` finishes synchronously in `deinit` (lifts what is down, removes its windows).
@MainActor
public final class EventGenerator {
    /// The window events go to.
    public let window: UIWindow
    /// The generator's view: locations default to the centre of its visible part.
    public let view: UIView
    /// This generator's settings: the defaults, or those of the ``withSettings(_:_:)-(_,_)`` block it
    /// was created in; changing them changes this generator only.
    public var settings: Settings
    /// Whether an overlay draws each active touch (from `settings.showTouches` at creation).
    public var showTouches: Bool {
        didSet { if !showTouches { overlay?.remove(); overlay = nil } }
    }
    /// Whether ``finish()`` has run.
    public private(set) var isFinished = false

    let platform: PlatformEventSystem
    /// Windows this generator created (removed by ``finish()``).
    private var addedWindows: [UIWindow]
    /// The key window before this generator made its own window key.
    private weak var previousKeyWindow: UIWindow?
    /// Fingers down, in the order they went down.
    var fingersDown: [(index: FingerIndex, location: CGPoint)] = []
    /// The stylus location while it is down.
    var stylusLocation: CGPoint?
    /// Azimuth, altitude and pressure of the stylus from its last `stylusDown`.
    var stylusPose: (azimuth: CGFloat, altitude: CGFloat, pressure: CGFloat)?
    /// Keys down, in the order they went down.
    var keysDown: [UIKeyboardHIDUsage] = []
    /// The hardware-keyboard setting before this generator attached one (restored by ``finish()``).
    var keyboardAttachmentBeforeGenerator: Bool?
    var overlay: ShowTouchesOverlay?
    /// The references every snapshot this generator takes hands out, so an element keeps its `e12`
    /// from one attempt to the next.
    let snapshotRefs = SnapshotRefTable()

    private static var generators: [WeakGenerator] = []

    private init(window: UIWindow, view: UIView, addedWindows: [UIWindow], previousKeyWindow: UIWindow?, platform: PlatformEventSystem) {
        self.window = window
        self.view = view
        self.addedWindows = addedWindows
        self.previousKeyWindow = previousKeyWindow
        self.platform = platform
        let settings = EventGenerator.startingSettings
        self.settings = settings
        self.showTouches = settings.showTouches
    }

    // MARK: Creation

    /// Creates a generator for `window`, which must be key and visible. Waits (up to
    /// `settings.windowReadyTimeout`) until the window is ready and throws
    /// ``HammerError/windowNotReady(check:timeout:)`` naming the check that failed.
    public convenience init(window: UIWindow) throws {
        self.init(hosting: Hosting(window: window, view: window))
        try waitUntilWindowReady()
        register()
    }

    /// Async form of ``init(window:)-(UIWindow)``.
    public convenience init(window: UIWindow) async throws {
        self.init(hosting: Hosting(window: window, view: window))
        try await waitUntilWindowReady()
        register()
    }

    /// Creates a generator for `view`: its window if it is in one, otherwise a temporary key window
    /// hosting it (a view with no size fills the window). Waits until the window is ready.
    public convenience init(view: UIView) throws {
        self.init(hosting: Self.host(view: view))
        try waitUntilWindowReady()
        register()
    }

    /// Async form of ``init(view:)-(UIView)``.
    public convenience init(view: UIView) async throws {
        self.init(hosting: Self.host(view: view))
        try await waitUntilWindowReady()
        register()
    }

    /// Creates a generator for `viewController`: its view's window if it is shown, otherwise a
    /// temporary key window with the controller as root. Waits until the window is ready.
    public convenience init(viewController: UIViewController) throws {
        self.init(hosting: Self.host(viewController: viewController))
        try waitUntilWindowReady()
        register()
    }

    /// Async form of ``init(viewController:)-(UIViewController)``.
    public convenience init(viewController: UIViewController) async throws {
        self.init(hosting: Self.host(viewController: viewController))
        try await waitUntilWindowReady()
        register()
    }

    /// Where a generator sends its input: the window, the view it targets, the temporary windows it
    /// added (removed by ``finish()``) and the key window before them.
    private struct Hosting {
        var window: UIWindow
        var view: UIView
        var addedWindows: [UIWindow] = []
        var previousKeyWindow: UIWindow?
    }

    /// The one path every public initializer takes (the sync and async forms differ only in the wait).
    private convenience init(hosting: Hosting) {
        self.init(
            window: hosting.window,
            view: hosting.view,
            addedWindows: hosting.addedWindows,
            previousKeyWindow: hosting.previousKeyWindow,
            platform: PlatformEventSystem(application: PlatformEventSystem.current)
        )
    }

    private static func host(view: UIView) -> Hosting {
        if let window = view.window { return Hosting(window: window, view: view) }
        let host = UIViewController()
        if view.bounds.size == .zero { view.frame = host.view.bounds }
        host.view.addSubview(view)
        return temporaryWindow(root: host, view: view)
    }

    private static func host(viewController: UIViewController) -> Hosting {
        if let window = viewController.view.window { return Hosting(window: window, view: viewController.view) }
        return temporaryWindow(root: viewController, view: viewController.view)
    }

    private static func temporaryWindow(root: UIViewController, view: UIView) -> Hosting {
        let previous = PlatformEventSystem.keyWindow
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return Hosting(window: window, view: view, addedWindows: [window], previousKeyWindow: previous)
    }

    private func waitUntilWindowReady() throws {
        let (wait, startFrame) = try windowReadyWait()
        try wait.finish(runUntil(wait) { wait.holds(windowReadinessFailure(sinceFrame: startFrame, timeout: wait.timeout)) })
    }

    private func waitUntilWindowReady() async throws {
        let (wait, startFrame) = try windowReadyWait()
        try wait.finish(await runUntil(wait) { wait.holds(windowReadinessFailure(sinceFrame: startFrame, timeout: wait.timeout)) })
    }

    /// The wait of ``waitUntilWindowReady()-()`` (every turn) and the frame count it began at (a
    /// frame must run after it).
    private func windowReadyWait() throws -> (VerbWait<HammerError>, startFrame: Int) {
        try platform.ensureSupported()
        return (VerbWait(timeout: settings.windowReadyTimeout, pace: .everyTurn), platform.frameCount)
    }

    /// Why the window is not ready now (nil when it is), as the error a wait of `timeout` throws if it ends now.
    private func windowReadinessFailure(sinceFrame startFrame: Int, timeout: TimeInterval) -> HammerError? {
        platform.readinessFailure(of: window, framesSince: startFrame).map { .windowNotReady(check: $0, timeout: timeout) }
    }

    // MARK: The active generator

    private func register() {
        Self.generators.removeAll { $0.generator == nil || $0.generator?.isFinished == true }
        Self.generators.append(WeakGenerator(generator: self))
    }

    /// Throws unless this generator may send events: not finished, and the newest unfinished one.
    func ensureActive() throws {
        try platform.ensureSupported()
        guard !isFinished else { throw HammerError.generatorFinished }
        let newest = Self.generators.last { $0.generator.map { !$0.isFinished } ?? false }?.generator
        guard newest === self else { throw HammerError.notActiveGenerator }
    }

    // MARK: Finishing

    /// Lifts every finger, the stylus and every key still down, waits until the app processed
    /// them, removes the windows the generator added and restores the key window. Idempotent.
    public func finish() throws {
        guard !isFinished else { return }
        defer { tearDown() }
        try perform(liftEverythingSteps())
    }

    /// Async form of ``finish()-()``.
    public func finish() async throws {
        guard !isFinished else { return }
        defer { tearDown() }
        try await perform(liftEverythingSteps())
    }

    /// Releases everything without throwing (used by `deinit`).
    private func finishSynchronously() {
        guard !isFinished else { return }
        try? perform(liftEverythingSteps(), checkingActive: false)
        tearDown()
    }

    private func tearDown() {
        isFinished = true
        overlay?.remove()
        overlay = nil
        if let attachment = keyboardAttachmentBeforeGenerator {
            platform.isHardwareKeyboardAttached = attachment
            keyboardAttachmentBeforeGenerator = nil
        }
        for added in addedWindows {
            added.isHidden = true
            added.rootViewController = nil
        }
        if !addedWindows.isEmpty, let previousKeyWindow, !previousKeyWindow.isHidden {
            previousKeyWindow.makeKey()
        }
        addedWindows = []
        Self.generators.removeAll { $0.generator == nil || $0.generator === self }
    }

    /// Finishes a generator that was released without ``finish()``, synchronously. Generators are
    /// main-actor objects; the cleanup runs when the last reference goes away on the main thread
    /// (released elsewhere, nothing can be sent safely and the cleanup is skipped).
    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            finishSynchronously()
        }
    }
}

/// A weak reference to a generator, for the registry of live generators.
@MainActor
private struct WeakGenerator {
    weak var generator: EventGenerator?
}
