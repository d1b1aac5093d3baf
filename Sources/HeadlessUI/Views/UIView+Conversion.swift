import Foundation

extension UIView {
    /// Maps a point from this view's coordinates to its superview's (bounds origin, transform, centre).
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        geometry.convertToSuperview(point)
    }

    /// Maps a point from the superview's coordinates to this view's: the exact conversion hit
    /// testing uses (public for tools that repeat hit testing, such as Hammer's snapshot).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        geometry.convertFromSuperview(point)
    }

    /// Maps a point from this view's coordinates to the root's (a window's coordinates are screen
    /// coordinates offset by the window's frame; windows are top-level, so the root of a window's
    /// tree maps through its own frame to the screen).
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView? = self
        while let view = current {
            result = view.convertToSuperview(result)
            current = view.storedSuperview
        }
        return result
    }

    /// Maps a screen point into this view's coordinates.
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        // Recursion instead of building the ancestor chain: no allocation per conversion.
        let inSuperview = storedSuperview?.convertFromScreen(point) ?? point
        return convertFromSuperview(inSuperview)
    }

    /// Converts a point from this view's coordinates to `view`'s; `nil` means screen coordinates.
    /// Works between any two views, in the same window or not.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let screenPoint = convertToScreen(point)
        guard let view else { return screenPoint }
        return view.convertFromScreen(screenPoint)
    }

    /// Converts a point from `view`'s coordinates (screen coordinates when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let screenPoint = view?.convertToScreen(point) ?? point
        return convertFromScreen(screenPoint)
    }

    /// Converts a rectangle to `view`'s coordinates; with transforms, the bounding box of the corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var mapping = screenTransform
        if let view { mapping = mapping.concatenating(view.screenTransform.inverted()) }
        return rect.boundingBox(applying: mapping)
    }

    /// Converts a rectangle from `view`'s coordinates; with transforms, the bounding box of the corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        var mapping = screenTransform.inverted()
        if let view { mapping = view.screenTransform.concatenating(mapping) }
        return rect.boundingBox(applying: mapping)
    }

    /// The affine map from this view's coordinates to screen coordinates, built in one walk up the
    /// hierarchy (each level: bounds origin and centring, the view's transform, then its centre).
    var screenTransform: CGAffineTransform {
        var mapping = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current {
            mapping = mapping.concatenating(view.geometry.toSuperviewTransform)
            current = view.storedSuperview
        }
        return mapping
    }
}

extension CGRect {
    /// The bounding box of the four corners mapped through `t` (no allocation; an exact offset when
    /// `t` only translates).
    func boundingBox(applying t: CGAffineTransform) -> CGRect {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return CGRect(x: origin.x + t.tx, y: origin.y + t.ty, width: size.width, height: size.height)
        }
        let x0 = minX, x1 = maxX, y0 = minY, y1 = maxY
        let p1 = CGPoint(x: x0, y: y0).applying(t), p2 = CGPoint(x: x1, y: y0).applying(t)
        let p3 = CGPoint(x: x0, y: y1).applying(t), p4 = CGPoint(x: x1, y: y1).applying(t)
        let minimumX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
        let maximumX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
        let minimumY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
        let maximumY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        return CGRect(x: minimumX, y: minimumY, width: maximumX - minimumX, height: maximumY - minimumY)
    }
}
