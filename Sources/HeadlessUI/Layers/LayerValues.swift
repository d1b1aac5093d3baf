import Foundation

/// The animatable values of a layer: stored for a standalone layer, read from the view for a backing
/// layer, interpolated for a presentation copy.
struct LayerValues {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform: CGAffineTransform = .identity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
    /// Animated values of other key paths (`cornerRadius`, `strokeEnd`…), set only while animating.
    var animatedScalars: [String: CGFloat] = [:]

    /// The rectangle in the superlayer's coordinates.
    var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        if transform.isIdentity { return local.offsetBy(dx: position.x, dy: position.y) }
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// The transform from the layer's coordinates to its superlayer's.
    var placement: CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height
        )
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

/// One place in a backing layer's drawing order: a subview's layer, or a layer added to it.
enum SublayerSlot {
    case subview
    case layer(CALayer)
}
