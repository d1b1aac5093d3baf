import Foundation

/// A block of premultiplied RGBA8 pixels covering `rect` of the canvas: the canvas itself, or an
/// offscreen transparency layer. Pixels are packed R | G<<8 | B<<16 | A<<24 in a `UInt32`.
final class RasterSurface {
    let rect: PixelRect
    var pixels: [UInt32]

    init(rect: PixelRect, fill: UInt32 = 0) {
        self.rect = rect
        pixels = [UInt32](repeating: fill, count: rect.width * rect.height)
    }

    /// The index of canvas pixel (`x`, `y`), which must lie in ``rect``.
    @inline(__always)
    func index(x: Int, y: Int) -> Int {
        (y - rect.y0) * rect.width + (x - rect.x0)
    }
}

/// Coverage (0...255) per pixel of `rect`, used for non-rectangular or fractional clips.
final class ClipMask {
    let rect: PixelRect
    var coverage: [UInt8]

    init(rect: PixelRect) {
        self.rect = rect
        coverage = [UInt8](repeating: 0, count: rect.width * rect.height)
    }

    /// The coverage at canvas pixel (`x`, `y`); 0 outside ``rect``.
    @inline(__always)
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return coverage[(y - rect.y0) * rect.width + (x - rect.x0)]
    }
}

/// Where drawing may touch: whole-pixel bounds, refined by an optional coverage mask.
struct ClipState {
    var bounds: PixelRect
    var mask: ClipMask?
}
