import Foundation

extension UIView {
    /// Maps a point from this view's coordinates to its superview's (bounds origin, transform, centre).
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        geometry.convertToSuperview(point)
    }

    /// Maps a point from the superview's coordinates to this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
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
        boundingBox(of: corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates; with transforms, the bounding box of the corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: corners(of: rect).map { convert($0, from: view) })
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
    }

    private func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
