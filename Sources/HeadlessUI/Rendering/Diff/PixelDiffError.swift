/// Why two bitmaps could not be compared (thrown by ``PixelDiff``); ``description`` says what to fix.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum PixelDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bitmaps have different pixel sizes.
    case sizeMismatch(actualWidth: Int, actualHeight: Int, referenceWidth: Int, referenceHeight: Int)
    /// A width or height is below 1.
    case invalidDimensions(width: Int, height: Int)
    /// A buffer (`"actual"`, `"reference"` or `"mask"`) does not hold one entry per pixel (4 bytes for RGBA).
    case bufferSizeMismatch(buffer: String, width: Int, height: Int, expectedCount: Int, actualCount: Int)
    /// The mask bitmap's size differs from the compared bitmaps' size.
    case maskSizeMismatch(maskWidth: Int, maskHeight: Int, imageWidth: Int, imageHeight: Int)

    /// The message.
    public var description: String {
        switch self {
        case .sizeMismatch(let actualWidth, let actualHeight, let referenceWidth, let referenceHeight):
            return "The images differ in size: actual \(actualWidth) × \(actualHeight) px, reference \(referenceWidth) × "
                + "\(referenceHeight) px. Render at the reference's size and scale, or record a new reference."
        case .invalidDimensions(let width, let height):
            return "Cannot compare \(width) × \(height) pixel bitmaps: width and height must be at least 1."
        case .bufferSizeMismatch(let buffer, let width, let height, let expected, let actual):
            let unit = buffer == "mask" ? "1 entry per pixel" : "4 bytes (RGBA8) per pixel"
            return "The \(buffer) buffer holds \(actual) entries, but a \(width) × \(height) pixel bitmap needs \(expected) (\(unit))."
        case .maskSizeMismatch(let maskWidth, let maskHeight, let imageWidth, let imageHeight):
            return "The mask bitmap is \(maskWidth) × \(maskHeight) px but the images are \(imageWidth) × \(imageHeight) px; make the mask "
                + "the images' size or use rectangles."
        }
    }
}
