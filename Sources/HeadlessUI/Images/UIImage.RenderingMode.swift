import Foundation

extension UIImage {
    /// How an image view draws an image, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbol images, original colours for bitmaps.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: the alpha channel filled with the image view's tint colour.
        case alwaysTemplate
    }
}
