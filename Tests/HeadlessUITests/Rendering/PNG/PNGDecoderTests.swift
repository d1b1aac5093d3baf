import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Decoding hand-built files whose every byte the test controls (image data in stored zlib blocks).
@MainActor
final class PNGDecoderTests: HeadlessTestCase {
    /// A file of `ihdr` plus `extra` chunks and one IDAT holding `raw` (filter bytes and samples).
    static func file(_ ihdr: PNGTestFile.Chunk, _ raw: [UInt8], extra: [PNGTestFile.Chunk] = []) -> [UInt8] {
        PNGTestFile(chunks: [ihdr] + extra + [.init(type: "IDAT", data: zlibStored(raw)), .init(type: "IEND", data: [])]).bytes
    }

    private func grey8(width: UInt32, height: UInt32) -> PNGTestFile.Chunk {
        PNGTestFile.ihdr(width: width, height: height, bitDepth: 8, colorType: 0)
    }

    func test_decoder_reversesEachFilterType() async throws {
        // 3 × 2 grey; row 0 is [10, 20, 30] unfiltered, row 1 is [15, 25, 35] with each filter in turn.
        let expectedRow1: [UInt8] = [15, 25, 35]
        let encodedRow1: [PNGFilterType: [UInt8]] = [
            .none: [15, 25, 35],
            .sub: [15, 10, 10],       // minus the left byte
            .up: [5, 5, 5],           // minus the byte above
            .average: [10, 8, 8],     // minus floor((left + above) / 2): 15 − 5, 25 − 17, 35 − 27
            .paeth: [5, 5, 5],        // minus the Paeth predictor (above wins on this gradient)
        ]
        for (filter, row) in encodedRow1 {
            let png = Self.file(grey8(width: 3, height: 2), [0, 10, 20, 30, filter.rawValue] + row)
            let image = try PNGDecoder.decode(png)
            XCTAssertEqual((0..<3).map { image.pixel(x: $0, y: 1)?[0] }, expectedRow1, "\(filter)")
        }
    }

    func test_decoder_paethPrefersAboveOverUpperLeftOnATie() async throws {
        // Pixel (1, 1): left 5, above 20, upper-left 10 → p = 15, |p − above| = |p − upper-left| = 5 < |p − left|.
        let png = Self.file(grey8(width: 2, height: 2), [0, 10, 20, 4, 251, 80])
        XCTAssertEqual(try PNGDecoder.decode(png).pixel(x: 1, y: 1), [100, 100, 100, 255])
    }

    func test_decoder_paethPrefersLeftOverUpperLeftOnATie() async throws {
        // Pixel (1, 1): left 40, above 10, upper-left 20 → p = 30, |p − left| = |p − upper-left| = 10 < |p − above|.
        let png = Self.file(grey8(width: 2, height: 2), [0, 20, 10, 4, 20, 60])
        XCTAssertEqual(try PNGDecoder.decode(png).pixel(x: 1, y: 1), [100, 100, 100, 255])
    }

    func test_decoder_subUsesWholePixelDistanceForSixteenBitRGB() async throws {
        // One row of two 16-bit RGB pixels, Sub: the second pixel adds the first's bytes (6 bytes back).
        let ihdr = PNGTestFile.ihdr(width: 2, height: 1, bitDepth: 16, colorType: 2)
        let png = Self.file(ihdr, [1, 100, 1, 50, 2, 25, 3, 10, 0, 10, 0, 10, 0])
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, [100, 50, 25, 255, 110, 60, 35, 255])
    }

    func test_decoder_sixteenBitColourKeyComparesAllSixteenBits() async throws {
        // Key 0x0102: the first sample equals it (transparent); the second shares only the high byte.
        let ihdr = PNGTestFile.ihdr(width: 2, height: 1, bitDepth: 16, colorType: 0)
        let png = Self.file(ihdr, [0, 1, 2, 1, 3], extra: [.init(type: "tRNS", data: [1, 2])])
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, [1, 1, 1, 0, 1, 1, 1, 255])
    }

    func test_decoder_ignoresBytesAfterIEND() async throws {
        let png = Self.file(grey8(width: 1, height: 1), [0, 77]) + [1, 2, 3, 4, 5]
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, [77, 77, 77, 255])
    }

    func test_decoder_ignoresUnknownAncillaryChunks() async throws {
        let png = Self.file(grey8(width: 1, height: 1), [0, 77], extra: [.init(type: "zzZz", data: [9, 9]), .init(type: "iTXt", data: [])])
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, [77, 77, 77, 255])
    }

    func test_decoder_ignoresTransparencyChunkOnImagesWithAlpha() async throws {
        let ihdr = PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 4)
        let png = Self.file(ihdr, [0, 77, 200], extra: [.init(type: "tRNS", data: [0, 77])])
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, [77, 77, 77, 200])
    }

    func test_decoder_acceptsEmptyIDATChunksBetweenData() async throws {
        let full = zlibStored([0, 1, 2, 3])
        let file = PNGTestFile(chunks: [
            PNGTestFile.ihdr(width: 3, height: 1, bitDepth: 8, colorType: 0),
            .init(type: "IDAT", data: Array(full[..<5])), .init(type: "IDAT", data: []),
            .init(type: "IDAT", data: Array(full[5...])), .init(type: "IEND", data: []),
        ])
        XCTAssertEqual(try PNGDecoder.decode(file.bytes).rgba, [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255])
    }
}
