import Foundation

/// A continuous recognizer for two-finger pinches, as UIKit's `UIPinchGestureRecognizer`.
///
/// As the SDK header says: it begins when two touches have moved enough to be considered a pinch,
/// changes when a finger moves while two fingers remain down, and ends when both fingers have
/// lifted. UIKit's start threshold is unpublished; HeadlessUI begins once the distance between the
/// fingers changed by more than 10 pt (the pan's hysteresis). ``scale`` is the current distance
/// over the distance at touch-down (it is not corrected for the threshold) and ``velocity`` is in
/// scale per second, smoothed as UIKit does (0.25 × the newest sample + 0.75 × the previous).
/// Fingers beyond the first two are ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change of the finger distance needed before `.began` (HeadlessUI's choice: 10 pt).
    static let distanceHysteresis: CGFloat = 10
    /// Weight of the newest velocity sample (UIKit: 0.25).
    static let velocitySampleWeight = 0.25
    /// A pinch that rests this long before lifting ends with zero velocity (as the pan).
    static let restIntervalBeforeLift: TimeInterval = 0.1

    /// The scale factor relative to the fingers' distance at touch-down; apps may set it (often to 1).
    open var scale: CGFloat {
        get {
            guard let distance = currentDistance, baseDistance > 0 else { return lastScale }
            return scaleBase * distance / baseDistance
        }
        set {
            guard newValue.isFinite, newValue > 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "scale", reason: "\(newValue) is not a positive, finite scale; the scale is unchanged."
                ))
                return
            }
            scaleBase = newValue
            lastScale = newValue
            if let distance = currentDistance { baseDistance = distance }
        }
    }

    /// The velocity of the pinch, in scale factor per second.
    open var velocity: CGFloat {
        CGFloat((endVelocity ?? smoother.velocity).dx)
    }

    private var fingers = TwoFingerPair()
    private var scaleBase: CGFloat = 1
    private var baseDistance: CGFloat = 0
    private var initialDistance: CGFloat = 0
    private var lastScale: CGFloat = 1
    private var smoother = GestureVelocitySmoother(newSampleWeight: UIPinchGestureRecognizer.velocitySampleWeight)
    private var endVelocity: CGVector?

    /// Creates a pinch recognizer with an optional handler (called on began, changed, ended, cancelled).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    /// The distance between the two fingers, when two are down.
    private var currentDistance: CGFloat? {
        guard let (first, second) = fingers.activePair else { return nil }
        return first.screenLocation.distance(to: second.screenLocation)
    }

    // MARK: Touches

    /// Fingers touched down: the first two take part; later ones are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let admission = fingers.admit(touches)
        for touch in admission.rejected { ignore(touch, for: event) }
        guard admission.formedPair else { return }
        guard let distance = currentDistance else { return }
        // A new pair: measure from here, keeping the scale reached so far.
        scaleBase = lastScale
        baseDistance = distance
        if !state.isActive { initialDistance = distance }
        smoother.start(at: event.timestamp)
    }

    /// Fingers moved: begins past the threshold, then reports changes while two fingers are down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = currentDistance else { return }
        let newScale = scale
        smoother.add(dx: Double(newScale - lastScale), at: event.timestamp)
        lastScale = newScale
        switch state {
        case .possible:
            guard initialDistance > 0, abs(distance - initialDistance) > Self.distanceHysteresis else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: the gesture ends when both are up (fails if it had not begun).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // With one finger left the scale stays at its last two-finger value until a finger returns.
        baseDistance = 0
        finishWhenBothLifted(fingers) {
            endVelocity = smoother.velocity(endingAt: event.timestamp, restInterval: Self.restIntervalBeforeLift)
        }
    }

    /// Clears the pinch.
    open override func reset() {
        super.reset()
        fingers.removeAll()
        scaleBase = 1
        baseDistance = 0
        initialDistance = 0
        lastScale = 1
        endVelocity = nil
        smoother = GestureVelocitySmoother(newSampleWeight: Self.velocitySampleWeight)
    }
}
