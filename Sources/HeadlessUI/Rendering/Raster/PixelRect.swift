import Foundation

/// A half-open rectangle of whole pixels (`x0..<x1`, `y0..<y1`), used for clip bounds, layer
/// extents and the area a shape touches.
struct PixelRect: Equatable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// The empty rectangle.
    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { Swift.max(0, x1 - x0) }
    var height: Int { Swift.max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels touched by `rect` (any partial coverage counts), or `.empty` for non-finite input.
    init(covering rect: CGRect) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0, rect.height > 0 else {
            self = .empty
            return
        }
        let limit = CGFloat(Int32.max / 2)
        func clamp(_ value: CGFloat) -> Int { Int(Swift.min(limit, Swift.max(-limit, value))) }
        x0 = clamp((rect.minX + Self.edgeTolerance).rounded(.down))
        y0 = clamp((rect.minY + Self.edgeTolerance).rounded(.down))
        x1 = clamp((rect.maxX - Self.edgeTolerance).rounded(.up))
        y1 = clamp((rect.maxY - Self.edgeTolerance).rounded(.up))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Edges this close to a pixel boundary count as on it (floating-point noise from transforms).
    static let edgeTolerance: CGFloat = 1e-4

    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(
            x0: Swift.max(x0, other.x0), y0: Swift.max(y0, other.y0),
            x1: Swift.min(x1, other.x1), y1: Swift.min(y1, other.y1)
        )
        return result.isEmpty ? .empty : result
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            x0: Swift.min(x0, other.x0), y0: Swift.min(y0, other.y0),
            x1: Swift.max(x1, other.x1), y1: Swift.max(y1, other.y1)
        )
    }

    var cgRect: CGRect { CGRect(x: x0, y: y0, width: width, height: height) }
}
