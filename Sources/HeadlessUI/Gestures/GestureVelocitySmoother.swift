import Foundation

/// Exponentially smoothed velocity of a gesture quantity (a 2-D translation, a scale or an angle),
/// the way UIKit's continuous recognizers report `velocity`: each new sample (movement divided by the
/// time since the previous sample) is blended with the previous velocity.
///
/// A pure value type: the recognizers feed it movements and runtime timestamps, and tests check it
/// on its own.
///
/// ```swift
/// var smoother = GestureVelocitySmoother(newSampleWeight: 0.2)
/// smoother.start(at: 0)
/// smoother.add(dx: 10, dy: 0, at: 0.1)   // sample 100/s → velocity 20/s (0.2 × 100 + 0.8 × 0)
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
struct GestureVelocitySmoother: Equatable, Sendable {
    /// Weight of the newest sample (UIPanGestureRecognizer: 0.2; UIPinchGestureRecognizer: 0.25).
    let newSampleWeight: Double
    /// The smoothed velocity, in units per second.
    private(set) var velocity: CGVector = .zero
    /// Runtime time of the last sample.
    private(set) var lastSampleTime: TimeInterval?
    /// Runtime time of the last sample that carried movement.
    private(set) var lastMovementTime: TimeInterval?
    /// Movement reported at the same instant as the last sample, waiting for time to pass.
    private var pendingDX: Double = 0
    private var pendingDY: Double = 0

    /// Creates a smoother; `newSampleWeight` is clamped to 0...1.
    init(newSampleWeight: Double) {
        self.newSampleWeight = Swift.min(1, Swift.max(0, newSampleWeight.isFinite ? newSampleWeight : 1))
    }

    /// Starts a new gesture at `time` with zero velocity.
    mutating func start(at time: TimeInterval) {
        velocity = .zero
        lastSampleTime = time
        lastMovementTime = time
        pendingDX = 0
        pendingDY = 0
    }

    /// Adds a movement that happened between the previous sample and `time`. Movements reported at
    /// the same instant as the previous sample are added to the next sample that has a duration.
    mutating func add(dx: Double, dy: Double = 0, at time: TimeInterval) {
        guard let last = lastSampleTime else {
            start(at: time)
            return
        }
        pendingDX += dx
        pendingDY += dy
        if dx != 0 || dy != 0 { lastMovementTime = time }
        let elapsed = time - last
        guard elapsed > TimeTolerance.epsilon else { return }
        let weight = newSampleWeight
        velocity = CGVector(
            dx: weight * pendingDX / elapsed + (1 - weight) * velocity.dx,
            dy: weight * pendingDY / elapsed + (1 - weight) * velocity.dy
        )
        pendingDX = 0
        pendingDY = 0
        lastSampleTime = time
    }

    /// The velocity when the gesture ends at `time`: a finger that rested longer than
    /// `restInterval` before lifting has no velocity left.
    func velocity(endingAt time: TimeInterval, restInterval: TimeInterval) -> CGVector {
        guard let lastMovementTime, time - lastMovementTime > restInterval + TimeTolerance.epsilon else { return velocity }
        return .zero
    }

    /// Sets the velocity to zero from `time` on (UIKit resets the velocity when the translation is set).
    mutating func resetVelocity(at time: TimeInterval) {
        start(at: time)
    }
}
