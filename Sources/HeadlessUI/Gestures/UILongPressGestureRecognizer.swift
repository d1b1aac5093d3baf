import Foundation

/// A continuous recognizer for press-and-hold, as UIKit's `UILongPressGestureRecognizer`.
///
/// UIKit's defaults (SDK header): ``minimumPressDuration`` 0.5 s, ``allowableMovement`` 10 pt,
/// ``numberOfTapsRequired`` 0, ``numberOfTouchesRequired`` 1. The gesture begins when the required
/// fingers have been down for the minimum duration without moving farther than the allowable
/// movement; after that they may move freely (`.changed`), and lifting ends it. Lifting or moving
/// too far before it begins fails it.
///
/// ```swift
/// let press = UILongPressGestureRecognizer { recognizer in
///     if recognizer.state == .began { showMenu(at: recognizer.location(in: view)) }
/// }
/// view.addGestureRecognizer(press)
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Longest gap between the lift of a required tap and the next touch-down (as the tap recognizer: 0.35 s).
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// Longest press that counts as one of the required taps (as the tap recognizer: 0.75 s).
    static let maximumTapDuration: TimeInterval = 0.75

    /// Seconds the fingers must be down before the gesture begins (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if !GestureGeometry.validateNonNegative(minimumPressDuration, object: debugName, property: "minimumPressDuration") {
                minimumPressDuration = oldValue
            }
        }
    }

    /// Points the fingers may move before the gesture begins without failing it (default 10).
    open var allowableMovement: CGFloat = 10 {
        didSet {
            if !GestureGeometry.validateNonNegative(Double(allowableMovement), object: debugName, property: "allowableMovement") {
                allowableMovement = oldValue
            }
        }
    }

    /// Full taps required before the press (default 0).
    open var numberOfTapsRequired = 0 {
        didSet {
            if !GestureGeometry.validateCount(numberOfTapsRequired, minimum: 0, object: debugName, property: "numberOfTapsRequired") {
                numberOfTapsRequired = oldValue
            }
        }
    }

    /// Fingers required (default 1).
    open var numberOfTouchesRequired = 1 {
        didSet {
            if !GestureGeometry.validateCount(numberOfTouchesRequired, object: debugName, property: "numberOfTouchesRequired") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    private var completedTaps = 0
    private var pressTouches: [UITouch] = []
    private var pressStart: CGPoint?
    private var pressTimerRunning = false

    /// Creates a long-press recognizer with an optional handler (called on began, changed, ended, cancelled).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    // MARK: Touches

    /// Fingers touched down: starts the press timer once the required fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            // Extra fingers after recognition are not part of the gesture.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if pressTouches.allSatisfy({ !$0.isActive }) {
            cancelTimers()
            pressTimerRunning = false
            pressTouches = []
            if completedTaps == 0 { pressStart = nil }
        }
        pressTouches.append(contentsOf: touches.sorted { $0.identity < $1.identity })
        let down = pressTouches.filter(\.isActive)
        guard down.count <= numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        if pressStart == nil || completedTaps == 0 {
            pressStart = GestureGeometry.startCentroid(of: down)
        } else if movedTooFar(GestureGeometry.startCentroid(of: down)) {
            failIfPossible()
            return
        }
        if completedTaps < numberOfTapsRequired, down.count == touches.count {
            // A required tap must be quick, as for the tap recognizer.
            scheduleTimer(after: Self.maximumTapDuration, label: "maximum tap duration") { [weak self] in
                self?.failIfPossible()
            }
        } else if down.count == numberOfTouchesRequired, completedTaps >= numberOfTapsRequired, !pressTimerRunning {
            pressTimerRunning = true
            scheduleTimer(after: minimumPressDuration, label: "minimum press duration") { [weak self] in
                self?.pressDurationReached()
            }
        }
    }

    /// Fingers moved: fails before recognition beyond the allowable movement; reports changes after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            state = .changed
        } else if movedTooFar(GestureGeometry.currentCentroid(of: pressTouches.filter(\.isActive))) {
            failIfPossible()
        }
    }

    /// Fingers lifted: ends a recognized press, counts a required tap, or fails an early lift.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            state = .ended
            return
        }
        guard state == .possible else { return }
        let stillDown = pressTouches.contains(where: \.isActive)
        if completedTaps < numberOfTapsRequired, !pressTimerRunning {
            guard !stillDown else { return }
            completedTaps += 1
            cancelTimers()
            scheduleTimer(after: Self.maximumIntervalBetweenTaps, label: "maximum interval between taps") { [weak self] in
                self?.failIfPossible()
            }
            return
        }
        failIfPossible()
    }

    /// Clears the press.
    open override func reset() {
        super.reset()
        completedTaps = 0
        pressTouches = []
        pressStart = nil
        pressTimerRunning = false
    }

    // MARK: Helpers

    private func pressDurationReached() {
        pressTimerRunning = false
        guard state == .possible else { return }
        state = .began
    }

    private func movedTooFar(_ point: CGPoint?) -> Bool {
        guard let point, let pressStart else { return false }
        return pressStart.distance(to: point) > allowableMovement
    }

    private func failIfPossible() {
        cancelTimers()
        pressTimerRunning = false
        if state == .possible { state = .failed }
    }
}
