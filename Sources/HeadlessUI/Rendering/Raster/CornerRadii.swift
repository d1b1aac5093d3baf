import Foundation

/// The radius of each corner of a rounded rectangle, in the units of the rectangle it rounds.
struct CornerRadii: Equatable, Sendable {
    /// Top-left corner radius.
    var topLeft: CGFloat
    /// Top-right corner radius.
    var topRight: CGFloat
    /// Bottom-left corner radius.
    var bottomLeft: CGFloat
    /// Bottom-right corner radius.
    var bottomRight: CGFloat

    /// Creates radii per corner.
    init(topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomLeft = bottomLeft; self.bottomRight = bottomRight
    }

    /// The same radius at every corner.
    init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// No rounding.
    static let zero = CornerRadii(all: 0)

    /// Whether every corner is square.
    var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomLeft <= 0 && bottomRight <= 0 }

    /// Radii made usable for `size`: negative or non-finite radii become 0, and every radius is at
    /// most half the shorter side (Core Animation's clamp, so a large radius makes a capsule).
    func clamped(to size: CGSize) -> CornerRadii {
        let limit = Swift.max(0, Swift.min(size.width, size.height) / 2)
        func clamp(_ radius: CGFloat) -> CGFloat { radius.isFinite ? Swift.min(limit, Swift.max(0, radius)) : 0 }
        return CornerRadii(
            topLeft: clamp(topLeft), topRight: clamp(topRight), bottomLeft: clamp(bottomLeft), bottomRight: clamp(bottomRight)
        )
    }

    /// Each radius reduced by `amount` (never below 0): the inner edge of a border of that width.
    func inset(by amount: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: Swift.max(0, topLeft - amount), topRight: Swift.max(0, topRight - amount),
            bottomLeft: Swift.max(0, bottomLeft - amount), bottomRight: Swift.max(0, bottomRight - amount)
        )
    }

    /// Each radius multiplied by `factor`.
    func scaled(by factor: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor, bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor
        )
    }
}
