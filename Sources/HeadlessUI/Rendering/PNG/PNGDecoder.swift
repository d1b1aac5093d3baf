import Foundation

/// Reads PNG files into straight RGBA8 bitmaps. Pure and thread-safe.
///
/// Decodes every non-interlaced PNG: grey (1, 2, 4, 8, 16 bits), RGB (8, 16), palette (1, 2, 4, 8,
/// with `tRNS` alpha), grey + alpha (8, 16) and RGBA (8, 16), all five row filters, image data split
/// over any number of `IDAT` chunks. 16-bit samples keep their high byte; grey below 8 bits is scaled
/// to 0...255; `tRNS` colour keys make matching pixels transparent. Every chunk's CRC is checked.
/// Ancillary chunks it does not use (`gAMA`, `sRGB`, `iCCP`, `pHYs`, text, …) are skipped: no colour
/// management is applied. Adam7-interlaced files and corrupt data throw a ``PNGError`` that says what
/// is wrong.
///
/// ```swift
/// let image = try PNGDecoder.decode(bytes)
/// image.width, image.height, image.rgba   // straight RGBA8, rows from the top
/// ```
struct PNGDecoder: Sendable {
    /// The default ``maximumPixelCount``: 2²⁸ pixels (1 GiB of RGBA8).
    static let defaultMaximumPixelCount = 1 << 28

    /// Images with more pixels than this are refused with ``PNGError/imageTooLarge(width:height:maximumPixelCount:)``
    /// before any memory is allocated for them.
    var maximumPixelCount: Int

    /// Creates a decoder.
    init(maximumPixelCount: Int = PNGDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// Decodes `bytes` with the default settings.
    static func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        try PNGDecoder().decode(bytes)
    }

    /// Decodes `data` with the default settings.
    static func decode(_ data: Data) throws(PNGError) -> PNGImage {
        try PNGDecoder().decode([UInt8](data))
    }

    /// Decodes a PNG file into a straight RGBA8 bitmap.
    func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        let chunks = try readChunks(bytes)
        let header = chunks.header
        let rowBytes = header.rowByteCount
        let (expected, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: header.height)
        guard !overflow else {
            throw .imageTooLarge(width: header.width, height: header.height, maximumPixelCount: maximumPixelCount)
        }
        var data = try PNGZlib.decompress(chunks.imageData, expectedCount: expected)
        try Self.unfilter(&data, header: header)
        let converter = try PNGPixelConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        let rgba = try converter.convert(data)
        return PNGImage(width: header.width, height: header.height, rgba: rgba, header: header)
    }

    /// What the chunks of a file contribute to decoding.
    private struct Chunks {
        var header: PNGHeader
        var palette: ArraySlice<UInt8>?
        var transparency: ArraySlice<UInt8>?
        var imageData: [ArraySlice<UInt8>]
    }

    /// Reads and orders the chunks: IHDR first, PLTE and tRNS before IDAT, IDAT consecutive, IEND last.
    private func readChunks(_ bytes: [UInt8]) throws(PNGError) -> Chunks {
        var reader = try PNGChunkReader(bytes)
        var header: PNGHeader?
        var palette: ArraySlice<UInt8>?, transparency: ArraySlice<UInt8>?
        var imageData: [ArraySlice<UInt8>] = []
        var imageDataEnded = false, sawEnd = false
        while let chunk = try reader.next() {
            if header == nil, chunk.type != "IHDR" { throw .missingChunk("IHDR") }
            if chunk.type != "IDAT", !imageData.isEmpty { imageDataEnded = true }
            switch chunk.type {
            case "IHDR":
                guard header == nil else { throw .misplacedChunk("IHDR", reason: "a file has exactly one IHDR, and it comes first") }
                header = try PNGHeader(ihdr: chunk.data, maximumPixelCount: maximumPixelCount)
            case "PLTE":
                guard palette == nil else { throw .misplacedChunk("PLTE", reason: "a file has at most one PLTE") }
                guard imageData.isEmpty else { throw .misplacedChunk("PLTE", reason: "PLTE must come before the first IDAT") }
                guard transparency == nil else { throw .misplacedChunk("PLTE", reason: "PLTE must come before tRNS") }
                palette = chunk.data
            case "tRNS":
                guard transparency == nil else { throw .misplacedChunk("tRNS", reason: "a file has at most one tRNS") }
                guard imageData.isEmpty else { throw .misplacedChunk("tRNS", reason: "tRNS must come before the first IDAT") }
                if header?.colorType == .palette, palette == nil {
                    throw .misplacedChunk("tRNS", reason: "in a palette image tRNS must come after PLTE")
                }
                transparency = chunk.data
            case "IDAT":
                guard !imageDataEnded else {
                    throw .misplacedChunk("IDAT", reason: "IDAT chunks must be consecutive, with no other chunk between them")
                }
                imageData.append(chunk.data)
            case "IEND":
                sawEnd = true
            default:
                if chunk.isCritical { throw .unknownCriticalChunk(chunk.type) }
            }
            if sawEnd { break }
        }
        guard let header else { throw .missingChunk("IHDR") }
        guard sawEnd else { throw .missingChunk("IEND") }
        guard !imageData.isEmpty else { throw .missingChunk("IDAT") }
        if header.colorType == .palette, palette == nil { throw .missingChunk("PLTE") }
        return Chunks(header: header, palette: palette, transparency: transparency, imageData: imageData)
    }

    /// Reverses each row's filter in place (rows are a filter-type byte followed by the row's bytes).
    private static func unfilter(_ data: inout [UInt8], header: PNGHeader) throws(PNGError) {
        let rowBytes = header.rowByteCount, stride = rowBytes + 1, distance = header.filterByteDistance
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let badRow: (UInt8, Int)? = data.withUnsafeMutableBufferPointer { buffer in
            zeros.withUnsafeBufferPointer { zeroRow in
                let base = buffer.baseAddress!
                for y in 0..<header.height {
                    let start = base + y * stride
                    guard let type = PNGFilterType(rawValue: start.pointee) else { return (start.pointee, y) }
                    let previous = y == 0 ? zeroRow.baseAddress! : UnsafePointer(start - stride + 1)
                    PNGFilter.unfilter(type, row: start + 1, previous: previous, count: rowBytes, distance: distance)
                }
                return nil
            }
        }
        if let (type, row) = badRow { throw .invalidFilterType(type, row: row) }
    }
}
