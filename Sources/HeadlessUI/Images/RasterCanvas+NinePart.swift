import Foundation

extension RasterCanvas {
    /// Draws a resizable image (non-zero `capInsets`) into `rect` in nine parts: corners at their
    /// size, edges stretched along their length, the middle stretched both ways. When `rect` is
    /// smaller than the caps, the caps shrink in proportion.
    func drawNinePart(
        _ source: [UInt32], of image: UIImage, in rect: CGRect, interpolation: ImageInterpolation
    ) {
        let insets = image.capInsets
        let columns = Self.ninePartSpans(
            pixels: image.pixelWidth, scale: image.scale, start: insets.left, end: insets.right,
            destinationOrigin: rect.minX, destinationLength: rect.width
        )
        let rows = Self.ninePartSpans(
            pixels: image.pixelHeight, scale: image.scale, start: insets.top, end: insets.bottom,
            destinationOrigin: rect.minY, destinationLength: rect.height
        )
        for row in rows where !row.source.isEmpty && row.length > 0 {
            for column in columns where !column.source.isEmpty && column.length > 0 {
                var part: [UInt32] = []
                part.reserveCapacity(column.source.count * row.source.count)
                for y in row.source {
                    let start = y * image.pixelWidth
                    part.append(contentsOf: source[(start + column.source.lowerBound)..<(start + column.source.upperBound)])
                }
                drawPixels(
                    part, width: column.source.count, height: row.source.count,
                    in: CGRect(x: column.origin, y: row.origin, width: column.length, height: row.length),
                    interpolation: interpolation
                )
            }
        }
    }

    /// The three source pixel spans along one axis and where each lands (origin, length in points).
    private static func ninePartSpans(
        pixels: Int, scale: CGFloat, start: CGFloat, end: CGFloat, destinationOrigin: CGFloat, destinationLength: CGFloat
    ) -> [(source: Range<Int>, origin: CGFloat, length: CGFloat)] {
        let startPixels = Swift.min(pixels, Int((start * scale).rounded()))
        let endPixels = Swift.min(pixels - startPixels, Int((end * scale).rounded()))
        let caps = start + end
        let shrink = caps > destinationLength && caps > 0 ? destinationLength / caps : 1
        let startLength = start * shrink, endLength = end * shrink
        let middleLength = Swift.max(0, destinationLength - startLength - endLength)
        return [
            (0..<startPixels, destinationOrigin, startLength),
            (startPixels..<(pixels - endPixels), destinationOrigin + startLength, middleLength),
            ((pixels - endPixels)..<pixels, destinationOrigin + startLength + middleLength, endLength),
        ]
    }
}
