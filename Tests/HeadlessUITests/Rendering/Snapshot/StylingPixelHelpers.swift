import HeadlessUI
import XCTest

/// The pixel of `image` (taken at `scale`) under the screen point `point`.
@MainActor
func pixel(_ image: UIImage, at point: CGPoint, scale: CGFloat) -> UIImage.Pixel? {
    image.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
}

/// The number of pixels of `image` (taken at `scale`) inside the screen rect `rect` that pass `test`.
@MainActor
func countPixels(in image: UIImage, screenRect rect: CGRect, scale: CGFloat, where test: (UIImage.Pixel) -> Bool) -> Int {
    countPixels(in: image, rect: rect.applying(CGAffineTransform(scaleX: scale, y: scale)), where: test)
}

/// The frame of `view` in screen (window) coordinates.
@MainActor
func screenFrame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
}

/// Whether a pixel is clearly system blue (the default tint).
func isTintBlue(_ pixel: UIImage.Pixel) -> Bool {
    pixel.blue > 200 && pixel.red < 120 && pixel.green < 190
}

/// Whether a pixel is clearly system red.
func isSystemRed(_ pixel: UIImage.Pixel) -> Bool {
    pixel.red > 200 && pixel.green < 140 && pixel.blue < 140
}

/// Whether a pixel is a neutral grey between `low` and `high` (channels within 12 of each other).
func isGrey(_ pixel: UIImage.Pixel, from low: UInt8, to high: UInt8) -> Bool {
    let channels = [pixel.red, pixel.green, pixel.blue]
    return channels.allSatisfy { $0 >= low && $0 <= high } && (channels.max()! - channels.min()!) <= 12
}
