import Foundation

/// The backing layer of a view: corner radius, border, shadow, and the presentation values of
/// running animations (as Core Animation's `CALayer`, reduced to what views use).
///
/// - Note: HeadlessUI only; not in UIKit.
@preconcurrency @MainActor
public final class CALayer {
    /// The view this layer backs (`nil` for a presentation copy that outlived it).
    public private(set) weak var delegateView: UIView?
    private let presentationValues: PresentationValues?

    /// Radius of the rounded corners.
    public var cornerRadius: CGFloat = 0
    /// Width of the border.
    public var borderWidth: CGFloat = 0
    /// Colour of the border.
    public var borderColor: UIColor? = .black
    /// Shadow opacity, 0...1.
    public var shadowOpacity: Float = 0
    /// Shadow blur radius.
    public var shadowRadius: CGFloat = 3
    /// Shadow offset.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow colour.
    public var shadowColor: UIColor? = .black

    init(view: UIView) {
        self.delegateView = view
        self.presentationValues = nil
    }

    private init(copying layer: CALayer, values: PresentationValues) {
        self.delegateView = layer.delegateView
        self.presentationValues = values
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowColor = layer.shadowColor
    }

    /// Mirrors the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { delegateView?.clipsToBounds ?? false }
        set { delegateView?.clipsToBounds = newValue }
    }

    /// The layer's frame: the view's frame, or the interpolated frame for a presentation copy.
    public var frame: CGRect {
        if let values = presentationValues {
            let size = values.bounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(values.transform).offsetBy(dx: values.position.x, dy: values.position.y)
        }
        return delegateView?.frame ?? .zero
    }

    /// The layer's bounds.
    public var bounds: CGRect { presentationValues?.bounds ?? delegateView?.bounds ?? .zero }

    /// The layer's position (the view's centre).
    public var position: CGPoint { presentationValues?.position ?? delegateView?.center ?? .zero }

    /// Opacity (the view's alpha).
    public var opacity: Float {
        Float(presentationValues?.alpha ?? delegateView?.alpha ?? 1)
    }

    /// The affine transform.
    public var affineTransform: CGAffineTransform {
        presentationValues?.transform ?? delegateView?.transform ?? .identity
    }

    /// The background colour.
    public var backgroundColor: UIColor? {
        presentationValues.map(\.backgroundColor) ?? delegateView?.backgroundColor
    }

    /// A copy holding the values currently on screen, interpolated from running animations.
    /// Returns a copy even when nothing animates (then it equals the model).
    public func presentation() -> CALayer? {
        guard let view = delegateView else { return nil }
        return CALayer(copying: self, values: view.presentationValues)
    }

    /// Whether this layer is a presentation copy.
    public var isPresentation: Bool { presentationValues != nil }
}

/// The on-screen values of a view's animatable properties.
struct PresentationValues {
    var bounds: CGRect
    var position: CGPoint
    var transform: CGAffineTransform
    var alpha: CGFloat
    var backgroundColor: UIColor?
}
