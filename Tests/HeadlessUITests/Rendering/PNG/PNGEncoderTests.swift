import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PNGEncoderTests: HeadlessTestCase {
    private let twoPixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]

    func test_encoder_startsWithThePNGSignature() async throws {
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: twoPixels)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func test_encoder_writesIHDRThenIDATThenIEND() async throws {
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: twoPixels)
        XCTAssertEqual(PNGTestFile(png).types, ["IHDR", "IDAT", "IEND"])
    }

    func test_encoder_headerDeclaresEightBitRGBANonInterlaced() async throws {
        let png = try PNGEncoder.encode(width: 300, height: 2, rgba: [UInt8](repeating: 7, count: 300 * 2 * 4))
        let ihdr = try XCTUnwrap(PNGTestFile(png).first("IHDR"))
        // width 300, height 2 (big-endian), depth 8, colour type 6, deflate, adaptive filtering, no interlace
        XCTAssertEqual(ihdr.data, [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    func test_encoder_chunkLengthsAreBigEndianAndEndAtTheFileEnd() async throws {
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: twoPixels)
        XCTAssertEqual(Array(png[8..<16]), [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])  // 13, "IHDR"
        let file = PNGTestFile(png)
        XCTAssertEqual(file.offset(ofChunkAt: file.chunks.count), png.count)
    }

    func test_encoder_iendChunkIsTheStandardTwelveBytes() async throws {
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: twoPixels)
        XCTAssertEqual(Array(png.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    func test_encoder_everyChunkCRCMatchesAnIndependentCRC32() async throws {
        let png = try PNGEncoder(dotsPerInch: 144).encode(width: 2, height: 1, rgba: twoPixels)
        var offset = 8
        while offset < png.count {
            let length = Int(PNGTestFile.bigEndian(png, at: offset))
            let covered = Array(png[(offset + 4)..<(offset + 8 + length)])
            XCTAssertEqual(PNGTestFile.bigEndian(png, at: offset + 8 + length), Self.bitwiseCRC32(covered))
            offset += 12 + length
        }
        XCTAssertEqual(offset, png.count)
    }

    func test_crc32_matchesTheStandardCheckValue() async throws {
        XCTAssertEqual(PNGCRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(PNGCRC32.checksum([]), 0)
        XCTAssertEqual(PNGCRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
    }

    func test_crc32_updateInPiecesEqualsOneChecksum() async throws {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        let pieces = PNGCRC32.update(PNGCRC32.update(0, with: bytes[..<10]), with: bytes[10...])
        XCTAssertEqual(pieces, 0x414F_A339)
        XCTAssertEqual(PNGCRC32.checksum(bytes), 0x414F_A339)
    }

    func test_encoder_writesPHYsForTheResolution() async throws {
        let png = try PNGEncoder(dotsPerInch: 216).encode(width: 2, height: 1, rgba: twoPixels)
        let file = PNGTestFile(png)
        XCTAssertEqual(file.types, ["IHDR", "pHYs", "IDAT", "IEND"])
        // 216 dpi = 8504 pixels per metre (0x2138) on both axes, unit 1 (metre).
        XCTAssertEqual(file.first("pHYs")?.data, [0, 0, 0x21, 0x38, 0, 0, 0x21, 0x38, 1])
    }

    func test_encoder_splitsLargeImageDataIntoSeveralIDATChunks() async throws {
        var generator = SeededGenerator(seed: 7)
        let rgba = generator.bytes(640 * 480 * 4)  // noise: compresses to more than 1 MiB
        let png = try PNGEncoder(filterStrategy: .fixed(.none)).encode(width: 640, height: 480, rgba: rgba)
        let types = PNGTestFile(png).types
        XCTAssertEqual(types.filter { $0 == "IDAT" }.count, 2)
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, rgba)
    }

    func test_encoder_adaptiveFilteringShrinksAGradientComparedWithNoFilter() async throws {
        let width = 64, height = 64
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += [UInt8(x * 4), UInt8(y * 4), UInt8((x * 3 + y * 5) & 0xFF), 255] } }
        let adaptive = try PNGEncoder.encode(width: width, height: height, rgba: rgba)
        let unfiltered = try PNGEncoder(filterStrategy: .fixed(.none)).encode(width: width, height: height, rgba: rgba)
        XCTAssertLessThan(adaptive.count, unfiltered.count)
    }

    func test_uiImagePNGData_writesScaleAsResolution() async throws {
        let image = try UIImage(size: CGSize(width: 1, height: 1), scale: 3, filledWith: .red)
        let data = try XCTUnwrap(image.pngData())
        let file = PNGTestFile([UInt8](data))
        XCTAssertEqual(file.first("IHDR")?.data.prefix(8), [0, 0, 0, 3, 0, 0, 0, 3])
        XCTAssertEqual(file.first("pHYs")?.data, [0, 0, 0x21, 0x38, 0, 0, 0x21, 0x38, 1])
    }

    // MARK: Errors

    func test_encoder_rejectsAByteCountThatIsNotFourPerPixel() async throws {
        XCTAssertThrowsError(try PNGEncoder.encode(width: 2, height: 2, rgba: twoPixels)) { error in
            XCTAssertEqual(error as? PNGError, .bitmapSizeMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 8))
            XCTAssertEqual("\(error)", "Cannot encode a 2 × 2 pixel PNG from 8 bytes: RGBA8 needs 4 bytes per pixel, so 16 bytes.")
        }
    }

    func test_encoder_rejectsEmptyDimensions() async throws {
        XCTAssertThrowsError(try PNGEncoder.encode(width: 0, height: 1, rgba: [])) { error in
            XCTAssertEqual(error as? PNGError, .invalidBitmapDimensions(width: 0, height: 1))
        }
    }

    func test_encoder_rejectsACompressionLevelOutsideZeroToNine() async throws {
        XCTAssertThrowsError(try PNGEncoder(compressionLevel: 10).encode(width: 2, height: 1, rgba: twoPixels)) { error in
            XCTAssertEqual(error as? PNGError, .invalidCompressionLevel(10))
        }
    }

    func test_encoder_rejectsANonPositiveResolution() async throws {
        for dpi in [0, -72, Double.nan, .infinity] {
            XCTAssertThrowsError(try PNGEncoder(dotsPerInch: dpi).encode(width: 2, height: 1, rgba: twoPixels), "\(dpi)") { error in
                guard case .invalidResolution = error as? PNGError else { return XCTFail("\(error)") }
            }
        }
    }

    /// A bit-at-a-time CRC-32 (polynomial 0xEDB88320), independent of zlib's table-driven one.
    private static func bitwiseCRC32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
