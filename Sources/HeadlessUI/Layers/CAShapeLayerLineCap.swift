import Foundation

/// How a shape layer's open ends look, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// Creates a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square ends exactly at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half-circle ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends extending half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}
