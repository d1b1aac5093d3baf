import Foundation

/// What a ``PixelDiff`` found: how many pixels differ beyond the tolerance, where, by how much, and
/// a diff image to look at.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct PixelDiffResult: Equatable, Sendable, CustomStringConvertible {
    /// Width of the compared bitmaps in pixels.
    public let width: Int
    /// Height of the compared bitmaps in pixels.
    public let height: Int
    /// Pixels compared (all pixels minus the masked ones).
    public let comparedPixelCount: Int
    /// Pixels the mask excluded.
    public let ignoredPixelCount: Int
    /// Compared pixels that differ beyond the tolerance.
    public let differingPixelCount: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public let differenceBounds: PixelRegion?
    /// The largest channel difference (0...255) over all compared pixels, including differences
    /// within the tolerance: useful to choose a tolerance.
    public let maximumChannelDelta: Int
    /// The tolerance the comparison used.
    public let tolerance: PixelDiffTolerance
    /// The diff image as straight RGBA8 (`width × height × 4` bytes); nil when nothing differs.
    public let diffRGBA: [UInt8]?
    /// Pixels per point of the diff image (the reference's scale).
    public let scale: CGFloat

    /// Differing pixels divided by compared pixels, 0...1 (0 when every pixel is masked).
    public var differingRatio: Double {
        comparedPixelCount == 0 ? 0 : Double(differingPixelCount) / Double(comparedPixelCount)
    }

    /// Whether no compared pixel differs beyond the tolerance.
    public var isMatch: Bool { differingPixelCount == 0 }

    /// Whether the share of differing pixels is at most `maximumRatio` (0 = none may differ,
    /// 0.01 = up to 1 %). A negative or NaN ratio never matches.
    public func matches(maximumRatio: Double = 0) -> Bool {
        differingRatio <= maximumRatio
    }

    /// The diff image (differing pixels red over a faded grey reference, ignored pixels tinted blue)
    /// at the reference's scale; nil when nothing differs.
    public var diffImage: UIImage? {
        guard let diffRGBA else { return nil }
        return UIImage(
            size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale,
            pixelWidth: width, pixelHeight: height, bytes: diffRGBA,
            renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil
        )
    }

    /// `12 of 1000 pixels differ (1.2 %) beyond a tolerance of ±2 per channel, in x 3..<9, y 0..<2 (6×2 px);
    /// largest channel difference 255; 20 pixels ignored`.
    public var description: String {
        var text: String
        if isMatch {
            text = "All \(comparedPixelCount) compared pixels match (tolerance: \(tolerance))"
        } else {
            let percent = (differingRatio * 100_000).rounded() / 1000
            text = "\(differingPixelCount) of \(comparedPixelCount) pixels differ (\(percent) %) beyond a tolerance of \(tolerance)"
            if let differenceBounds { text += ", in \(differenceBounds)" }
        }
        text += "; largest channel difference \(maximumChannelDelta)"
        if ignoredPixelCount > 0 { text += "; \(ignoredPixelCount) pixels ignored" }
        return text
    }
}
