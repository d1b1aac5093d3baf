/// The validated contents of a PNG's `IHDR` chunk (non-interlaced only).
struct PNGHeader: Equatable, Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Bits per sample (or per palette index).
    let bitDepth: Int
    /// How pixels are stored.
    let colorType: PNGColorType

    /// Bits per pixel: channels × bit depth.
    var bitsPerPixel: Int { colorType.channelCount * bitDepth }

    /// The filter's "corresponding byte" distance: whole bytes per pixel, at least 1.
    var filterByteDistance: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one row of samples, without the leading filter-type byte.
    var rowByteCount: Int { (width * bitsPerPixel + 7) / 8 }

    /// Creates a header from known-good values (used by the encoder and tests).
    init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
    }

    /// Parses and validates the 13 bytes of an `IHDR` chunk.
    init(ihdr data: ArraySlice<UInt8>, maximumPixelCount: Int) throws(PNGError) {
        guard data.count == 13 else { throw .invalidHeaderLength(data.count) }
        var reader = PNGByteReader(data)
        let width = Int(reader.uint32()), height = Int(reader.uint32())
        let depth = reader.uint8(), type = reader.uint8()
        let compression = reader.uint8(), filter = reader.uint8(), interlace = reader.uint8()
        let limit = Int(Int32.max)
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard let colorType = PNGColorType(rawValue: type) else { throw .invalidColorType(type) }
        guard colorType.allowedBitDepths.contains(Int(depth)) else { throw .invalidBitDepth(depth, colorType: type) }
        guard compression == 0 else { throw .unsupportedCompressionMethod(compression) }
        guard filter == 0 else { throw .unsupportedFilterMethod(filter) }
        switch interlace {
        case 0: break
        case 1: throw .interlacingNotSupported
        default: throw .invalidInterlaceMethod(interlace)
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixelCount else {
            throw .imageTooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        self.init(width: width, height: height, bitDepth: Int(depth), colorType: colorType)
    }

    /// The 13 bytes of the `IHDR` chunk for this header (no interlacing).
    var ihdrBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(13)
        bytes.appendBigEndian(UInt32(width))
        bytes.appendBigEndian(UInt32(height))
        bytes += [UInt8(bitDepth), colorType.rawValue, 0, 0, 0]
        return bytes
    }
}
