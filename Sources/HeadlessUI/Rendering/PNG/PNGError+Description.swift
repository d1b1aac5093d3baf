extension PNGError {
    /// The message: what is wrong with the data (or the bitmap) and, where it helps, what to do.
    public var description: String {
        switch self {
        case .invalidSignature(let found):
            return "Not a PNG file: it starts with \(Self.hex(found)) instead of the PNG signature 89 50 4E 47 0D 0A 1A 0A."
        case .truncatedChunk(let chunk, let offset, let declaredLength, let available):
            let name = chunk.map { "the \($0) chunk" } ?? "a chunk"
            let needed = declaredLength.map {
                "it declares \($0) data bytes plus 12 bytes of length, type and CRC, but only \(available) bytes remain"
            }
                ?? "only \(available) bytes remain, fewer than the 8 bytes of a chunk's length and type"
            return "Truncated PNG: \(name) at byte \(offset) is cut off (\(needed)). The file was probably not written or downloaded "
                + "completely."
        case .chunkTooLong(let chunk, let offset, let length):
            return "Corrupt PNG: the \(chunk) chunk at byte \(offset) declares \(length) data bytes, above the PNG limit of 2147483647."
        case .invalidChunkType(let bytes, let offset):
            return "Corrupt PNG: the chunk at byte \(offset) has type bytes \(Self.hex(bytes)), which are not four ASCII letters."
        case .crcMismatch(let chunk, let offset, let stored, let computed):
            return "Corrupt PNG: CRC mismatch in the \(chunk) chunk at byte \(offset) (stored \(Self.hex32(stored)), computed "
                + "\(Self.hex32(computed))): its type or data bytes were altered."
        case .missingChunk(let chunk):
            return "Invalid PNG: the required \(chunk) chunk is missing\(chunk == "IEND" ? " (the file may be truncated)" : "")."
        case .misplacedChunk(let chunk, let reason):
            return "Invalid PNG: the \(chunk) chunk is out of place: \(reason)."
        case .unknownCriticalChunk(let chunk):
            return "Unsupported PNG: it contains the critical chunk \(chunk), which this decoder does not know (a critical chunk cannot be "
                + "skipped)."
        case .invalidHeaderLength(let length):
            return "Invalid PNG: the IHDR chunk holds \(length) bytes instead of 13."
        case .invalidDimensions(let width, let height):
            return "Invalid PNG: the image is \(width) × \(height) pixels; width and height must each be between 1 and 2147483647."
        case .imageTooLarge(let width, let height, let maximum):
            return "Unsupported PNG: the image is \(width) × \(height) pixels, more than the \(maximum) pixels HeadlessUI decodes."
        case .invalidColorType(let type):
            return "Invalid PNG: colour type \(type) does not exist (PNG has 0 grey, 2 RGB, 3 palette, 4 grey + alpha and 6 RGBA)."
        case .invalidBitDepth(let depth, let type):
            return "Invalid PNG: bit depth \(depth) is not allowed with colour type \(type) (allowed: "
                + "\(Self.allowedDepths(colorType: type)))."
        case .unsupportedCompressionMethod(let method):
            return "Unsupported PNG: compression method \(method); PNG defines only method 0 (deflate)."
        case .unsupportedFilterMethod(let method):
            return "Unsupported PNG: filter method \(method); PNG defines only method 0 (adaptive filtering)."
        case .interlacingNotSupported:
            return "Unsupported PNG: Adam7 interlacing is not supported. Save the image without interlacing (for example `convert in.png "
                + "-interlace none out.png`)."
        case .invalidInterlaceMethod(let method):
            return "Invalid PNG: interlace method \(method); PNG defines 0 (none) and 1 (Adam7)."
        case .invalidPalette(let reason):
            return "Invalid PNG: bad PLTE chunk: \(reason)."
        case .paletteIndexOutOfRange(let index, let count):
            return "Invalid PNG: a pixel uses palette index \(index), but the palette has only \(count) entries."
        case .invalidTransparency(let reason):
            return "Invalid PNG: bad tRNS chunk: \(reason)."
        case .decompressionFailed(let reason):
            return "Corrupt PNG: the IDAT image data could not be decompressed: \(reason)."
        case .dataLengthMismatch(let expected, let actual):
            return "Corrupt PNG: the image data inflates to \(actual) bytes, but the header's size and format need \(expected) bytes."
        case .invalidFilterType(let type, let row):
            return "Corrupt PNG: row \(row) has filter type \(type); PNG defines 0 None, 1 Sub, 2 Up, 3 Average and 4 Paeth."
        case .invalidBitmapDimensions(let width, let height):
            return "Cannot encode a \(width) × \(height) pixel PNG: width and height must each be between 1 and 2147483647."
        case .bitmapSizeMismatch(let width, let height, let expected, let actual):
            return "Cannot encode a \(width) × \(height) pixel PNG from \(actual) bytes: RGBA8 needs 4 bytes per pixel, so \(expected) "
                + "bytes."
        case .invalidCompressionLevel(let level):
            return "Cannot encode the PNG with compression level \(level): zlib levels run from 0 (store) to 9 (smallest); "
                + "\(PNGEncoder.defaultCompressionLevel) is the default."
        case .invalidResolution(let dotsPerInch):
            return "Cannot encode the PNG at \(dotsPerInch) dots per inch: the resolution must be a finite number above 0 (72 × scale for "
                + "screen images), or nil to write none."
        case .compressionFailed(let reason):
            return "Cannot encode the PNG: zlib failed to compress the image data: \(reason)."
        case .invalidImageScale(let scale):
            return "Cannot make a UIImage from PNG data at scale \(scale): the scale must be a finite number above 0 (1, 2 or 3 for screen "
                + "images)."
        }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.isEmpty ? "nothing" : bytes.map { hexByte($0) }.joined(separator: " ")
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func hex32(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func allowedDepths(colorType: UInt8) -> String {
        switch colorType {
        case 0: return "1, 2, 4, 8, 16"
        case 3: return "1, 2, 4, 8"
        default: return "8, 16"
        }
    }
}
