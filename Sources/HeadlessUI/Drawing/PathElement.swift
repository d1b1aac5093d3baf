import Foundation

/// One element of a path, in the path's coordinates (arcs, rectangles and ellipses are stored as
/// lines and cubic curves, as Core Graphics stores them).
enum PathElement: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(control: CGPoint, end: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    /// The element with every point mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case .quadCurve(let control, let end): .quadCurve(control: control.applying(transform), end: end.applying(transform))
        case .curve(let c1, let c2, let end):
            .curve(control1: c1.applying(transform), control2: c2.applying(transform), end: end.applying(transform))
        case .close: .close
        }
    }
}
