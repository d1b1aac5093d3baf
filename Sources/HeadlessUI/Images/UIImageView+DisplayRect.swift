import Foundation

extension UIImageView {
    /// Where an image of `imageSize` points is drawn inside `bounds` for `contentMode`:
    /// - `.scaleToFill` and `.redraw`: the whole bounds (stretched).
    /// - `.scaleAspectFit`: the largest rect with the image's aspect ratio that fits, centred.
    /// - `.scaleAspectFill`: the smallest rect with the image's aspect ratio that covers the bounds,
    ///   centred (it overflows; the view crops it when `clipsToBounds` is on).
    /// - `.center`, `.top`, `.bottom`, `.left`, `.right`: the image's own size, placed so.
    ///
    /// Degenerate sizes (an empty image or bounds) give a zero-size rect at the bounds' centre.
    public static func displayRect(forImageSize imageSize: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        func centred(_ size: CGSize) -> CGRect {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard imageSize.width > 0, imageSize.height > 0, bounds.width > 0, bounds.height > 0 else {
                return centred(.zero)
            }
            let widthRatio = bounds.width / imageSize.width, heightRatio = bounds.height / imageSize.height
            let ratio = contentMode == .scaleAspectFit ? Swift.min(widthRatio, heightRatio) : Swift.max(widthRatio, heightRatio)
            return centred(CGSize(width: imageSize.width * ratio, height: imageSize.height * ratio))
        case .center:
            return centred(imageSize)
        case .top:
            return CGRect(x: center.x - imageSize.width / 2, y: bounds.minY, width: imageSize.width, height: imageSize.height)
        case .bottom:
            return CGRect(
                x: center.x - imageSize.width / 2, y: bounds.maxY - imageSize.height, width: imageSize.width, height: imageSize.height
            )
        case .left:
            return CGRect(x: bounds.minX, y: center.y - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        case .right:
            return CGRect(
                x: bounds.maxX - imageSize.width, y: center.y - imageSize.height / 2, width: imageSize.width, height: imageSize.height
            )
        }
    }

    /// Where the displayed image is drawn in the view's bounds (see
    /// ``displayRect(forImageSize:in:contentMode:)``), or nil when there is no image.
    /// Rendering draws here; tests can check aspect-fit letterboxing.
    public var imageFrame: CGRect? {
        guard let image = displayedImage else { return nil }
        return UIImageView.displayRect(forImageSize: image.size, in: bounds, contentMode: contentMode)
    }
}
