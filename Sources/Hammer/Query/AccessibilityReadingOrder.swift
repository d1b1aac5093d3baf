import Foundation

/// The order VoiceOver reads elements in: top to bottom, and left to right within a line. Elements
/// form a line when each starts above the vertical middle of the line's first (topmost) element, so
/// a button a few points lower than its neighbour still reads after it, not before. Ties keep
/// snapshot order. "The first match" of an ambiguous query means the first in this order.
///
/// ```swift
/// AccessibilityReadingOrder.sorted(resolution.matches).first  // the top-left match
/// ```
enum AccessibilityReadingOrder {
    /// `nodes` in reading order (by their accessibility frames).
    @MainActor
    static func sorted(_ nodes: [AccessibilitySnapshot.Node]) -> [AccessibilitySnapshot.Node] {
        guard nodes.count > 1 else { return nodes }
        let frames = nodes.map { $0.frame }
        return order(frames).map { nodes[$0] }
    }

    /// The indexes of `frames` in reading order. Frames without a position (null) come last.
    static func order(_ frames: [CGRect]) -> [Int] {
        func top(_ index: Int) -> CGFloat { frames[index].isNull ? .infinity : frames[index].minY }
        func left(_ index: Int) -> CGFloat { frames[index].isNull ? .infinity : frames[index].minX }
        let byTop = frames.indices.sorted { (top($0), left($0), $0) < (top($1), left($1), $1) }
        var result: [Int] = []
        result.reserveCapacity(frames.count)
        var line: [Int] = []
        var lineMiddle = -CGFloat.infinity
        for index in byTop {
            if !line.isEmpty, !(top(index) < lineMiddle) {
                result += line.sorted { (left($0), $0) < (left($1), $1) }
                line = []
            }
            if line.isEmpty { lineMiddle = frames[index].isNull ? .infinity : frames[index].midY }
            line.append(index)
        }
        result += line.sorted { (left($0), $0) < (left($1), $1) }
        return result
    }
}
