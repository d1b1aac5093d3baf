import Foundation

/// A change to one animatable view property, recorded inside an animation block.
enum AnimatableChange {
    case bounds(from: CGRect, to: CGRect)
    case center(from: CGPoint, to: CGPoint)
    case alpha(from: CGFloat, to: CGFloat)
    case transform(from: CGAffineTransform, to: CGAffineTransform)
    case backgroundColor(from: UIColor?, to: UIColor?)

    /// Which property changed.
    var property: AnimatableProperty {
        switch self {
        case .bounds: .bounds
        case .center: .center
        case .alpha: .alpha
        case .transform: .transform
        case .backgroundColor: .backgroundColor
        }
    }

    /// The same change starting from another value of the same property.
    func starting(from values: PresentationValues) -> AnimatableChange {
        switch self {
        case .bounds(_, let to): .bounds(from: values.bounds, to: to)
        case .center(_, let to): .center(from: values.position, to: to)
        case .alpha(_, let to): .alpha(from: values.alpha, to: to)
        case .transform(_, let to): .transform(from: values.transform, to: to)
        case .backgroundColor(_, let to): .backgroundColor(from: values.backgroundColor, to: to)
        }
    }

    /// Writes the interpolated value at `progress` (0...1, may overshoot for springs) into `values`.
    func apply(progress: CGFloat, to values: inout PresentationValues) {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        switch self {
        case .bounds(let from, let to):
            values.bounds = CGRect(
                x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                width: mix(from.width, to.width), height: mix(from.height, to.height)
            )
        case .center(let from, let to):
            values.position = CGPoint(x: mix(from.x, to.x), y: mix(from.y, to.y))
        case .alpha(let from, let to):
            values.alpha = Swift.min(1, Swift.max(0, mix(from, to)))
        case .transform(let from, let to):
            values.transform = CGAffineTransform(
                a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c), d: mix(from.d, to.d),
                tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty)
            )
        case .backgroundColor(let from, let to):
            let start = from ?? to?.withAlphaComponent(0) ?? .clear
            let end = to ?? from?.withAlphaComponent(0) ?? .clear
            values.backgroundColor = start.interpolated(to: end, fraction: Swift.min(1, Swift.max(0, progress)))
        }
    }
}

/// The animatable properties of a view.
enum AnimatableProperty: Hashable {
    case bounds, center, alpha, transform, backgroundColor
}
