/// How a PNG stores each pixel (the IHDR colour type).
enum PNGColorType: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// One grey sample per pixel (bit depths 1, 2, 4, 8, 16).
    case grayscale = 0
    /// Red, green and blue samples (bit depths 8, 16).
    case rgb = 2
    /// One index into the `PLTE` palette (bit depths 1, 2, 4, 8).
    case palette = 3
    /// Grey and alpha samples (bit depths 8, 16).
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples (bit depths 8, 16); what ``PNGEncoder`` writes.
    case rgba = 6

    /// Samples per pixel.
    var channelCount: Int {
        switch self {
        case .grayscale, .palette: return 1
        case .grayscaleAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// The bit depths the PNG specification allows for this colour type.
    var allowedBitDepths: [Int] {
        switch self {
        case .grayscale: return [1, 2, 4, 8, 16]
        case .palette: return [1, 2, 4, 8]
        case .rgb, .grayscaleAlpha, .rgba: return [8, 16]
        }
    }

    /// `grey`, `RGB`, `palette`, `grey + alpha` or `RGBA`.
    var description: String {
        switch self {
        case .grayscale: return "grey"
        case .rgb: return "RGB"
        case .palette: return "palette"
        case .grayscaleAlpha: return "grey + alpha"
        case .rgba: return "RGBA"
        }
    }
}
