import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// `UIEdgeInsets(top: {…}, left: …)` as UIKit prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets that follow the layout direction: leading/trailing swap in right-to-left layouts.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge.
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates directional insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown when they are negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }

    /// The centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an edge set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
