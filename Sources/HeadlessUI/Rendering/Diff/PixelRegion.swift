import Foundation

/// A rectangle of whole pixels in a bitmap, from the top-left corner: columns `x ..< x + width`,
/// rows `y ..< y + height`. Used by ``PixelDiffMask`` and ``PixelDiffResult``.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle. A negative width or height extends left or up from `x`/`y`, as with
    /// `CGRect.standardized`, so the rectangle always covers what the numbers describe.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = width < 0 ? x + width : x
        self.y = height < 0 ? y + height : y
        self.width = abs(width)
        self.height = abs(height)
    }

    /// The smallest pixel rectangle that covers `rect` (in points) at `scale` pixels per point:
    /// edges are rounded outwards, so a partly covered pixel is included.
    public init(covering rect: CGRect, scale: CGFloat) {
        let standard = rect.standardized
        let minX = Int((standard.minX * scale).rounded(.down)), minY = Int((standard.minY * scale).rounded(.down))
        let maxX = Int((standard.maxX * scale).rounded(.up)), maxY = Int((standard.maxY * scale).rounded(.up))
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the pixel at column `x`, row `y` is inside.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && row >= y && column < x + width && row < y + height
    }

    /// The part of this rectangle inside `bounds` (possibly empty).
    public func intersection(_ bounds: PixelRegion) -> PixelRegion {
        let minX = max(x, bounds.x), minY = max(y, bounds.y)
        let maxX = min(x + width, bounds.x + bounds.width), maxY = min(y + height, bounds.y + bounds.height)
        return PixelRegion(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// `x 10..<20, y 5..<9 (10×4 px)`.
    public var description: String {
        "x \(x)..<\(x + width), y \(y)..<\(y + height) (\(width)×\(height) px)"
    }
}
