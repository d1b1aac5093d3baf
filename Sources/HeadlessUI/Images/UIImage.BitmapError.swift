import Foundation

extension UIImage {
    /// Why a bitmap could not become a ``UIImage`` (thrown by ``UIImage/init(size:scale:pixels:)``).
    public enum BitmapError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The point size is not finite or not positive.
        case invalidSize(CGSize)
        /// The scale is not finite or not positive.
        case invalidScale(CGFloat)
        /// `size × scale` is not a whole number of pixels.
        case fractionalPixelSize(size: CGSize, scale: CGFloat)
        /// The byte count is not `pixelWidth × pixelHeight × 4`.
        case pixelCountMismatch(pixelWidth: Int, pixelHeight: Int, expectedBytes: Int, actualBytes: Int)

        /// The message: what was wrong and how to fix it.
        public var description: String {
            switch self {
            case .invalidSize(let size):
                return "Cannot create a UIImage of size \(size.width) × \(size.height) pt: both dimensions must be finite and greater than "
                    + "0."
            case .invalidScale(let scale):
                return "Cannot create a UIImage with scale \(scale): the scale must be a finite number greater than 0 (1, 2 or 3 for "
                    + "screen images)."
            case .fractionalPixelSize(let size, let scale):
                return "Cannot create a UIImage of \(size.width) × \(size.height) pt at scale \(scale): that is \(size.width * scale) × "
                    + "\(size.height * scale) pixels, not a whole number. Pick a size that is a multiple of 1/scale points."
            case .pixelCountMismatch(let width, let height, let expected, let actual):
                return "Cannot create a \(width) × \(height) pixel UIImage from \(actual) bytes: RGBA8 needs 4 bytes per pixel, so "
                    + "\(expected) bytes (\(width) × \(height) × 4)."
            }
        }
    }
}
