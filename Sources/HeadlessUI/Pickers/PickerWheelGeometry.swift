import Foundation

/// The pure arithmetic of one picker wheel: where a row rests, which row is under the selection
/// indicator, how far a fling travels, and how the wheel resists being dragged past its ends.
///
/// The wheel's *offset* is the content distance scrolled: row `r` sits under the selection indicator
/// (the wheel's vertical centre) when the offset is `r × rowHeight`.
///
/// - Note: HeadlessUI only; not in UIKit.
struct PickerWheelGeometry: Equatable, Sendable {
    /// UIKit's normal deceleration rate: the share of velocity kept per millisecond (0.998).
    static let decelerationRate: Double = 0.998
    /// UIKit's rubber-band coefficient for dragging past an end (0.55).
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Creates the geometry of a wheel.
    init(rowHeight: CGFloat, rowCount: Int, visibleHeight: CGFloat) {
        self.rowHeight = rowHeight
        self.rowCount = rowCount
        self.visibleHeight = visibleHeight
    }

    /// Height of one row.
    var rowHeight: CGFloat
    /// Number of rows.
    var rowCount: Int
    /// The wheel's visible height (the rubber band's dimension).
    var visibleHeight: CGFloat

    /// The offset at which `row` rests under the selection indicator.
    func offset(forRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight
    }

    /// The largest resting offset (the last row centred).
    var maximumOffset: CGFloat { offset(forRow: Swift.max(0, rowCount - 1)) }

    /// The row nearest to `offset`, clamped to the rows that exist (-1 without rows).
    func nearestRow(toOffset offset: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0, offset.isFinite else { return rowCount > 0 ? 0 : -1 }
        let row = Int((offset / rowHeight).rounded())
        return Swift.min(rowCount - 1, Swift.max(0, row))
    }

    /// The offset shown while a finger drags the wheel to `rawOffset`: unchanged inside the rows,
    /// and past an end UIKit's rubber band `(1 − 1 / (x·c / d + 1))·d` with c = 0.55 and d the
    /// visible height, so the wheel moves ever less the further the finger goes.
    func rubberBanded(_ rawOffset: CGFloat) -> CGFloat {
        let high = maximumOffset
        if rawOffset < 0 { return -band(-rawOffset) }
        if rawOffset > high { return high + band(rawOffset - high) }
        return rawOffset
    }

    private func band(_ overshoot: CGFloat) -> CGFloat {
        guard visibleHeight > 0 else { return 0 }
        let c = Self.rubberBandCoefficient
        return (1 - 1 / (overshoot * c / visibleHeight + 1)) * visibleHeight
    }

    /// Where a wheel released at `offset` with `velocity` (points per second, in offset direction)
    /// would coast to under UIKit's deceleration: `offset − velocity / (1000 · ln rate)`
    /// (about half a second's worth of the release velocity for the normal rate).
    static func projectedRestingOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return offset }
        return offset - velocity / CGFloat(1000 * log(decelerationRate))
    }

    /// The row a release at `offset` with `velocity` settles on: the row nearest the projected rest.
    func restingRow(releasedAt offset: CGFloat, velocity: CGFloat) -> Int {
        nearestRow(toOffset: Self.projectedRestingOffset(from: offset, velocity: velocity))
    }
}
