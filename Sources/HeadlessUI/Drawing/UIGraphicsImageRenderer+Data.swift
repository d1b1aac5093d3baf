import Foundation

extension UIGraphicsImageRenderer {
    /// Runs `actions` like ``image(actions:)`` and returns the result as PNG data, as UIKit's
    /// `pngData(actions:)` (8-bit RGBA; see `UIImage.pngData()`).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
