import Foundation

/// The decision rule of ``UISwipeGestureRecognizer``, as a pure value type tested on its own.
///
/// UIKit's rule (decompiled `_checkForSwipeWithDelta:`): the swipe fails once it lasts longer than
/// ``maximumDuration`` while undecided. The movement thresholds decay with time as
/// `threshold × (1 − min(t, 0.5) × (1 − rate))`, so a slow swipe needs less distance but more
/// precision (the SDK header: "a slow swipe requires high directional precision but a small
/// distance; a fast swipe requires low directional precision but a large distance"). It recognizes
/// when the movement along a requested direction reaches the decayed minimum, the sideways movement
/// stays within the decayed maximum and the recent speed is at least ``minimumSpeed``. Moving the
/// wrong way beyond ``wrongWayTolerance`` fails it.
///
/// - Note: HeadlessUI only; not in UIKit.
struct SwipeEvaluator: Equatable, Sendable {
    /// Why a swipe failed.
    enum FailureReason: Equatable, Sendable {
        /// It lasted longer than the maximum duration.
        case tooSlow
        /// It moved against every requested direction, or mostly sideways.
        case wrongDirection
        /// It moved too far sideways for its duration.
        case tooMuchSecondaryMovement
    }

    /// What the evaluator decided.
    enum Decision: Equatable, Sendable {
        /// Keep watching.
        case undecided
        /// A swipe in this direction.
        case recognized(UISwipeGestureRecognizer.Direction)
        /// Not a swipe.
        case failed(FailureReason)
    }

    /// Longest a swipe may take (0.5 s).
    var maximumDuration: TimeInterval = 0.5
    /// Movement needed along the direction at t = 0 (50 pt).
    var minimumPrimaryMovement: CGFloat = 50
    /// Largest movement along the direction (unlimited).
    var maximumPrimaryMovement: CGFloat = .infinity
    /// Sideways movement needed (0 pt).
    var minimumSecondaryMovement: CGFloat = 0
    /// Largest sideways movement at t = 0 (200 pt).
    var maximumSecondaryMovement: CGFloat = 200
    /// Decay rate of the minimum thresholds (0.06).
    var rateOfMinimumMovementDecay: CGFloat = 0.06
    /// Decay rate of the maximum thresholds (0.02).
    var rateOfMaximumMovementDecay: CGFloat = 0.02
    /// Slowest recent speed along the direction that still counts as a swipe (HeadlessUI's choice: 50 pt/s).
    var minimumSpeed: CGFloat = 50
    /// Movement against the direction tolerated before failing (HeadlessUI's choice: 10 pt).
    var wrongWayTolerance: CGFloat = 10

    /// Creates an evaluator with UIKit's defaults.
    init() {}

    /// `threshold` decayed after `elapsed` seconds at `rate`.
    static func decayed(_ threshold: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        threshold * (1 - CGFloat(min(max(elapsed, 0), 0.5)) * (1 - rate))
    }

    /// Decides, given the centroid's movement since touch-down (screen points, y down), the time
    /// since touch-down and the recent velocity (points per second).
    func evaluate(
        movement: CGPoint, elapsed: TimeInterval, recentVelocity: CGPoint, directions: UISwipeGestureRecognizer.Direction
    ) -> Decision {
        if elapsed > maximumDuration + TimeTolerance.epsilon { return .failed(.tooSlow) }
        let minimumPrimary = Self.decayed(minimumPrimaryMovement, rate: rateOfMinimumMovementDecay, elapsed: elapsed)
        let maximumPrimary = Self.decayed(maximumPrimaryMovement, rate: rateOfMaximumMovementDecay, elapsed: elapsed)
        let minimumSecondary = Self.decayed(minimumSecondaryMovement, rate: rateOfMinimumMovementDecay, elapsed: elapsed)
        let maximumSecondary = Self.decayed(maximumSecondaryMovement, rate: rateOfMaximumMovementDecay, elapsed: elapsed)
        var stillPossible = false
        var sidewaysTooFar = false
        for direction in UISwipeGestureRecognizer.Direction.all where directions.contains(direction) {
            let axis = direction.unitVector
            let primary = movement.x * axis.x + movement.y * axis.y
            let secondary = abs(movement.x * axis.y - movement.y * axis.x)
            let speed = recentVelocity.x * axis.x + recentVelocity.y * axis.y
            if primary < -wrongWayTolerance { continue }
            if secondary > maximumSecondary {
                sidewaysTooFar = true
                continue
            }
            stillPossible = true
            // "Moved mostly in the specified direction" (SDK header).
            guard primary > secondary, primary >= minimumPrimary, primary <= maximumPrimary,
                  secondary >= minimumSecondary, speed >= minimumSpeed
            else { continue }
            return .recognized(direction)
        }
        if stillPossible { return .undecided }
        return .failed(sidewaysTooFar ? .tooMuchSecondaryMovement : .wrongDirection)
    }
}
