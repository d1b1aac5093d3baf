import Foundation

/// The attributes a layout computed in `prepare()`, indexed for "which elements meet this rect?"
/// along the scrolling axis: sorted by their leading edge, with the running maximum of their trailing
/// edges, so a query costs O(log n + answers) instead of a walk over every element. Flow and
/// compositional layouts share it.
@MainActor
struct LayoutAttributesIndex {
    /// Whether the layout scrolls vertically (index by y) or horizontally (index by x).
    let isVertical: Bool
    private(set) var sorted: [UICollectionViewLayoutAttributes] = []
    private var leading: [CGFloat] = []
    private var runningTrailingMax: [CGFloat] = []

    init(isVertical: Bool, attributes: [UICollectionViewLayoutAttributes]) {
        self.isVertical = isVertical
        let ordered = attributes.enumerated().sorted { left, right in
            let a = start(left.element.frame), b = start(right.element.frame)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
        sorted = ordered
        leading = ordered.map { start($0.frame) }
        var maximum = -CGFloat.greatestFiniteMagnitude
        runningTrailingMax = ordered.map { attributes in
            maximum = Swift.max(maximum, end(attributes.frame))
            return maximum
        }
    }

    private func start(_ frame: CGRect) -> CGFloat { isVertical ? frame.minY : frame.minX }
    private func end(_ frame: CGRect) -> CGFloat { isVertical ? frame.maxY : frame.maxX }

    /// The attributes whose frames intersect `rect` (non-empty frames that overlap it), in order of
    /// their leading edge.
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        // First element whose running trailing maximum passes the rect's leading edge.
        var first = 0, last = runningTrailingMax.count
        while first < last {
            let middle = (first + last) / 2
            if runningTrailingMax[middle] > low { last = middle } else { first = middle + 1 }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < sorted.count, leading[index] < high {
            let frame = sorted[index].frame
            if frame.intersects(rect) || (frame.isEmpty && rect.contains(frame.origin)) { found.append(sorted[index]) }
            index += 1
        }
        return found
    }
}
