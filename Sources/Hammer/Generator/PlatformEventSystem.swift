import Foundation

// The one platform seam of the generator. Everything above it speaks UIKit names; this file is the
// only place that knows how events reach the app and how time passes:
// - HeadlessUI (Linux and every platform without UIKit): HID events go to
//   `UIApplication.eventSystem`, markers confirm processing, and the generator drives `runLoop`
//   on the virtual clock (stalls measured by `runLoop.stalledTime`).
// - UIKit (Apple platforms): not supported yet. Every call throws
//   `HammerError.unsupportedPlatform`; injecting IOHID events into a real UIApplication will live
//   in the UIKit branch below.

/// One finger or stylus contact the generator sends.
struct TouchContact: Equatable {
    /// What happened to the contact.
    enum Phase: Equatable {
        case down, move, up
    }

    var identity: Int
    var isStylus: Bool
    var phase: Phase
    var location: CGPoint
    var radius: CGFloat
    var pressure: CGFloat
    var altitude: CGFloat
    var azimuth: CGFloat
    var edges: UIRectEdge
}

#if canImport(UIKit) && canImport(ObjectiveC)  // Apple's UIKit (Kass's own `UIKit` module on Linux is HeadlessUI)

/// UIKit branch: not supported yet (see the comment at the top of the file).
@MainActor
final class PlatformEventSystem {
    private static let reason = "synthesizing events in a UIKit application (Hammer runs on HeadlessUI for now)"
    let application: UIApplication

    init(application: UIApplication) { self.application = application }

    static var current: UIApplication { UIApplication.shared }
    static var keyWindow: UIWindow? { nil }
    var firstResponder: UIResponder? { nil }
    func ensureSupported() throws(HammerError) { throw .unsupportedPlatform(Self.reason) }
    var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
    var stalledTime: TimeInterval { 0 }
    var frameCount: Int { 0 }
    var deviceName: String { UIDevice.current.model }
    var supportsStylus: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    var screenBounds: CGRect { UIScreen.main.bounds }
    var visibleWindowsFrontToBack: [UIWindow] { [] }
    var isHardwareKeyboardAttached: Bool { get { false } set {} }
    func send(_ contacts: [TouchContact]) throws(HammerError) { throw .unsupportedPlatform(Self.reason) }
    func send(key: UIKeyboardHIDUsage, isDown: Bool) throws(HammerError) { throw .unsupportedPlatform(Self.reason) }
    func sendMarker() -> UInt64 { 0 }
    func isMarkerProcessed(_ identifier: UInt64) -> Bool { false }
    var clock: PlatformClock { PlatformClock(application: application) }
    func run(for seconds: TimeInterval) {}
    func run(for seconds: TimeInterval) async {}
    func readinessFailure(of window: UIWindow, framesSince frame: Int) -> WindowReadinessCheck? { nil }
}

/// UIKit branch of the US keyboard layout: not supported yet (no key types a character).
enum PlatformKeyboardLayout {
    static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, needsShift: Bool)? { nil }
}

/// UIKit branch of the clock the waiter drives: not supported yet; a wait checks its condition once.
@MainActor
struct PlatformClock {
    let application: UIApplication

    func moment(includingQuiescence: Bool) -> AppTimeWaiter.Moment {
        AppTimeWaiter.Moment(now: ProcessInfo.processInfo.systemUptime, isTerminated: true)
    }

    func runTurn(before limit: TimeInterval) {}
    func runTurn(before limit: TimeInterval) async {}
    func skipIdleTimeOrRunFrame(upTo limit: TimeInterval) {}
    func skipIdleTimeOrRunFrame(upTo limit: TimeInterval) async {}
}

#else

/// HeadlessUI branch: HID events, markers and the run loop of the application the generator was
/// created in (kept even if another application launches later).
@MainActor
final class PlatformEventSystem {
    let application: UIApplication

    init(application: UIApplication) { self.application = application }

    /// The application new generators attach to.
    static var current: UIApplication { UIApplication.shared }

    /// The current key window.
    static var keyWindow: UIWindow? { UIApplication.shared.keyWindow }

    /// The first responder (where typed text goes).
    var firstResponder: UIResponder? { application.firstResponder }

    /// Throws when this platform cannot synthesize events (never on HeadlessUI).
    func ensureSupported() throws(HammerError) {}

    /// Runtime seconds.
    var now: TimeInterval { application.clock.seconds }
    /// Runtime seconds the main thread spent stalled (no frames).
    var stalledTime: TimeInterval { application.runLoop.stalledTime }
    /// Frames run since launch.
    var frameCount: Int { application.runLoop.frameCount }
    /// The device's name, for messages.
    var deviceName: String { application.configuration.device.name }
    /// Whether the digitizer accepts a stylus.
    var supportsStylus: Bool { application.configuration.device.supportsStylus }
    /// The screen in points.
    var screenBounds: CGRect { application.screen.bounds }
    /// Windows that are shown, frontmost first (the order touches are routed in).
    var visibleWindowsFrontToBack: [UIWindow] { application.windows.reversed().filter { !$0.isHidden } }

    /// Whether a hardware keyboard is attached.
    var isHardwareKeyboardAttached: Bool {
        get { application.isHardwareKeyboardAttached }
        set { application.isHardwareKeyboardAttached = newValue }
    }

    /// Queues one digitizer report.
    func send(_ contacts: [TouchContact]) throws(HammerError) {
        let report = contacts.map { contact in
            DigitizerContact(
                identity: contact.identity, kind: contact.isStylus ? .stylus : .finger, phase: Self.phase(contact.phase),
                location: contact.location, radius: contact.radius, pressure: contact.pressure,
                altitude: contact.altitude, azimuth: contact.azimuth, edges: contact.edges
            )
        }
        do {
            try application.eventSystem.send(.digitizer(DigitizerEvent(contacts: report)))
        } catch {
            throw Self.hammerError(error)
        }
    }

    /// Queues one key going down or up.
    func send(key: UIKeyboardHIDUsage, isDown: Bool) throws(HammerError) {
        do {
            try application.eventSystem.send(.keyboard(KeyboardEvent(key: key, phase: isDown ? .down : .up)))
        } catch {
            throw Self.hammerError(error)
        }
    }

    /// Queues a marker; ``isMarkerProcessed(_:)`` turns true once everything before it was processed.
    func sendMarker() -> UInt64 {
        lastMarkerSent += 1
        let identifier = lastMarkerSent
        application.eventSystem.sendMarker { [weak self] in
            guard let self else { return }
            self.lastMarkerProcessed = Swift.max(self.lastMarkerProcessed, identifier)
        }
        return identifier
    }

    private var lastMarkerSent: UInt64 = 0
    private var lastMarkerProcessed: UInt64 = 0

    /// Whether the marker was reached (markers are answered in order).
    func isMarkerProcessed(_ identifier: UInt64) -> Bool {
        identifier <= lastMarkerProcessed
    }

    /// The runtime clock waits drive (see ``AppTimeWaitDriver``).
    var clock: PlatformClock { PlatformClock(application: application) }

    /// Lets `seconds` of runtime pass.
    func run(for seconds: TimeInterval) {
        application.runLoop.run(for: seconds)
    }

    /// Async form of ``run(for:)``.
    func run(for seconds: TimeInterval) async {
        await application.runLoop.run(for: seconds)
    }

    /// The first readiness check `window` fails, or `nil` when it is ready. `frame` is the frame
    /// count when the generator started waiting (one frame must run after it).
    func readinessFailure(of window: UIWindow, framesSince frame: Int) -> WindowReadinessCheck? {
        if window.isHidden || !window.isKeyWindow { return .windowNotKeyAndVisible }
        if application.applicationState != .active { return .sceneNotForegroundActive }
        if application.runLoop.frameCount <= frame { return .noFrameRendered }
        if application.isIgnoringInteractionEvents { return .ignoringInteractionEvents }
        if let root = window.rootViewController, Self.isInTransition(root) { return .rootViewControllerInTransition }
        return nil
    }

    private static func isInTransition(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.isBeingPresented || candidate.isBeingDismissed { return true }
            if let navigation = candidate as? UINavigationController, navigation.isTransitioning { return true }
            current = candidate.presentedViewController
        }
        return false
    }

    private static func phase(_ phase: TouchContact.Phase) -> DigitizerContact.Phase {
        switch phase {
        case .down: .down
        case .move: .move
        case .up: .up
        }
    }

    private static func hammerError(_ error: HIDEventError) -> HammerError {
        switch error {
        case .stylusNotSupported(let device): .stylusUnavailable(device: device)
        default: .eventRejected(reason: error.description)
        }
    }
}

/// HeadlessUI branch of the US keyboard layout: HeadlessUI's one table (`USKeyboardLayout`), which
/// also gives the characters a key reports.
enum PlatformKeyboardLayout {
    /// The key that types `character` and whether Shift is needed; nil when no key types it.
    static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, needsShift: Bool)? {
        USKeyboardLayout.keystroke(for: character).map { ($0.usage, $0.modifierFlags.contains(.shift)) }
    }
}

/// HeadlessUI branch of the clock the waiter drives: the application's run loop on the runtime clock,
/// with the idle jump of `HeadlessRunLoop.skipIdleTime(upTo:)`.
@MainActor
struct PlatformClock {
    let application: UIApplication

    /// What the app is doing now. Quiescence (which asks every part of the app) is read only when
    /// `includingQuiescence`: only an infinite wait needs it.
    func moment(includingQuiescence: Bool) -> AppTimeWaiter.Moment {
        let runLoop: HeadlessRunLoop = application.runLoop
        return AppTimeWaiter.Moment(
            now: runLoop.now, stalledTime: runLoop.stalledTime, isTerminated: application.isTerminated,
            isQuiescent: includingQuiescence && runLoop.isQuiescent,
            nextScheduledWake: includingQuiescence ? runLoop.nextScheduledWake : nil
        )
    }

    /// One run-loop turn, the clock moving no further than runtime `limit`.
    func runTurn(before limit: TimeInterval) {
        application.runLoop.runTurn(before: limit)
    }

    /// Async form of ``runTurn(before:)-(_)``: yields to other main-actor tasks.
    func runTurn(before limit: TimeInterval) async {
        await application.runLoop.runTurn(before: limit)
    }

    /// Skips quiescent time up to runtime `limit` (to the next scheduled wake, or `limit`) when the
    /// app allows it; otherwise lets one frame pass.
    func skipIdleTimeOrRunFrame(upTo limit: TimeInterval) {
        if !application.runLoop.skipIdleTime(upTo: limit) { application.runLoop.runFrames(1) }
    }

    /// Async form of ``skipIdleTimeOrRunFrame(upTo:)-(_)``: yields to other main-actor tasks.
    func skipIdleTimeOrRunFrame(upTo limit: TimeInterval) async {
        if await !application.runLoop.skipIdleTimeYielding(upTo: limit) { await application.runLoop.runFrames(1) }
    }
}

#endif
