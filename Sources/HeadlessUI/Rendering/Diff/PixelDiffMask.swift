import Foundation

/// The parts of a bitmap a ``PixelDiff`` ignores: rectangles, a per-pixel bitmap, or both (a pixel
/// is ignored when any of them covers it). Use it for content that legitimately changes between
/// runs, such as a clock or a blinking cursor.
///
/// ```swift
/// let mask = PixelDiffMask(ignoring: [PixelRegion(x: 0, y: 0, width: 393, height: 54)])   // status bar
/// let same = PixelDiffMask(ignoringPointRects: [clockLabel.frame], scale: 3)
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct PixelDiffMask: Equatable, Sendable {
    /// Ignored rectangles in pixels; parts outside the bitmap do not matter.
    public var ignoredRects: [PixelRegion]
    /// An optional per-pixel mask: `true` ignores the pixel. Its size must equal the compared bitmaps'.
    public private(set) var ignoredPixels: [Bool]?
    /// The width of ``ignoredPixels`` in pixels (0 without one).
    public private(set) var ignoredPixelsWidth: Int
    /// The height of ``ignoredPixels`` in pixels (0 without one).
    public private(set) var ignoredPixelsHeight: Int

    /// Ignores nothing.
    public static let none = PixelDiffMask(ignoring: [])

    /// Ignores the pixels inside `rects`.
    public init(ignoring rects: [PixelRegion]) {
        self.ignoredRects = rects
        self.ignoredPixels = nil
        self.ignoredPixelsWidth = 0
        self.ignoredPixelsHeight = 0
    }

    /// Ignores every pixel touched by `rects` given in points (for example view frames in window
    /// coordinates) for bitmaps of `scale` pixels per point.
    public init(ignoringPointRects rects: [CGRect], scale: CGFloat) {
        self.init(ignoring: rects.map { PixelRegion(covering: $0, scale: scale) })
    }

    /// Ignores the pixels whose entry in `ignoredPixels` (`width × height`, rows from the top) is `true`,
    /// plus the pixels inside `rects`. Throws when the count does not match the size.
    public init(ignoredPixels: [Bool], width: Int, height: Int, rects: [PixelRegion] = []) throws(PixelDiffError) {
        guard width >= 1, height >= 1 else { throw .invalidDimensions(width: width, height: height) }
        let (expected, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, ignoredPixels.count == expected else {
            throw .bufferSizeMismatch(
                buffer: "mask", width: width, height: height, expectedCount: overflow ? Int.max : expected, actualCount: ignoredPixels.count
            )
        }
        self.init(ignoring: rects)
        self.ignoredPixels = ignoredPixels
        self.ignoredPixelsWidth = width
        self.ignoredPixelsHeight = height
    }

    /// Ignores the pixels where `image` is not fully transparent (alpha above 0): paint the regions
    /// to ignore in any opaque colour on a clear image of the compared bitmaps' pixel size.
    public init(ignoringNonTransparentPixelsOf image: UIImage) {
        let bytes = image.rgbaBytes
        let pixels = (0..<(image.pixelWidth * image.pixelHeight)).map { bytes[$0 * 4 + 3] > 0 }
        self.init(ignoring: [])
        self.ignoredPixels = pixels
        self.ignoredPixelsWidth = image.pixelWidth
        self.ignoredPixelsHeight = image.pixelHeight
    }

    /// Whether the mask ignores nothing.
    public var isEmpty: Bool {
        ignoredRects.allSatisfy(\.isEmpty) && !(ignoredPixels?.contains(true) ?? false)
    }

    /// One flag per pixel of a `width × height` bitmap (`true` = ignored), or nil when nothing is
    /// ignored. Throws when the pixel mask has another size.
    func ignoredMap(width: Int, height: Int) throws(PixelDiffError) -> [Bool]? {
        if ignoredPixels != nil {
            guard ignoredPixelsWidth == width, ignoredPixelsHeight == height else {
                throw .maskSizeMismatch(
                    maskWidth: ignoredPixelsWidth, maskHeight: ignoredPixelsHeight, imageWidth: width, imageHeight: height
                )
            }
        }
        guard !isEmpty else { return nil }
        var map = ignoredPixels ?? [Bool](repeating: false, count: width * height)
        let bounds = PixelRegion(x: 0, y: 0, width: width, height: height)
        for rect in ignoredRects {
            let clipped = rect.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            for row in clipped.y..<(clipped.y + clipped.height) {
                let start = row * width + clipped.x
                for index in start..<(start + clipped.width) { map[index] = true }
            }
        }
        return map
    }
}
