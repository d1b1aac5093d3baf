import Foundation

extension UIImage {
    /// A copy whose edges inside `capInsets` (points) keep their size when the image is drawn
    /// larger, as UIKit's `resizableImage(withCapInsets:)`; the middle tiles (see
    /// ``resizableImage(withCapInsets:resizingMode:)``).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy drawn in nine parts, as UIKit's `resizableImage(withCapInsets:resizingMode:)`: the
    /// corners keep their size, the edges stretch along their length and the middle fills the rest
    /// (stretched in both modes; see Guide/HeadlessUI.md). Negative or non-finite insets, or insets
    /// wider than the image, are reported and the image is returned unchanged.
    ///
    /// ```swift
    /// let bubble = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    /// ```
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let valid = capInsets.isFinite && capInsets.top >= 0 && capInsets.left >= 0 && capInsets.bottom >= 0
            && capInsets.right >= 0 && capInsets.left + capInsets.right <= size.width
            && capInsets.top + capInsets.bottom <= size.height
        guard valid else {
            let issue = RuntimeIssue.invalidConfiguration(
                object: "UIImage", property: "resizableImage(withCapInsets: \(capInsets))",
                reason: "cap insets must be finite, non-negative and fit the image's \(size.width)×\(size.height) pt; "
                    + "the image is returned unchanged."
            )
            if Thread.isMainThread {
                MainActor.assumeIsolated { UIApplication.reportRuntimeIssue(issue) }
            } else {
                FileHandle.standardError.write(Data("HeadlessUI: \(issue)\n".utf8))
            }
            return self
        }
        return UIImage(
            size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: rgbaBytes,
            renderingMode: renderingMode, tintColor: tintColor, symbolName: symbolName, accessibilityLabel: accessibilityLabel,
            symbolConfiguration: symbolConfiguration, capInsets: capInsets, resizingMode: resizingMode
        )
    }
}
