import Foundation

/// Compares two RGBA8 bitmaps pixel by pixel: the check behind snapshot assertions.
///
/// A pixel differs when any channel differs by more than the tolerance (two fully transparent
/// pixels never differ); masked pixels are skipped. The result counts the differing pixels, gives
/// their ratio, bounding box and the largest channel difference, and, when something differs, a
/// diff image: differing pixels in red over a faded grey copy of the reference, ignored pixels tinted
/// blue. Pure: no main actor, no shared state.
///
/// ```swift
/// let result = try PixelDiff.compare(screenshot, reference, tolerance: PixelDiffTolerance(channelDelta: 2))
/// if !result.matches(maximumRatio: 0.001) { print(result); save(result.diffImage?.pngData()) }
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public enum PixelDiff {
    /// Colour of a differing pixel in the diff image.
    public static let differenceColor: [UInt8] = [255, 0, 0, 255]
    /// Share of the reference's darkness kept in the faded grey copy (0 = white, 1 = full grey).
    public static let fadedReferenceStrength = 0.3
    /// Colour (RGB) an ignored pixel is tinted towards in the diff image.
    public static let ignoredTintColor: [UInt8] = [80, 140, 255]
    /// How strongly ignored pixels are tinted, 0...1.
    public static let ignoredTintStrength = 0.35

    /// Compares two images' pixels (their scales do not take part; the diff image gets the
    /// reference's scale). Throws ``PixelDiffError/sizeMismatch(actualWidth:actualHeight:referenceWidth:referenceHeight:)``
    /// when their pixel sizes differ.
    public static func compare(
        _ actual: UIImage, _ reference: UIImage, tolerance: PixelDiffTolerance = .exact, mask: PixelDiffMask = .none
    ) throws(PixelDiffError) -> PixelDiffResult {
        guard actual.pixelWidth == reference.pixelWidth, actual.pixelHeight == reference.pixelHeight else {
            throw .sizeMismatch(actualWidth: actual.pixelWidth, actualHeight: actual.pixelHeight,
                                referenceWidth: reference.pixelWidth, referenceHeight: reference.pixelHeight)
        }
        return try compare(actual: actual.rgbaBytes, reference: reference.rgbaBytes, width: reference.pixelWidth,
                           height: reference.pixelHeight, scale: reference.scale, tolerance: tolerance, mask: mask)
    }

    /// Compares two straight RGBA8 buffers of `width × height` pixels (rows from the top).
    /// `scale` only sets the diff image's scale.
    public static func compare(
        actual: [UInt8], reference: [UInt8], width: Int, height: Int, scale: CGFloat = 1,
        tolerance: PixelDiffTolerance = .exact, mask: PixelDiffMask = .none
    ) throws(PixelDiffError) -> PixelDiffResult {
        guard width >= 1, height >= 1 else { throw .invalidDimensions(width: width, height: height) }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        let expected = overflow ? Int.max : pixelCount &* 4
        for (name, buffer) in [("actual", actual), ("reference", reference)] where overflow || buffer.count != expected {
            throw .bufferSizeMismatch(buffer: name, width: width, height: height, expectedCount: expected, actualCount: buffer.count)
        }
        let ignored = try mask.ignoredMap(width: width, height: height)
        let limit = Int(tolerance.channelDelta)
        var differing = 0, ignoredCount = 0, maximumDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        actual.withUnsafeBufferPointer { a in
            reference.withUnsafeBufferPointer { r in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        if let ignored, ignored[index] { ignoredCount += 1; continue }
                        let delta = channelDelta(a.baseAddress! + index * 4, r.baseAddress! + index * 4)
                        maximumDelta = max(maximumDelta, delta)
                        guard delta > limit else { continue }
                        differing += 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        let bounds = differing == 0 ? nil : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        let diff = differing == 0 ? nil
            : diffBitmap(actual: actual, reference: reference, width: width, height: height, limit: limit, ignored: ignored)
        return PixelDiffResult(
            width: width, height: height, comparedPixelCount: pixelCount - ignoredCount, ignoredPixelCount: ignoredCount,
            differingPixelCount: differing, differenceBounds: bounds, maximumChannelDelta: maximumDelta,
            tolerance: tolerance, diffRGBA: diff, scale: scale
        )
    }

    /// The largest channel difference between two pixels; 0 when both are fully transparent.
    @inline(__always)
    static func channelDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Int {
        if a[3] == 0 && b[3] == 0 { return 0 }
        var delta = 0
        for channel in 0..<4 { delta = max(delta, abs(Int(a[channel]) - Int(b[channel]))) }
        return delta
    }

    /// The diff image: red where pixels differ beyond `limit`, else the reference as faded grey
    /// (composited over white), tinted blue where ignored.
    private static func diffBitmap(
        actual: [UInt8], reference: [UInt8], width: Int, height: Int, limit: Int, ignored: [Bool]?
    ) -> [UInt8] {
        var output = [UInt8](repeating: 255, count: width * height * 4)
        let tint = ignoredTintColor.map(Double.init), strength = ignoredTintStrength
        actual.withUnsafeBufferPointer { a in
            reference.withUnsafeBufferPointer { r in
                for index in 0..<(width * height) {
                    let offset = index * 4
                    let isIgnored = ignored?[index] ?? false
                    if !isIgnored, channelDelta(a.baseAddress! + offset, r.baseAddress! + offset) > limit {
                        for channel in 0..<4 { output[offset + channel] = differenceColor[channel] }
                        continue
                    }
                    let grey = fadedGrey(r[offset], r[offset + 1], r[offset + 2], r[offset + 3])
                    for channel in 0..<3 {
                        let value = isIgnored ? grey + (tint[channel] - grey) * strength : grey
                        output[offset + channel] = UInt8(value.rounded())
                    }
                }
            }
        }
        return output
    }

    /// The pixel's luminance over white, faded towards white by ``fadedReferenceStrength``.
    private static func fadedGrey(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> Double {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        let overWhite = 255 - (255 - luminance) * Double(alpha) / 255
        return 255 - (255 - overWhite) * fadedReferenceStrength
    }
}
