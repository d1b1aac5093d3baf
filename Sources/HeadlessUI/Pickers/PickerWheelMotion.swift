import Foundation

/// One movement of a picker wheel towards a resting offset, as a pure function of runtime.
///
/// - ``Kind/deceleration``: after a fling, the offset approaches the target exponentially with
///   UIKit's normal deceleration rate (velocity × 0.998 per millisecond):
///   `x(t) = target + (start − target) · 0.998^(1000 t)`. The motion ends (and snaps onto the
///   target) once it is within ``settleDistance``.
/// - ``Kind/animation``: a programmatic or tap-driven scroll, ease-in-out over ``animationDuration``.
///
/// - Note: HeadlessUI only; not in UIKit.
struct PickerWheelMotion: Equatable, Sendable {
    /// How the wheel moves.
    enum Kind: Equatable, Sendable {
        /// Coasting after a fling (or springing back after a drag past an end).
        case deceleration
        /// An animated scroll to a row (`selectRow(_:inComponent:animated: true)`, a tap on a row,
        /// a release without velocity).
        case animation
    }

    /// Distance from the target at which a deceleration counts as settled (half a point).
    static let settleDistance: CGFloat = 0.5
    /// Duration of an animated scroll to a row (HeadlessUI's choice: 0.3 s, ease-in-out).
    static let animationDuration: TimeInterval = 0.3

    /// How the wheel moves.
    let kind: Kind
    /// The offset the motion starts from.
    let startOffset: CGFloat
    /// The offset the motion ends on (a row's resting offset).
    let targetOffset: CGFloat
    /// The runtime second the motion started.
    let startTime: TimeInterval
    /// Whether the user started this motion (so settling on a new row calls `didSelectRow`).
    let isUserInitiated: Bool

    /// Creates a motion.
    init(kind: Kind, startOffset: CGFloat, targetOffset: CGFloat, startTime: TimeInterval, isUserInitiated: Bool) {
        self.kind = kind
        self.startOffset = startOffset
        self.targetOffset = targetOffset
        self.startTime = startTime
        self.isUserInitiated = isUserInitiated
    }

    /// The offset at runtime `time`, and whether the motion has finished (the offset is then the target).
    func offset(at time: TimeInterval) -> (offset: CGFloat, finished: Bool) {
        let elapsed = Swift.max(0, time - startTime)
        let distance = startOffset - targetOffset
        switch kind {
        case .deceleration:
            let remaining = distance * CGFloat(pow(PickerWheelGeometry.decelerationRate, 1000 * elapsed))
            if abs(remaining) <= Self.settleDistance { return (targetOffset, true) }
            return (targetOffset + remaining, false)
        case .animation:
            let fraction = CGFloat(elapsed / Self.animationDuration)
            if fraction + CGFloat(TimeTolerance.epsilon) >= 1 { return (targetOffset, true) }
            let progress = AnimationCurve.easeInOut.progress(at: fraction)
            return (startOffset - distance * progress, false)
        }
    }

    /// How long a deceleration from `startOffset` takes to settle (runtime seconds).
    var settleDuration: TimeInterval {
        switch kind {
        case .animation:
            return Self.animationDuration
        case .deceleration:
            let distance = Double(abs(startOffset - targetOffset))
            guard distance > Double(Self.settleDistance) else { return 0 }
            return log(Double(Self.settleDistance) / distance) / (1000 * log(PickerWheelGeometry.decelerationRate))
        }
    }
}
