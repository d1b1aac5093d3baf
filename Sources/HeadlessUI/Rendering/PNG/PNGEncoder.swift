import Foundation
import CZlib

/// Writes straight RGBA8 bitmaps as PNG files: 8-bit RGBA (colour type 6), non-interlaced, with the
/// chunks `IHDR`, an optional `pHYs`, `IDAT` (zlib through the system library, split every 1 MiB) and
/// `IEND`. Pure and thread-safe: a value with settings, no shared state.
///
/// Each row is filtered before compression. ``FilterStrategy/adaptive`` (the default) tries all five
/// filters and keeps the one whose bytes, read as signed numbers, have the smallest sum of absolute
/// values: the heuristic the PNG specification recommends and libpng uses (a row equal to the one
/// above takes Up at once). zlib runs with its default strategy: on filtered screenshots it was as
/// small as, and no slower than, `Z_FILTERED`.
///
/// ```swift
/// let png = try PNGEncoder.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
/// let retina = try PNGEncoder(dotsPerInch: 216).encode(width: w, height: h, rgba: pixels)
/// ```
struct PNGEncoder: Sendable {
    /// How rows are filtered before compression.
    enum FilterStrategy: Equatable, Sendable {
        /// Per row, the filter with the minimum sum of absolute differences (smallest files for
        /// screenshots and photographs alike).
        case adaptive
        /// The same filter for every row (faster; `.none` for data that does not compress).
        case fixed(PNGFilterType)
    }

    /// The zlib level used unless another is chosen: 3, zlib's fastest match search with a useful
    /// window. Screenshots are encoded often (every failure, every recorded step); on a rendered
    /// iPhone screen level 3 takes about half the time of zlib's usual 6 for files about twice as
    /// large (still tens of kilobytes). Pass 9 for images committed to a repository.
    static let defaultCompressionLevel = 3
    /// PNG's unit for `pHYs`: dots per inch become pixels per metre (1 inch = 0.0254 m).
    static let metresPerInch = 0.0254
    /// The encoder writes RGBA8: 4 bytes per pixel, the filters' byte distance.
    static let bytesPerPixel = 4
    /// Image data is split into `IDAT` chunks of at most this many bytes.
    static let maximumIDATLength = 1 << 20

    /// How rows are filtered.
    var filterStrategy: FilterStrategy
    /// The zlib level, 0 (store, fastest) ... 9 (smallest).
    var compressionLevel: Int
    /// The resolution written as a `pHYs` chunk, or nil to write none. ``UIImage/pngData()`` writes
    /// 72 × scale (so a viewer that honours it shows a @3x image at its point size).
    var dotsPerInch: Double?

    /// Creates an encoder with the given settings.
    init(
        filterStrategy: FilterStrategy = .adaptive, compressionLevel: Int = PNGEncoder.defaultCompressionLevel, dotsPerInch: Double? = nil
    ) {
        self.filterStrategy = filterStrategy
        self.compressionLevel = compressionLevel
        self.dotsPerInch = dotsPerInch
    }

    /// Encodes `rgba` (straight RGBA8, rows from the top, `width × height × 4` bytes) with the default settings.
    static func encode(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) -> [UInt8] {
        try PNGEncoder().encode(width: width, height: height, rgba: rgba)
    }

    /// Encodes `rgba` (straight RGBA8, rows from the top, `width × height × 4` bytes) as a PNG file.
    /// Throws a ``PNGError`` when the size, byte count or settings are unusable.
    func encode(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) -> [UInt8] {
        let limit = Int(Int32.max)
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw .invalidBitmapDimensions(width: width, height: height)
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (expected, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow, !overflow4, rgba.count == expected else {
            throw .bitmapSizeMismatch(
                width: width, height: height, expectedBytes: overflow || overflow4 ? Int.max : expected, actualBytes: rgba.count
            )
        }
        guard (0...9).contains(compressionLevel) else { throw .invalidCompressionLevel(compressionLevel) }
        let pixelsPerMetre = try pHYsPixelsPerMetre()

        let header = PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba)
        let filtered = filterRows(rgba, header: header)
        let compressed = try PNGZlib.compress(filtered, level: Int32(compressionLevel), strategy: Z_DEFAULT_STRATEGY)

        var writer = PNGChunkWriter(capacity: compressed.count + compressed.count / Self.maximumIDATLength * 12 + 128)
        writer.append("IHDR", header.ihdrBytes[...])
        if let pixelsPerMetre {
            var data: [UInt8] = []
            data.appendBigEndian(pixelsPerMetre)
            data.appendBigEndian(pixelsPerMetre)
            data.append(1)  // unit: metre
            writer.append("pHYs", data[...])
        }
        var start = 0
        repeat {
            let end = min(start + Self.maximumIDATLength, compressed.count)
            writer.append("IDAT", compressed[start..<end])
            start = end
        } while start < compressed.count
        writer.append("IEND", [])
        return writer.bytes
    }

    /// Pixels per metre for `pHYs`, or nil for none.
    private func pHYsPixelsPerMetre() throws(PNGError) -> UInt32? {
        guard let dotsPerInch else { return nil }
        let perMetre = (dotsPerInch / Self.metresPerInch).rounded()
        guard dotsPerInch.isFinite, dotsPerInch > 0, perMetre >= 1, perMetre <= Double(UInt32(Int32.max)) else {
            throw .invalidResolution(dotsPerInch)
        }
        return UInt32(perMetre)
    }

    /// The image data before compression: each row's filter-type byte followed by its filtered bytes.
    private func filterRows(_ rgba: [UInt8], header: PNGHeader) -> [UInt8] {
        let rowCount = header.rowByteCount, stride = rowCount + 1
        let zeros = [UInt8](repeating: 0, count: rowCount)
        return [UInt8](unsafeUninitializedCapacity: stride * header.height) { out, initialized in
            rgba.withUnsafeBufferPointer { source in
                zeros.withUnsafeBufferPointer { zeroRow in
                    for y in 0..<header.height {
                        let row = source.baseAddress! + y * rowCount
                        let previous = y == 0 ? zeroRow.baseAddress! : row - rowCount
                        let target = out.baseAddress! + y * stride
                        target.initialize(
                            to: chooseFilter(row: row, previous: previous, isFirstRow: y == 0, count: rowCount, best: target + 1).rawValue
                        )
                    }
                }
            }
            initialized = stride * header.height
        }
    }

    /// Filters one row into `best` and returns the filter used.
    private func chooseFilter(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, isFirstRow: Bool,
        count: Int, best: UnsafeMutablePointer<UInt8>
    ) -> PNGFilterType {
        let distance = Self.bytesPerPixel
        if case .fixed(let type) = filterStrategy {
            PNGFilter.filter(type, row: row, previous: previous, count: count, distance: distance, into: best)
            return type
        }
        // A row equal to the one above (common in screenshots) filters to zeros with Up: nothing beats it.
        if !isFirstRow, memcmp(row, previous, count) == 0 {
            best.initialize(repeating: 0, count: count)
            return .up
        }
        // Cost each filter without writing it (stopping once it cannot win), then write the winner.
        var bestType = PNGFilterType.none
        var bestCost = PNGFilter.cost(.none, row: row, previous: previous, count: count, distance: distance, limit: .max)
        // On the first row Up equals None and Paeth equals Sub: skip the duplicates.
        let candidates: [PNGFilterType] = isFirstRow ? [.sub, .average] : [.sub, .up, .average, .paeth]
        for type in candidates where bestCost > 0 {
            let cost = PNGFilter.cost(type, row: row, previous: previous, count: count, distance: distance, limit: bestCost)
            if cost < bestCost {
                bestCost = cost
                bestType = type
            }
        }
        PNGFilter.filter(bestType, row: row, previous: previous, count: count, distance: distance, into: best)
        return bestType
    }
}
