import Foundation

/// A basic animation whose progress follows a damped spring, as Core Animation's `CASpringAnimation`.
///
/// Progress is the position of a unit mass on a spring released from 0 towards 1 with
/// ``initialVelocity``; it may overshoot. The animation lasts `duration` (set it to
/// ``settlingDuration`` to see the spring settle, as on iOS).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping (10 by default).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the distance per second.
    open var initialVelocity: CGFloat = 0

    override func makeCopy() -> CAAnimation {
        let copy = CASpringAnimation()
        copyBasic(to: copy)
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping; copy.initialVelocity = initialVelocity
        return copy
    }

    /// How long the spring takes to come to rest (within 0.1 % of the end).
    open var settlingDuration: CFTimeInterval {
        var time: Double = 0
        var lastUnsettled: Double = 0
        while time < 60 {
            if abs(1 - springProgress(at: time)) > 0.001 { lastUnsettled = time }
            time += 1.0 / 60
        }
        return lastUnsettled + 1.0 / 60
    }

    override func curve(fraction: CGFloat) -> CGFloat {
        CGFloat(springProgress(at: Double(fraction) * cycleDuration))
    }

    /// The spring's position at `time` seconds.
    func springProgress(at time: Double) -> Double {
        let m = Double(Swift.max(1e-6, mass)), k = Double(Swift.max(1e-6, stiffness)), c = Double(Swift.max(0, damping))
        let v0 = Double(initialVelocity)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0 = -1.0  // displacement from the end
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * time)
            let x = envelope * (x0 * cos(omegaD * time) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * time))
            return 1 + x
        }
        let envelope = exp(-omega0 * time)
        let x = envelope * (x0 + (v0 + omega0 * x0) * time)
        return 1 + x
    }
}
