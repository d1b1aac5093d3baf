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

#if canImport(UIKit)

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
    func run(timeout: TimeInterval, until condition: () -> Bool) -> Bool { condition() }
    func run(timeout: TimeInterval, until condition: () -> Bool) async -> Bool { condition() }
    func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) -> Bool { condition() }
    func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) async -> Bool { condition() }
    func run(for seconds: TimeInterval) {}
    func run(for seconds: TimeInterval) async {}
    func readinessFailure(of window: UIWindow, framesSince frame: Int) -> WindowReadinessCheck? { nil }
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

    /// Runs the loop until `condition` holds or `timeout` runtime seconds pass, checking it after
    /// every turn. An infinite timeout waits until the condition holds (the run loop's sync form
    /// would read it as zero, its async form as infinite: both forms here mean the latter).
    func run(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        application.runLoop.run(timeout: Self.finite(timeout), until: condition)
    }

    /// Async form: yields to other main-actor tasks between turns.
    func run(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        await application.runLoop.run(timeout: Self.finite(timeout), until: condition)
    }

    /// Runs until `condition` holds or `timeout` runtime seconds pass, checking it after every
    /// frame while the app is busy and skipping the time in which it is quiescent to its next
    /// scheduled wake (``HeadlessRunLoop/runSkippingIdleTime(timeout:until:)``). For conditions on
    /// what the app shows. An infinite timeout waits until the condition holds or nothing is left
    /// that could change it (both forms).
    func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        application.runLoop.runSkippingIdleTime(timeout: timeout, until: condition)
    }

    /// Async form of ``runSkippingIdleTime(timeout:until:)``: yields to other main-actor tasks between turns.
    func runSkippingIdleTime(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        await application.runLoop.runSkippingIdleTime(timeout: timeout, until: condition)
    }

    /// `timeout`, with infinity read as the longest finite wait (the run loop's sync form reads
    /// infinity as zero).
    private static func finite(_ timeout: TimeInterval) -> TimeInterval {
        timeout == .infinity ? .greatestFiniteMagnitude : timeout
    }

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

#endif
