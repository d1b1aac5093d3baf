import Foundation

/// An sRGB colour with its components already multiplied by alpha, as 0...255 integers: the form
/// the canvas stores and blends (source-over is then `src + dst × (1 − srcα)`).
struct PremultipliedColor: Equatable, Sendable {
    var red: UInt32
    var green: UInt32
    var blue: UInt32
    var alpha: UInt32

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `color` with its alpha multiplied by `opacity`, premultiplied and rounded to bytes.
    init(_ color: UIColor, opacity: CGFloat = 1) {
        let alpha = Swift.min(1, Swift.max(0, color.alpha * (opacity.isNaN ? 0 : opacity)))
        func byte(_ component: CGFloat) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, component)) * alpha * 255).rounded()) }
        self.red = byte(color.red)
        self.green = byte(color.green)
        self.blue = byte(color.blue)
        self.alpha = UInt32((alpha * 255).rounded())
    }

    var isOpaque: Bool { alpha == 255 }
    var isClear: Bool { alpha == 0 }

    /// Packs the colour as the four bytes R, G, B, A in memory order.
    var packed: UInt32 {
        red | green << 8 | blue << 16 | alpha << 24
    }

    /// `value × fraction / 255`, rounded (exact for every byte pair).
    @inline(__always)
    static func multiply(_ value: UInt32, _ fraction: UInt32) -> UInt32 {
        let product = value &* fraction &+ 128
        return (product &+ (product >> 8)) >> 8
    }
}

/// Source-over blending of premultiplied pixels packed as R, G, B, A bytes in a `UInt32`.
enum PixelBlend {
    /// `source` (premultiplied, packed) scaled by `coverage` (0...255) drawn over `destination`.
    @inline(__always)
    static func sourceOver(_ source: PremultipliedColor, coverage: UInt32, onto destination: UInt32) -> UInt32 {
        let red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32
        if coverage >= 255 {
            red = source.red; green = source.green; blue = source.blue; alpha = source.alpha
        } else {
            red = PremultipliedColor.multiply(source.red, coverage)
            green = PremultipliedColor.multiply(source.green, coverage)
            blue = PremultipliedColor.multiply(source.blue, coverage)
            alpha = PremultipliedColor.multiply(source.alpha, coverage)
        }
        if alpha >= 255 { return red | green << 8 | blue << 16 | alpha << 24 }
        let keep = 255 - alpha
        let dr = PremultipliedColor.multiply(destination & 0xFF, keep)
        let dg = PremultipliedColor.multiply((destination >> 8) & 0xFF, keep)
        let db = PremultipliedColor.multiply((destination >> 16) & 0xFF, keep)
        let da = PremultipliedColor.multiply(destination >> 24, keep)
        return Swift.min(255, red + dr) | Swift.min(255, green + dg) << 8
            | Swift.min(255, blue + db) << 16 | Swift.min(255, alpha + da) << 24
    }

    /// A packed premultiplied pixel as a colour.
    @inline(__always)
    static func unpack(_ pixel: UInt32) -> PremultipliedColor {
        PremultipliedColor(red: pixel & 0xFF, green: (pixel >> 8) & 0xFF, blue: (pixel >> 16) & 0xFF, alpha: pixel >> 24)
    }
}
