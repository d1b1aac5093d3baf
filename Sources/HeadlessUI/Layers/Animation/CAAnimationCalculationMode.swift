import Foundation

/// How a keyframe animation computes the values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced by distance (HeadlessUI interpolates linearly at the key times).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values (HeadlessUI interpolates linearly).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth, evenly paced spline (HeadlessUI interpolates linearly at the key times).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
