import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Corrupt and unsupported files are refused with a ``PNGError`` that names what is wrong.
@MainActor
final class PNGCorruptionTests: HeadlessTestCase {
    private typealias Chunk = PNGTestFile.Chunk

    private func validFile() throws -> [UInt8] {
        var generator = SeededGenerator(seed: 3)
        return try PNGEncoder.encode(width: 4, height: 3, rgba: generator.bytes(4 * 3 * 4))
    }

    private func assertDecodeThrows(
        _ bytes: [UInt8], _ expected: PNGError, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try PNGDecoder.decode(bytes), file: file, line: line) { error in
            XCTAssertEqual(error as? PNGError, expected, file: file, line: line)
        }
    }

    private func grey(_ width: UInt32 = 2, _ height: UInt32 = 1) -> Chunk {
        PNGTestFile.ihdr(width: width, height: height, bitDepth: 8, colorType: 0)
    }

    private func idat(_ raw: [UInt8]) -> Chunk { Chunk(type: "IDAT", data: zlibStored(raw)) }
    private let iend = Chunk(type: "IEND", data: [])

    // MARK: Structure

    func test_corrupt_flippedIDATByteIsACRCMismatchNamingIDAT() async throws {
        var bytes = try validFile()
        let file = PNGTestFile(bytes)
        let idatOffset = file.offset(ofChunkAt: 1)
        bytes[idatOffset + 10] ^= 0x40
        XCTAssertThrowsError(try PNGDecoder.decode(bytes)) { error in
            guard case .crcMismatch(let chunk, let offset, _, _) = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertEqual(chunk, "IDAT")
            XCTAssertEqual(offset, idatOffset)
            XCTAssertTrue("\(error)".contains("CRC mismatch in the IDAT chunk at byte \(idatOffset)"), "\(error)")
        }
    }

    func test_corrupt_flippedHeaderByteIsACRCMismatchNamingIHDR() async throws {
        var bytes = try validFile()
        bytes[19] ^= 0x01  // the height's low byte
        XCTAssertThrowsError(try PNGDecoder.decode(bytes)) { error in
            guard case .crcMismatch("IHDR", 8, _, _) = error as? PNGError else { return XCTFail("\(error)") }
        }
    }

    func test_corrupt_flippedCRCByteIsACRCMismatch() async throws {
        var bytes = try validFile()
        bytes[bytes.count - 1] ^= 0xFF
        XCTAssertThrowsError(try PNGDecoder.decode(bytes)) { error in
            XCTAssertEqual(
                error as? PNGError, .crcMismatch(chunk: "IEND", offset: bytes.count - 12, stored: 0xAE42_607D, computed: 0xAE42_6082)
            )
        }
    }

    func test_corrupt_truncatedInsideAChunkIsATruncatedChunkError() async throws {
        let bytes = try validFile()
        let idatOffset = PNGTestFile(bytes).offset(ofChunkAt: 1)
        let cut = Array(bytes[..<(idatOffset + 20)])
        XCTAssertThrowsError(try PNGDecoder.decode(cut)) { error in
            guard case .truncatedChunk("IDAT", idatOffset, _, 20) = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".hasPrefix("Truncated PNG: the IDAT chunk at byte \(idatOffset) is cut off"), "\(error)")
        }
    }

    func test_corrupt_truncatedInsideALengthFieldIsATruncatedChunkError() async throws {
        let bytes = try validFile()
        assertDecodeThrows(
            Array(bytes.dropLast(9)), .truncatedChunk(chunk: nil, offset: bytes.count - 12, declaredLength: nil, availableBytes: 3)
        )
    }

    func test_corrupt_missingIENDIsReported() async throws {
        let bytes = try validFile()
        assertDecodeThrows(Array(bytes.dropLast(12)), .missingChunk("IEND"))
    }

    func test_corrupt_wrongSignatureIsReported() async throws {
        var bytes = try validFile()
        bytes[1] = 0x51
        assertDecodeThrows(bytes, .invalidSignature(found: [0x89, 0x51, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        assertDecodeThrows([], .invalidSignature(found: []))
    }

    func test_corrupt_signatureAloneLacksIHDR() async throws {
        assertDecodeThrows(PNGTestFile.signature, .missingChunk("IHDR"))
    }

    func test_corrupt_firstChunkOtherThanIHDRIsMissingIHDR() async throws {
        assertDecodeThrows(PNGTestFile(chunks: [idat([0, 1, 2]), grey(), iend]).bytes, .missingChunk("IHDR"))
    }

    func test_corrupt_noImageDataIsMissingIDAT() async throws {
        assertDecodeThrows(PNGTestFile(chunks: [grey(), iend]).bytes, .missingChunk("IDAT"))
    }

    func test_corrupt_paletteImageWithoutPLTEIsMissingPLTE() async throws {
        let ihdr = PNGTestFile.ihdr(width: 2, height: 1, bitDepth: 8, colorType: 3)
        assertDecodeThrows(PNGTestFile(chunks: [ihdr, idat([0, 0, 0]), iend]).bytes, .missingChunk("PLTE"))
    }

    func test_corrupt_chunkTypeThatIsNotLettersIsRejected() async throws {
        let bytes = PNGTestFile(chunks: [grey(), Chunk(type: "ab1d", data: []), idat([0, 1, 2]), iend]).bytes
        assertDecodeThrows(bytes, .invalidChunkType(bytes: [0x61, 0x62, 0x31, 0x64], offset: 33))
    }

    func test_corrupt_chunkLengthAboveTheLimitIsRejected() async throws {
        var bytes = try validFile()
        bytes.replaceSubrange(33..<37, with: [0x80, 0, 0, 0])
        assertDecodeThrows(bytes, .chunkTooLong(chunk: "IDAT", offset: 33, declaredLength: 0x8000_0000))
    }

    func test_corrupt_unknownCriticalChunkIsRejected() async throws {
        let bytes = PNGTestFile(chunks: [grey(), Chunk(type: "KASS", data: [1]), idat([0, 1, 2]), iend]).bytes
        assertDecodeThrows(bytes, .unknownCriticalChunk("KASS"))
    }

    func test_corrupt_idatChunksSeparatedByAnotherChunkAreRejected() async throws {
        let stream = zlibStored([0, 1, 2])
        let bytes = PNGTestFile(chunks: [
            grey(), Chunk(type: "IDAT", data: Array(stream[..<4])), Chunk(type: "tEXt", data: Array("a\u{0}b".utf8)),
            Chunk(type: "IDAT", data: Array(stream[4...])), iend,
        ]).bytes
        assertDecodeThrows(bytes, .misplacedChunk("IDAT", reason: "IDAT chunks must be consecutive, with no other chunk between them"))
    }

    func test_corrupt_paletteAfterImageDataIsRejected() async throws {
        let ihdr = PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3)
        let bytes = PNGTestFile(chunks: [ihdr, idat([0, 0]), Chunk(type: "PLTE", data: [1, 2, 3]), iend]).bytes
        assertDecodeThrows(bytes, .misplacedChunk("PLTE", reason: "PLTE must come before the first IDAT"))
    }

    func test_corrupt_secondIHDRIsRejected() async throws {
        let bytes = PNGTestFile(chunks: [grey(), grey(), idat([0, 1, 2]), iend]).bytes
        assertDecodeThrows(bytes, .misplacedChunk("IHDR", reason: "a file has exactly one IHDR, and it comes first"))
    }
}
