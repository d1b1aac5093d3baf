import Foundation

/// How strongly a layout preference holds, as UIKit's `UILayoutPriority`: 1...1000, where 1000
/// (``required``) must hold and lower values give way to higher ones.
///
/// ```swift
/// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
/// icon.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A preference that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and of default compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The default content-hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to fit its content as closely as possible (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// The range UIKit accepts for a priority.
    static let validRange: ClosedRange<Float> = 1...1000

    /// Compares numeric values.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `rhs` above `lhs` (`.defaultLow + 1` is 251).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` below `lhs` (`.required - 1` is 999).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The numeric value, as UIKit prints it.
    public var description: String { "\(rawValue)" }
}
