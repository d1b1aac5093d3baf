import Foundation

/// Computes `UITouch.tapCount` the way UIKit does: a touch-down counts as the next tap of a series
/// when the previous touch was a tap (short, little movement), lifted recently, and near by.
///
/// UIKit's own window and distance are undocumented; HeadlessUI uses the tap recognizer's values
/// (0.35 s between taps, 45 pt) and the tap recognizer's 0.75 s maximum press (see Guide/HeadlessUI.md).
struct TapCounter: Equatable {
    /// Longest gap between a lift and the next touch-down in a series.
    static let multiTapInterval: TimeInterval = 0.35
    /// Farthest a later tap may land from the first tap of the series, and farthest a tap may move.
    static let allowableMovement: CGFloat = 45
    /// Longest press that still counts as a tap.
    static let maximumTapDuration: TimeInterval = 0.75

    private struct LastTap: Equatable {
        var location: CGPoint
        var seriesStart: CGPoint
        var liftTime: TimeInterval
        var count: Int
    }

    private var lastTap: LastTap?

    /// The tap count for a touch going down at `location` at `time`.
    func tapCount(forTouchDownAt location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.liftTime <= Self.multiTapInterval + TimeTolerance.epsilon,
              lastTap.seriesStart.distance(to: location) <= Self.allowableMovement
        else { return 1 }
        return lastTap.count + 1
    }

    /// Records a lifted touch; only taps (short, still) can continue a series.
    mutating func touchLifted(
        start: CGPoint, end: CGPoint, downTime: TimeInterval, liftTime: TimeInterval, tapCount: Int, maximumTravel: CGFloat
    ) {
        let wasTap = liftTime - downTime <= Self.maximumTapDuration && maximumTravel <= Self.allowableMovement
        guard wasTap else {
            lastTap = nil
            return
        }
        let seriesStart = tapCount > 1 ? (lastTap?.seriesStart ?? start) : start
        lastTap = LastTap(location: end, seriesStart: seriesStart, liftTime: liftTime, count: tapCount)
    }

    /// Forgets the series (a cancelled touch).
    mutating func reset() { lastTap = nil }
}

extension CGPoint {
    /// Euclidean distance to `other`.
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
