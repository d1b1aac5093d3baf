import Foundation

/// A continuous recognizer for two-finger rotation, as UIKit's `UIRotationGestureRecognizer`.
///
/// It begins when the line between the two fingers has turned far enough (UIKit's threshold is
/// unpublished; HeadlessUI uses 5°, 0.0873 rad), changes while a finger moves with both down, and
/// ends when both fingers have lifted. ``rotation`` is in radians since touch-down (positive is
/// clockwise on screen, as in UIKit; not corrected for the threshold) and ``velocity`` in radians
/// per second, smoothed like the pinch's (0.25 × the newest sample + 0.75 × the previous).
/// Fingers beyond the first two are ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn needed before `.began` (HeadlessUI's choice: 5°).
    static let angleThreshold: CGFloat = 5 * .pi / 180
    /// Weight of the newest velocity sample (assumed equal to the pinch's 0.25).
    static let velocitySampleWeight = 0.25
    /// A rotation that rests this long before lifting ends with zero velocity (as the pan).
    static let restIntervalBeforeLift: TimeInterval = 0.1

    /// The rotation in radians since the fingers touched down; apps may set it (often to 0).
    open var rotation: CGFloat {
        get { accumulated }
        set {
            guard newValue.isFinite else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "rotation", reason: "\(newValue) is not a finite angle; the rotation is unchanged."
                ))
                return
            }
            accumulated = newValue
        }
    }

    /// The rotation velocity in radians per second.
    open var velocity: CGFloat {
        CGFloat((endVelocity ?? smoother.velocity).dx)
    }

    private var fingers = TwoFingerPair()
    private var accumulated: CGFloat = 0
    /// Total turn since touch-down, for the start threshold (unaffected by setting ``rotation``).
    private var turnSinceTouchDown: CGFloat = 0
    private var lastAngle: CGFloat?
    private var smoother = GestureVelocitySmoother(newSampleWeight: UIRotationGestureRecognizer.velocitySampleWeight)
    private var endVelocity: CGVector?

    /// Creates a rotation recognizer with an optional handler (called on began, changed, ended, cancelled).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    /// The angle of the line from the first finger to the second, when two are down.
    private var currentAngle: CGFloat? {
        guard let (first, second) = fingers.activePair else { return nil }
        let dx = Double(second.screenLocation.x - first.screenLocation.x)
        let dy = Double(second.screenLocation.y - first.screenLocation.y)
        return CGFloat(atan2(dy, dx))
    }

    // MARK: Touches

    /// Fingers touched down: the first two take part; later ones are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let admission = fingers.admit(touches)
        for touch in admission.rejected { ignore(touch, for: event) }
        guard admission.formedPair else { return }
        guard let angle = currentAngle else { return }
        lastAngle = angle
        smoother.start(at: event.timestamp)
    }

    /// Fingers moved: begins past the threshold, then reports changes while two fingers are down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = currentAngle, let last = lastAngle else { return }
        var delta = angle - last
        // Take the short way round (atan2 jumps by 2π at ±π).
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        accumulated += delta
        turnSinceTouchDown += delta
        smoother.add(dx: Double(delta), at: event.timestamp)
        switch state {
        case .possible:
            guard abs(turnSinceTouchDown) > Self.angleThreshold else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: the gesture ends when both are up (fails if it had not begun).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastAngle = nil
        finishWhenBothLifted(fingers) {
            endVelocity = smoother.velocity(endingAt: event.timestamp, restInterval: Self.restIntervalBeforeLift)
        }
    }

    /// Clears the rotation.
    open override func reset() {
        super.reset()
        fingers.removeAll()
        accumulated = 0
        turnSinceTouchDown = 0
        lastAngle = nil
        endVelocity = nil
        smoother = GestureVelocitySmoother(newSampleWeight: Self.velocitySampleWeight)
    }
}
