import Foundation

/// A continuous recognizer for dragging, as UIKit's `UIPanGestureRecognizer`.
///
/// UIKit's numbers (decompiled): the fingers' centroid must travel more than 10 pt (the hysteresis)
/// before the gesture begins, and the hysteresis is removed from the reported translation, so
/// ``translation(in:)`` is near zero at `.began`. ``velocity(in:)`` is smoothed: 0.2 × the newest
/// sample + 0.8 × the previous velocity, in points per second of runtime. Moves report `.changed`,
/// lifting the last finger `.ended`, a cancelled touch `.cancelled`.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { recognizer in
///     guard let pan = recognizer as? UIPanGestureRecognizer else { return }
///     card.center.x += pan.translation(in: card.superview).x
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Distance the centroid travels before the gesture begins (UIKit's `_defaultHysteresis`: 10 pt).
    static let defaultHysteresis: CGFloat = 10
    /// Weight of the newest velocity sample (UIKit: 0.2).
    static let velocitySampleWeight = 0.2
    /// A finger that rests this long before lifting ends the gesture with zero velocity (HeadlessUI's choice).
    static let restIntervalBeforeLift: TimeInterval = 0.1

    /// The fewest fingers that can pan (default 1).
    open var minimumNumberOfTouches = 1 {
        didSet {
            guard GestureGeometry.validateCount(minimumNumberOfTouches, object: debugName, property: "minimumNumberOfTouches") else {
                minimumNumberOfTouches = oldValue
                return
            }
            if minimumNumberOfTouches > maximumNumberOfTouches {
                reportRange()
                minimumNumberOfTouches = oldValue
            }
        }
    }

    /// The most fingers that can pan (default `Int.max`); extra fingers are ignored.
    open var maximumNumberOfTouches = Int.max {
        didSet {
            guard GestureGeometry.validateCount(maximumNumberOfTouches, object: debugName, property: "maximumNumberOfTouches") else {
                maximumNumberOfTouches = oldValue
                return
            }
            if maximumNumberOfTouches < minimumNumberOfTouches {
                reportRange()
                maximumNumberOfTouches = oldValue
            }
        }
    }

    /// Movement needed before `.began` (UIScreenEdgePanGestureRecognizer uses 15 pt).
    var hysteresis: CGFloat { Self.defaultHysteresis }

    /// Screen-space movement of the centroid since the gesture's first touch-down.
    private(set) var rawTranslation: CGPoint = .zero
    /// Screen-space translation reported to the app (hysteresis removed, `setTranslation` applied).
    private var reportedTranslation: CGPoint = .zero
    /// Fingers taking part in the pan that are still down.
    private(set) var downTouches: [UITouch] = []
    private var smoother = GestureVelocitySmoother(newSampleWeight: UIPanGestureRecognizer.velocitySampleWeight)
    private var endVelocity: CGVector?

    /// Creates a pan recognizer with an optional handler (called on began, changed, ended, cancelled).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    // MARK: Reading the gesture

    /// The translation since the gesture began, in `view`'s coordinate space (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(reportedTranslation, fromScreenTo: view)
    }

    /// Sets the translation (typically to `.zero` after applying it); this also resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "setTranslation(_:in:)",
                reason: "(\(translation.x), \(translation.y)) is not a finite point; the translation is unchanged."
            ))
            return
        }
        reportedTranslation = GestureGeometry.vector(translation, toScreenFrom: view)
        smoother.resetVelocity(at: (view?.owningApplication ?? UIApplication.current)?.clock.seconds ?? 0)
        endVelocity = nil
    }

    /// The smoothed velocity in points per second, in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = endVelocity ?? smoother.velocity
        return GestureGeometry.vector(CGPoint(x: velocity.dx, y: velocity.dy), fromScreenTo: view)
    }

    // MARK: Touches

    /// Fingers touched down: extra fingers beyond the maximum are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downTouches.isEmpty, !state.isActive { smoother.start(at: event.timestamp) }
        for touch in touches.sorted(by: { $0.identity < $1.identity }) {
            if downTouches.count >= maximumNumberOfTouches {
                ignore(touch, for: event)
            } else {
                downTouches.append(touch)
            }
        }
        endVelocity = nil
    }

    /// Fingers moved: accumulates the centroid's movement; begins past the hysteresis, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let moved = touches.filter { touch in downTouches.contains { $0 === touch } }
        guard !moved.isEmpty else { return }
        // The centroid of a fixed set of fingers moves by the mean of their movements.
        let count = CGFloat(downTouches.count)
        let delta = moved.reduce(CGPoint.zero) { sum, touch in
            CGPoint(
                x: sum.x + (touch.screenLocation.x - touch.previousScreenLocation.x) / count,
                y: sum.y + (touch.screenLocation.y - touch.previousScreenLocation.y) / count
            )
        }
        rawTranslation = CGPoint(x: rawTranslation.x + delta.x, y: rawTranslation.y + delta.y)
        smoother.add(dx: Double(delta.x), dy: Double(delta.y), at: event.timestamp)
        switch state {
        case .possible:
            guard downTouches.count >= minimumNumberOfTouches, shouldBegin(withTranslation: rawTranslation) else { return }
            let length = GestureGeometry.length(rawTranslation)
            let scale = length > 0 ? max(0, length - hysteresis) / length : 0
            reportedTranslation = CGPoint(x: rawTranslation.x * scale, y: rawTranslation.y * scale)
            state = .began
        case .began, .changed:
            reportedTranslation = CGPoint(x: reportedTranslation.x + delta.x, y: reportedTranslation.y + delta.y)
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: ends when fewer than the minimum remain (fails if the pan had not begun).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        downTouches.removeAll { touches.contains($0) }
        guard downTouches.count < minimumNumberOfTouches else { return }
        if state.isActive {
            endVelocity = smoother.velocity(endingAt: event.timestamp, restInterval: Self.restIntervalBeforeLift)
            state = .ended
        } else if state == .possible, downTouches.isEmpty {
            state = .failed
        }
    }

    /// A touch was cancelled: cancels an active pan, fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        downTouches.removeAll { touches.contains($0) }
        super.touchesCancelled(touches, with: event)
    }

    /// Clears the translation and velocity.
    open override func reset() {
        super.reset()
        downTouches = []
        rawTranslation = .zero
        reportedTranslation = .zero
        endVelocity = nil
        smoother = GestureVelocitySmoother(newSampleWeight: Self.velocitySampleWeight)
    }

    // MARK: Subclass hooks

    /// Whether the gesture may begin with this raw screen translation (past the hysteresis).
    func shouldBegin(withTranslation translation: CGPoint) -> Bool {
        GestureGeometry.length(translation) > hysteresis
    }

    private func reportRange() {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: "minimumNumberOfTouches/maximumNumberOfTouches",
            reason: "the minimum (\(minimumNumberOfTouches)) must not exceed the maximum (\(maximumNumberOfTouches)). The previous value "
                + "is kept."
        ))
    }
}
