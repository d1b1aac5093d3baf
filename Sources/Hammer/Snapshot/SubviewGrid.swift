import Foundation

/// The subviews of one view bucketed by where their frames lie, so that a point query looks only at
/// the subviews whose frames can contain the point instead of at every sibling: what keeps covering
/// and hit tests linear for a container with thousands of children. Built once per view per snapshot
/// (the hierarchy does not change while a snapshot derives its facts).
///
/// Frames are widened by ``margin`` before bucketing, so rounding in a conversion never drops a
/// subview the exact test would ask. Subviews that must always be asked (``init(frames:alwaysAsked:)``)
/// and frames spanning many cells are kept in one list checked on every query. With everything in
/// that list (frames all overlapping) a query costs what a plain scan does.
struct SubviewGrid {
    /// Points added around each frame.
    static let margin: CGFloat = 1
    /// Views with fewer subviews are scanned (a grid would cost more than it saves).
    static let minimumSubviewCount = 32
    /// A frame spanning more cells than this is kept in the always-asked list.
    private static let maximumCellsPerFrame = 16

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// Each cell's subview indexes, ascending.
    private var cells: [[Int]]
    /// The subviews asked on every query, ascending.
    private var always: [Int] = []

    /// A grid over subviews with `frames` (in the view's coordinates, back to front); `alwaysAsked`
    /// marks those to ask whatever their frame (nil: none).
    init(frames: [CGRect], alwaysAsked: [Bool]?) {
        var bounds = CGRect.null
        for (index, frame) in frames.enumerated() where alwaysAsked?[index] != true && Self.isUsable(frame) {
            bounds = bounds.union(frame)
        }
        bounds = bounds.isNull ? .zero : bounds.insetBy(dx: -Self.margin, dy: -Self.margin)
        let side = Swift.max(1, Swift.min(128, Int(Double(frames.count).squareRoot())))
        origin = bounds.origin
        columns = side
        rows = side
        cellWidth = Swift.max(bounds.width / CGFloat(side), .leastNonzeroMagnitude)
        cellHeight = Swift.max(bounds.height / CGFloat(side), .leastNonzeroMagnitude)
        cells = Array(repeating: [], count: side * side)
        for (index, frame) in frames.enumerated() {
            guard alwaysAsked?[index] != true, Self.isUsable(frame) else {
                always.append(index)
                continue
            }
            let widened = frame.insetBy(dx: -Self.margin, dy: -Self.margin)
            let (column0, row0) = cell(of: CGPoint(x: widened.minX, y: widened.minY))
            let (column1, row1) = cell(of: CGPoint(x: widened.maxX, y: widened.maxY))
            if (column1 - column0 + 1) * (row1 - row0 + 1) > Self.maximumCellsPerFrame {
                always.append(index)
                continue
            }
            for row in row0...row1 {
                for column in column0...column1 { cells[row * columns + column].append(index) }
            }
        }
    }

    /// A frame a grid can place: finite, not null.
    private static func isUsable(_ frame: CGRect) -> Bool {
        !frame.isNull && frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
    }

    /// The cell holding `point`, clamped to the grid.
    private func cell(of point: CGPoint) -> (column: Int, row: Int) {
        func index(_ offset: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
            let raw = (offset / size).rounded(.down)
            guard raw.isFinite else { return 0 }
            return Swift.min(count - 1, Swift.max(0, Int(Swift.max(-1, Swift.min(CGFloat(count), raw)))))
        }
        return (index(point.x - origin.x, cellWidth, columns), index(point.y - origin.y, cellHeight, rows))
    }

    /// Calls `body` with the index of every subview that may contain `point`, plus `extra` (front
    /// first: descending indexes, each once), until `body` returns false.
    func forEachCandidate(containing point: CGPoint, plus extra: Int?, _ body: (Int) -> Bool) {
        let inGrid: [Int]
        let outside = !(point.x.isFinite && point.y.isFinite)
            || point.x < origin.x || point.y < origin.y
            || point.x > origin.x + cellWidth * CGFloat(columns) || point.y > origin.y + cellHeight * CGFloat(rows)
        if outside {
            inGrid = []
        } else {
            let (column, row) = cell(of: point)
            inGrid = cells[row * columns + column]
        }
        var gridNext = inGrid.count - 1
        var alwaysNext = always.count - 1
        var extra = extra
        while true {
            // The largest index left among the three sources.
            let fromGrid = gridNext >= 0 ? inGrid[gridNext] : -1
            let fromAlways = alwaysNext >= 0 ? always[alwaysNext] : -1
            let next = Swift.max(fromGrid, fromAlways, extra ?? -1)
            if next < 0 { return }
            if fromGrid == next { gridNext -= 1 }
            if fromAlways == next { alwaysNext -= 1 }
            if extra == next { extra = nil }
            if !body(next) { return }
        }
    }
}
