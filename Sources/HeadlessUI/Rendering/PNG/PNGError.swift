/// Why PNG data could not be decoded or a bitmap could not be encoded (thrown by ``PNGDecoder`` and
/// ``PNGEncoder``). Each case carries the facts; ``description`` says what is wrong and what to do.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: File structure

    /// The data does not start with the 8-byte PNG signature `89 50 4E 47 0D 0A 1A 0A`.
    case invalidSignature(found: [UInt8])
    /// A chunk's length, type, data or CRC runs past the end of the data.
    /// `chunk` is nil when even the 4-byte type could not be read.
    case truncatedChunk(chunk: String?, offset: Int, declaredLength: Int?, availableBytes: Int)
    /// A chunk declares a length above the PNG limit of 2³¹ − 1 bytes.
    case chunkTooLong(chunk: String, offset: Int, declaredLength: UInt32)
    /// A chunk type is not four ASCII letters.
    case invalidChunkType(bytes: [UInt8], offset: Int)
    /// A chunk's stored CRC-32 differs from the CRC computed over its type and data.
    case crcMismatch(chunk: String, offset: Int, stored: UInt32, computed: UInt32)
    /// A chunk the file needs is not there (`IHDR`, `IDAT`, `IEND`, or `PLTE` for palette images).
    case missingChunk(String)
    /// A chunk appears where the PNG specification does not allow it.
    case misplacedChunk(String, reason: String)
    /// A critical chunk (upper-case first letter) that this decoder does not know.
    case unknownCriticalChunk(String)

    // MARK: Header

    /// `IHDR` is not 13 bytes long.
    case invalidHeaderLength(Int)
    /// Width or height is 0 or above 2³¹ − 1.
    case invalidDimensions(width: Int, height: Int)
    /// The image has more pixels than ``PNGDecoder/maximumPixelCount``.
    case imageTooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The colour type is not 0, 2, 3, 4 or 6.
    case invalidColorType(UInt8)
    /// The bit depth is not allowed for the colour type.
    case invalidBitDepth(UInt8, colorType: UInt8)
    /// The compression method is not 0 (deflate).
    case unsupportedCompressionMethod(UInt8)
    /// The filter method is not 0 (adaptive filtering with five filter types).
    case unsupportedFilterMethod(UInt8)
    /// The image is Adam7-interlaced, which HeadlessUI does not decode.
    case interlacingNotSupported
    /// The interlace method is neither 0 (none) nor 1 (Adam7).
    case invalidInterlaceMethod(UInt8)

    // MARK: Palette and transparency

    /// The `PLTE` chunk is malformed (length, entry count).
    case invalidPalette(reason: String)
    /// A pixel refers to a palette entry that does not exist.
    case paletteIndexOutOfRange(index: Int, paletteCount: Int)
    /// The `tRNS` chunk does not fit the colour type.
    case invalidTransparency(reason: String)

    // MARK: Image data

    /// zlib could not inflate the concatenated `IDAT` data.
    case decompressionFailed(reason: String)
    /// The inflated image data is not `height × (1 + bytes per row)` bytes.
    case dataLengthMismatch(expected: Int, actual: Int)
    /// A row starts with a filter type byte other than 0...4.
    case invalidFilterType(UInt8, row: Int)

    // MARK: Encoding

    /// The bitmap given to the encoder has an unusable width or height.
    case invalidBitmapDimensions(width: Int, height: Int)
    /// The bitmap given to the encoder does not hold `width × height × 4` bytes.
    case bitmapSizeMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)
    /// The encoder's compression level is outside 0...9.
    case invalidCompressionLevel(Int)
    /// The encoder's resolution (dots per inch) is not a finite number above 0.
    case invalidResolution(Double)
    /// zlib could not compress the image data.
    case compressionFailed(reason: String)

    // MARK: Images

    /// `UIImage(pngData:scale:)` was given a scale that is not a finite number above 0.
    case invalidImageScale(Double)
}
