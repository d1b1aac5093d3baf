import Foundation
import Hammer

/// A size in points, as JSON `{"width":393,"height":852}`.
struct AgentSize: Codable, Sendable, Equatable {
    /// The width in points.
    var width: Double
    /// The height in points.
    var height: Double

    /// The size of `size`.
    init(_ size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
    }
}

/// A rectangle in screen points, to two decimals, as JSON `{"x":0,"y":0,"width":393,"height":852}`.
struct AgentRect: Codable, Sendable, Equatable {
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double

    /// The rectangle `rect` (a null rectangle is all zeros).
    init(_ rect: CGRect) {
        let rect = rect.isNull ? .zero : rect
        x = Self.rounded(rect.minX); y = Self.rounded(rect.minY)
        width = Self.rounded(rect.width); height = Self.rounded(rect.height)
    }

    /// Points to two decimals (layout produces thirds of points on a 3x screen).
    private static func rounded(_ value: CGFloat) -> Double {
        (Double(value) * 100).rounded() / 100
    }
}
