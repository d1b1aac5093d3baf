import Foundation

/// The on-screen values of a view's animatable properties (UIView animations interpolate them).
struct PresentationValues {
    var bounds: CGRect
    var position: CGPoint
    var transform: CGAffineTransform
    var alpha: CGFloat
    var backgroundColor: UIColor?
}
