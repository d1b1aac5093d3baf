import Foundation

/// The motion of one axis of a scroll view after the finger lifted: deceleration inside the content
/// range, a spring back when the content went past an edge (or was released past it), or a spring to
/// a chosen target (paging). A pure value type: positions are closed-form functions of the runtime
/// clock, so the result does not depend on the frame rate.
///
/// ```swift
/// var motion = ScrollAxisMotion(position: 0, velocity: 1000, at: 0, range: 0...5000, rate: 0.998, bounces: true)
/// motion.advance(to: 10)       // 499.5: at rest, −v₀ / (1000 · ln 0.998) further on
/// motion.isFinished            // true
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
struct ScrollAxisMotion: Equatable, Sendable {
    /// What pulls a spring phase back.
    enum Anchor: Equatable, Sendable {
        /// The lower edge of the range (content pulled past the top or left).
        case lowerEdge
        /// The upper edge of the range (content pulled past the bottom or right).
        case upperEdge
        /// A chosen resting position (a page).
        case target(Double)
    }

    /// The current phase.
    enum Phase: Equatable, Sendable {
        /// Slowing down from `velocity` (points per second), which it had at `origin` and `start`.
        case decelerating(origin: Double, velocity: Double, start: TimeInterval)
        /// A critically damped spring toward `anchor`, from `displacement` and `velocity` at `start`.
        case springing(anchor: Anchor, displacement: Double, velocity: Double, start: TimeInterval)
        /// At rest.
        case resting(Double)
    }

    /// The resting range of the offset on this axis (minimum...maximum content offset).
    let range: ClosedRange<Double>
    /// Per-millisecond deceleration rate.
    let rate: Double
    /// Whether content may go past an edge and spring back (false: it stops at the edge).
    let bounces: Bool
    /// The current phase.
    private(set) var phase: Phase

    /// A release at `position` with `velocity` (points per second): decelerates inside `range`, springs
    /// back when it is (or goes) past an edge.
    init(position: Double, velocity: Double, at time: TimeInterval, range: ClosedRange<Double>, rate: Double, bounces: Bool) {
        self.range = range
        self.rate = Self.validRate(rate)
        self.bounces = bounces
        if position < range.lowerBound {
            phase = bounces
                ? .springing(anchor: .lowerEdge, displacement: position - range.lowerBound, velocity: velocity, start: time)
                : .resting(range.lowerBound)
        } else if position > range.upperBound {
            phase = bounces
                ? .springing(anchor: .upperEdge, displacement: position - range.upperBound, velocity: velocity, start: time)
                : .resting(range.upperBound)
        } else {
            phase = .decelerating(origin: position, velocity: velocity, start: time)
        }
        _ = advance(to: time)
    }

    /// A spring from `position` and `velocity` to `target` (paging, and targets set while released past an edge).
    init(position: Double, velocity: Double, at time: TimeInterval, springingTo target: Double, range: ClosedRange<Double>) {
        self.range = range
        self.rate = 0.998
        self.bounces = true
        phase = .springing(anchor: .target(target), displacement: position - target, velocity: velocity, start: time)
        _ = advance(to: time)
    }

    /// A deceleration from `position` whose starting velocity is chosen so it comes to rest exactly on
    /// `target` (how a target changed in `scrollViewWillEndDragging` is honoured).
    init(position: Double, landingOn target: Double, at time: TimeInterval, range: ClosedRange<Double>, rate: Double) {
        let rate = Self.validRate(rate)
        let velocity = (target - position) / ScrollPhysics.decelerationDistanceFactor(rate: rate)
        self.init(position: position, velocity: velocity, at: time, range: range, rate: rate, bounces: true)
    }

    /// Whether the content is past an edge, springing back to it.
    var isBouncingBack: Bool {
        if case .springing(.lowerEdge, _, _, _) = phase { return true }
        if case .springing(.upperEdge, _, _, _) = phase { return true }
        return false
    }

    /// Whether the motion has come to rest.
    var isFinished: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Advances to runtime `time` and returns the position.
    mutating func advance(to time: TimeInterval) -> Double {
        for _ in 0..<8 {
            switch phase {
            case .resting(let position):
                return position
            case let .decelerating(origin, velocity, start):
                if let position = decelerate(origin: origin, velocity: velocity, start: start, time: time) { return position }
            case let .springing(anchor, displacement, velocity, start):
                if let position = spring(anchor: anchor, displacement: displacement, velocity: velocity, start: start, time: time) {
                    return position
                }
            }
        }
        if case .resting(let position) = phase { return position }
        return range.lowerBound
    }

    // MARK: Phases

    /// Returns the position, or nil after switching phase.
    private mutating func decelerate(origin: Double, velocity: Double, start: TimeInterval, time: TimeInterval) -> Double? {
        let elapsed = Swift.max(0, time - start)
        let (distance, current) = ScrollPhysics.decelerate(velocity: velocity, rate: rate, elapsed: elapsed)
        let position = origin + distance
        let factor = ScrollPhysics.decelerationDistanceFactor(rate: rate)
        if position < range.lowerBound || position > range.upperBound {
            let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
            guard bounces else {
                phase = .resting(edge)
                return nil
            }
            // When the content crossed the edge, and how fast it was going then.
            let decayAtCrossing = Swift.min(1, Swift.max(1e-12, 1 - (edge - origin) / (velocity * factor)))
            let crossing = Foundation.log(decayAtCrossing) / (1000 * Foundation.log(rate))
            phase = .springing(
                anchor: edge == range.lowerBound ? .lowerEdge : .upperEdge, displacement: 0,
                velocity: velocity * decayAtCrossing, start: start + crossing
            )
            return nil
        }
        if Swift.abs(current) * factor < ScrollPhysics.restingDistance {
            let rest = Swift.min(range.upperBound, Swift.max(range.lowerBound, origin + velocity * factor))
            phase = .resting(rest)
            return nil
        }
        return position
    }

    private mutating func spring(
        anchor: Anchor, displacement: Double, velocity: Double, start: TimeInterval, time: TimeInterval
    ) -> Double? {
        let elapsed = Swift.max(0, time - start)
        let anchorPosition: Double
        switch anchor {
        case .lowerEdge: anchorPosition = range.lowerBound
        case .upperEdge: anchorPosition = range.upperBound
        case .target(let target): anchorPosition = target
        }
        let (offset, current) = ScrollPhysics.spring(displacement: displacement, velocity: velocity, elapsed: elapsed)
        // Content flung back into the range from past an edge decelerates from the edge on.
        let enteredRange = (anchor == .lowerEdge && offset > 0) || (anchor == .upperEdge && offset < 0)
        if enteredRange {
            let b = velocity + ScrollPhysics.bounceSpringFrequency * displacement
            let crossing = b != 0 ? Swift.min(elapsed, Swift.max(0, -displacement / b)) : elapsed
            let crossingVelocity = ScrollPhysics.spring(displacement: displacement, velocity: velocity, elapsed: crossing).velocity
            phase = .decelerating(origin: anchorPosition, velocity: crossingVelocity, start: start + crossing)
            return nil
        }
        if Swift.abs(offset) < ScrollPhysics.restingDistance, Swift.abs(current) < ScrollPhysics.restingSpringVelocity {
            phase = .resting(anchorPosition)
            return nil
        }
        return anchorPosition + offset
    }

    private static func validRate(_ rate: Double) -> Double {
        rate.isFinite && rate > 0 && rate < 1 ? rate : 0.998
    }
}
