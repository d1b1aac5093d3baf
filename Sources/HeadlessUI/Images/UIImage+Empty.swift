import Foundation

extension UIImage {
    /// An empty image: zero size, scale 1, no pixels, as UIKit's `UIImage()`. Drawing it draws nothing;
    /// an image view showing it has no intrinsic size. Apps use it as a placeholder or to clear a
    /// background image.
    public convenience init() {
        self.init(
            size: .zero, scale: 1, pixelWidth: 0, pixelHeight: 0, bytes: [],
            renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil
        )
    }
}
