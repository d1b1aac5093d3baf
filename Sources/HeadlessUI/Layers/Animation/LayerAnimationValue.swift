import Foundation

/// A value a layer animation moves through.
enum LayerAnimationValue {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)

    /// Reads numbers, points, sizes, rectangles and `CGColor`s (nil for anything else).
    init?(_ value: Any?) {
        switch value {
        case let number as CGFloat: self = .number(number)
        case let number as Double: self = .number(CGFloat(number))
        case let number as Float: self = .number(CGFloat(number))
        case let number as Int: self = .number(CGFloat(number))
        case let number as NSNumber: self = .number(CGFloat(number.doubleValue))
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let color as CGColor: self = .color(color)
        default: return nil
        }
    }

    var number: CGFloat? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// `self + other` for values of the same kind.
    func adding(_ other: LayerAnimationValue) -> LayerAnimationValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        default: nil
        }
    }

    /// The value `fraction` of the way to `other` (`other` when the kinds differ).
    func interpolated(to other: LayerAnimationValue, fraction t: CGFloat) -> LayerAnimationValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(
                x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)
            ))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: Swift.min(1, Swift.max(0, t))))
        default: return t < 1 ? self : other
        }
    }
}
