import Foundation

/// The kind of gradient a gradient layer draws, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change with the distance from `startPoint`; `endPoint` sets the ellipse's radii.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change with the angle around `startPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
