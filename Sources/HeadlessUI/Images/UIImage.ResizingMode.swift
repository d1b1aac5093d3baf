import Foundation

extension UIImage {
    /// How the middle of a resizable image fills a larger rectangle, as UIKit's `UIImage.ResizingMode`
    /// (UIKit's raw values).
    public enum ResizingMode: Int, Sendable, CaseIterable {
        /// The middle repeats (HeadlessUI stretches it; the same pixels for a one-pixel middle).
        case tile = 0
        /// The middle stretches.
        case stretch = 1
    }
}
