import Foundation

/// A view's stored geometry: UIKit keeps bounds, centre and transform; the frame is derived.
struct ViewGeometry {
    var bounds: CGRect
    var center: CGPoint
    var transform: CGAffineTransform = .identity {
        didSet { hasIdentityTransform = transform.isIdentity }
    }
    /// Cached `transform.isIdentity`.
    private(set) var hasIdentityTransform = true

    init(bounds: CGRect, center: CGPoint) {
        self.bounds = bounds
        self.center = center
    }

    /// Whether `point` (in the view's own coordinates) lies inside the bounds.
    func boundsContain(_ point: CGPoint) -> Bool {
        point.x >= bounds.origin.x && point.y >= bounds.origin.y
            && point.x < bounds.origin.x + bounds.size.width && point.y < bounds.origin.y + bounds.size.height
    }

    /// Maps a point from the superview's coordinates into the view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let local = hasIdentityTransform ? offset : offset.applying(transform.inverted())
        return CGPoint(x: local.x + bounds.origin.x + bounds.size.width / 2, y: local.y + bounds.origin.y + bounds.size.height / 2)
    }

    /// The affine map from the view's coordinates to its superview's.
    var toSuperviewTransform: CGAffineTransform {
        let centring = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
        let turned = hasIdentityTransform ? centring : centring.concatenating(transform)
        return turned.concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps a point from the view's coordinates into the superview's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let transformed = hasIdentityTransform ? local : local.applying(transform)
        return CGPoint(x: transformed.x + center.x, y: transformed.y + center.y)
    }
}

/// The stored flags that decide whether a view takes part in hit testing.
struct ViewVisibility {
    var isHidden = false
    var alpha: CGFloat = 1
    var isUserInteractionEnabled = true

    /// Not hidden, opaque enough (alpha ≥ 0.01) and interactive.
    var acceptsTouches: Bool {
        !isHidden && alpha >= UIView.hitTestAlphaThreshold && isUserInteractionEnabled
    }
}
