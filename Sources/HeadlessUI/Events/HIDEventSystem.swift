import Foundation

/// The system side of input: receives HID events, queues them, and on the next run-loop turn turns
/// them into `UITouch`es and `UIEvent`s routed to windows, exactly once, in order.
///
/// ```swift
/// let system = UIApplication.shared.eventSystem
/// try system.send(.digitizer(DigitizerEvent(contacts: [.init(identity: 1, phase: .down, location: p)])))
/// system.sendMarker { print("everything before me was processed") }
/// UIApplication.shared.runLoop.runOnce()
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class HIDEventSystem {
    private unowned let application: UIApplication
    private var queue: [HIDEvent] = []
    /// Contacts that are down once every queued event is processed (for validation at send time).
    private var contactsDownAfterQueue: [Int: DigitizerContact.Kind] = [:]
    /// Live touches by contact identity.
    private(set) var activeTouches: [Int: UITouch] = [:]
    /// Contacts whose touches are discarded (down while ignoring events, or routed nowhere).
    private var discardedContacts: Set<Int> = []
    /// Fingers touching the glass (delivered or not), to apply the device's touch limit.
    private var fingersOnGlass: Set<Int> = []
    private var tapCounter = TapCounter()
    /// The keyboard state once every queued event is processed (for validation at send time).
    private var keyboardAfterQueue = KeyboardModifierState()
    /// The hardware keyboard: turns keyboard events into presses, key commands and text input.
    private(set) lazy var hardwareKeyboard = HardwareKeyboard(application: application)
    private var nextMarkerIdentifier: UInt64 = 0
    /// The gesture-recognizer arena of this app.
    let gestureArena = GestureArena()
    /// Number of digitizer and keyboard events processed since launch.
    public private(set) var processedEventCount = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// Events queued and not yet processed.
    public var pendingEventCount: Int { queue.count }

    /// Touches currently down, ordered by identity.
    public var touchesDown: [UITouch] { activeTouches.values.sorted { $0.identity < $1.identity } }

    /// Queues an event after validating it. Throws ``HIDEventError`` for reports the system would
    /// reject (non-finite values, unknown contacts, a stylus the device lacks,
    /// unknown key codes, a key lifted that is not down, keys with no hardware keyboard attached).
    public func send(_ event: HIDEvent) throws(HIDEventError) {
        switch event {
        case .digitizer(let digitizer):
            try validate(digitizer)
        case .keyboard(let keyboard):
            guard hardwareKeyboard.isAttached else { throw .hardwareKeyboardNotAttached }
            try keyboardAfterQueue.apply(keyboard)
        case .marker:
            break
        }
        queue.append(event)
    }

    /// Forgets the keys down in the queue (the keyboard was detached; queued key events are dropped).
    func resetQueuedKeyboardState() {
        keyboardAfterQueue.reset()
        queue.removeAll { if case .keyboard = $0 { true } else { false } }
    }

    /// Queues a marker whose handler runs after every event queued before it. Returns its identifier.
    @discardableResult
    public func sendMarker(_ handler: @escaping @MainActor @Sendable () -> Void) -> UInt64 {
        nextMarkerIdentifier += 1
        queue.append(.marker(MarkerEvent(identifier: nextMarkerIdentifier, handler: handler)))
        return nextMarkerIdentifier
    }

    private func validate(_ event: DigitizerEvent) throws(HIDEventError) {
        guard !event.contacts.isEmpty else { throw .emptyReport }
        let profile = application.configuration.device
        var down = contactsDownAfterQueue
        var seen: Set<Int> = []
        for contact in event.contacts {
            guard seen.insert(contact.identity).inserted else { throw .duplicateContact(identity: contact.identity) }
            guard contact.location.x.isFinite, contact.location.y.isFinite else {
                throw .invalidLocation(identity: contact.identity, x: contact.location.x, y: contact.location.y)
            }
            for (field, value) in [("radius", contact.radius), ("pressure", contact.pressure), ("altitude", contact.altitude)] {
                guard value.isFinite, value >= 0 else { throw .invalidValue(identity: contact.identity, field: field, value: value) }
            }
            guard contact.azimuth.isFinite else {
                throw .invalidValue(identity: contact.identity, field: "azimuth", value: contact.azimuth)
            }
            if contact.kind == .stylus, !profile.supportsStylus { throw .stylusNotSupported(device: profile.name) }
            switch contact.phase {
            case .down:
                guard down[contact.identity] == nil else { throw .contactAlreadyDown(identity: contact.identity) }
                down[contact.identity] = contact.kind
            case .move:
                guard down[contact.identity] != nil else { throw .unknownContact(identity: contact.identity, phase: "move") }
            case .up, .cancel:
                guard down[contact.identity] != nil else {
                    throw .unknownContact(identity: contact.identity, phase: contact.phase == .up ? "lift" : "be cancelled")
                }
                down[contact.identity] = nil
            }
        }
        contactsDownAfterQueue = down
    }

    // MARK: Processing

    /// Processes every queued event in order (called by the run loop on each turn).
    func processPendingEvents() {
        while !queue.isEmpty {
            let event = queue.removeFirst()
            switch event {
            case .marker(let marker):
                marker.handler()
            case .digitizer(let digitizer):
                application.runLoop.hangMonitor.measure(.event, "touch event") { process(digitizer) }
            case .keyboard(let keyboard):
                processedEventCount += 1
                application.runLoop.hangMonitor.measure(.event, "keyboard event") { hardwareKeyboard.process(keyboard) }
            }
        }
    }

    private func process(_ report: DigitizerEvent) {
        processedEventCount += 1
        let now = application.clock.seconds
        var changed: [UITouch] = []
        for contact in report.contacts {
            switch contact.phase {
            case .down:
                if contact.kind == .finger {
                    fingersOnGlass.insert(contact.identity)
                    // UIKit: a finger past the device's limit (a sixth on an iPhone) cancels every
                    // touch, and is not delivered itself.
                    if fingersOnGlass.count > application.configuration.device.maximumSimultaneousTouches {
                        cancelAllTouches()
                        discardedContacts.insert(contact.identity)
                        continue
                    }
                }
                if let touch = beginTouch(for: contact, at: now) { changed.append(touch) }
            case .move, .up, .cancel:
                if contact.phase != .move { fingersOnGlass.remove(contact.identity) }
                if discardedContacts.contains(contact.identity) {
                    if contact.phase != .move { discardedContacts.remove(contact.identity) }
                    continue
                }
                guard let touch = activeTouches[contact.identity] else { continue }
                update(touch, with: contact, at: now)
                changed.append(touch)
            }
        }
        guard !changed.isEmpty else { return }
        for touch in activeTouches.values where !changed.contains(touch) {
            touch.phase = .stationary
        }
        dispatch(changed, at: now)
    }

    private func beginTouch(for contact: DigitizerContact, at now: TimeInterval) -> UITouch? {
        if application.isIgnoringInteractionEvents {
            discardedContacts.insert(contact.identity)
            return nil
        }
        guard let (window, view) = route(contact.location) else {
            discardedContacts.insert(contact.identity)
            return nil
        }
        let othersInWindow = activeTouches.values.filter { $0.window === window }
        if !othersInWindow.isEmpty,
           view.isExclusiveTouch || othersInWindow.contains(where: { $0.view?.isExclusiveTouch == true }) {
            // An exclusive-touch view blocks touches to other views in its window (and vice versa).
            discardedContacts.insert(contact.identity)
            return nil
        }
        let isStylus = contact.kind == .stylus
        let touch = UITouch(
            identity: contact.identity, type: isStylus ? .pencil : .direct, location: contact.location,
            timestamp: now, tapCount: tapCounter.tapCount(forTouchDownAt: contact.location, time: now),
            force: contact.pressure * 2, maximumPossibleForce: isStylus ? 4.17 : 6.67,
            altitudeAngle: contact.altitude, azimuth: contact.azimuth, majorRadius: contact.radius,
            edges: contact.edges
        )
        touch.window = window
        touch.view = view
        touch.gestureRecognizers = gestureArena.recognizers(for: touch, hitView: view, window: window)
        if !view.isMultipleTouchEnabled, othersInWindow.contains(where: { $0.view === view }) {
            // The view only hears about the first touch of a multi-touch sequence.
            touch.viewDelivery.suppressed = true
        }
        activeTouches[contact.identity] = touch
        return touch
    }

    private func update(_ touch: UITouch, with contact: DigitizerContact, at now: TimeInterval) {
        touch.previousScreenLocation = touch.screenLocation
        touch.screenLocation = contact.location
        touch.timestamp = now
        touch.force = contact.pressure * 2
        touch.altitudeAngle = contact.altitude
        touch.azimuth = contact.azimuth
        touch.majorRadius = contact.radius
        touch.maximumTravel = Swift.max(touch.maximumTravel, touch.startScreenLocation.distance(to: contact.location))
        switch contact.phase {
        case .move: touch.phase = .moved
        case .up:
            touch.phase = .ended
            tapCounter.touchLifted(
                start: touch.startScreenLocation, end: contact.location, downTime: touch.startTimestamp,
                liftTime: now, tapCount: touch.tapCount, maximumTravel: touch.maximumTravel
            )
        case .cancel:
            touch.phase = .cancelled
            tapCounter.reset()
        case .down: break
        }
    }

    /// Picks the frontmost visible window whose frame contains the point and whose hit test finds a view.
    private func route(_ screenPoint: CGPoint) -> (UIWindow, UIView)? {
        for window in application.windows.reversed() where !window.isHidden {
            guard window.frame.contains(screenPoint) else { continue }
            let local = window.convert(screenPoint, from: nil)
            if let view = window.hitTest(local, with: nil) { return (window, view) }
        }
        return nil
    }

    private func dispatch(_ changed: [UITouch], at now: TimeInterval) {
        let all = Set(activeTouches.values)
        let event = UIEvent(type: .touches, timestamp: now, touches: all)
        gestureArena.beginDelivery()
        application.sendEvent(event)
        gestureArena.endDelivery()
        for touch in changed where !touch.isActive {
            activeTouches[touch.identity] = nil
        }
    }

    // MARK: Cancellation

    /// Cancels every touch in `window` (the window was hidden).
    func cancelTouches(in window: UIWindow) {
        cancel(activeTouches.values.filter { $0.window === window })
    }

    /// Cancels touches whose view left its window.
    func cancelTouches(inViewLeavingWindow view: UIView) {
        cancel(activeTouches.values.filter { touch in touch.view.map { $0.isDescendant(of: view) } ?? false })
    }

    /// Cancels every touch (the system took them: too many fingers, an interruption).
    public func cancelAllTouches() {
        cancel(Array(activeTouches.values))
    }

    private func cancel(_ touches: [UITouch]) {
        // A touch that already ended (its view left the window inside its own touchesEnded) is
        // finished: cancelling it would swallow the next touch of the same finger.
        let touches = touches.filter(\.isActive)
        guard !touches.isEmpty else { return }
        let now = application.clock.seconds
        for touch in touches {
            touch.phase = .cancelled
            touch.timestamp = now
            discardedContacts.insert(touch.identity)
        }
        tapCounter.reset()
        for touch in activeTouches.values where !touches.contains(touch) { touch.phase = .stationary }
        dispatch(touches, at: now)
    }
}
