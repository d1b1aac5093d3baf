import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Headers, image data, palettes and transparency that the decoder refuses, and their messages.
@MainActor
final class PNGUnsupportedDataTests: HeadlessTestCase {
    private typealias Chunk = PNGTestFile.Chunk

    private func decodeError(_ chunks: [Chunk]) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(PNGTestFile(chunks: chunks).bytes)
            return nil
        } catch {
            return error
        }
    }

    private func decodeError(_ ihdr: Chunk, raw: [UInt8] = [0, 0], extra: [Chunk] = []) -> PNGError? {
        decodeError([ihdr] + extra + [Chunk(type: "IDAT", data: zlibStored(raw)), Chunk(type: "IEND", data: [])])
    }

    // MARK: Header

    func test_unsupported_interlacedImageSaysAdam7IsNotSupported() async throws {
        let error = decodeError(PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0, interlace: 1))
        XCTAssertEqual(error, .interlacingNotSupported)
        XCTAssertEqual(
            error?.description,
            "Unsupported PNG: Adam7 interlacing is not supported. Save the image without interlacing (for example `convert in.png "
                + "-interlace none out.png`)."
        )
    }

    func test_unsupported_headerFieldsOutsideTheSpecificationAreNamed() async throws {
        let cases: [(Chunk, PNGError)] = [
            (PNGTestFile.ihdr(width: 0, height: 1, bitDepth: 8, colorType: 0), .invalidDimensions(width: 0, height: 1)),
            (PNGTestFile.ihdr(width: 1, height: 0x8000_0000, bitDepth: 8, colorType: 0), .invalidDimensions(width: 1, height: 0x8000_0000)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 5), .invalidColorType(5)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 4, colorType: 2), .invalidBitDepth(4, colorType: 2)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 16, colorType: 3), .invalidBitDepth(16, colorType: 3)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 3, colorType: 0), .invalidBitDepth(3, colorType: 0)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0, compression: 1), .unsupportedCompressionMethod(1)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0, filter: 2), .unsupportedFilterMethod(2)),
            (PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0, interlace: 2), .invalidInterlaceMethod(2)),
            (Chunk(type: "IHDR", data: [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0]), .invalidHeaderLength(12)),
        ]
        for (ihdr, expected) in cases {
            XCTAssertEqual(decodeError(ihdr), expected)
        }
    }

    func test_unsupported_imageAboveThePixelLimitIsRefusedBeforeDecoding() async throws {
        let png = PNGTestFile(chunks: [PNGTestFile.ihdr(width: 100, height: 100, bitDepth: 8, colorType: 0)]).bytes
        XCTAssertThrowsError(try PNGDecoder(maximumPixelCount: 9_999).decode(png)) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(width: 100, height: 100, maximumPixelCount: 9_999))
        }
    }

    // MARK: Image data

    func test_unsupported_dataThatIsNotZlibIsADecompressionFailure() async throws {
        let error = decodeError([PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0),
                                 Chunk(type: "IDAT", data: [0xDE, 0xAD, 0xBE, 0xEF]), Chunk(type: "IEND", data: [])])
        guard case .decompressionFailed(let reason) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(reason.contains("incorrect header check"), reason)
    }

    func test_unsupported_cutZlibStreamIsADecompressionFailure() async throws {
        let stream = zlibStored([0, 1, 2])
        let error = decodeError([PNGTestFile.ihdr(width: 2, height: 1, bitDepth: 8, colorType: 0),
                                 Chunk(type: "IDAT", data: Array(stream.dropLast(4))), Chunk(type: "IEND", data: [])])
        XCTAssertEqual(error, .decompressionFailed(reason: "the compressed data has no end-of-stream marker (truncated IDAT data)"))
    }

    func test_unsupported_tooLittleImageDataIsAWrongDataLength() async throws {
        let error = decodeError(PNGTestFile.ihdr(width: 2, height: 2, bitDepth: 8, colorType: 0), raw: [0, 1, 2, 0])
        XCTAssertEqual(error, .dataLengthMismatch(expected: 6, actual: 4))
        XCTAssertEqual(
            error?.description, "Corrupt PNG: the image data inflates to 4 bytes, but the header's size and format need 6 bytes."
        )
    }

    func test_unsupported_tooMuchImageDataIsAWrongDataLength() async throws {
        let error = decodeError(PNGTestFile.ihdr(width: 2, height: 1, bitDepth: 8, colorType: 0), raw: [0, 1, 2, 3, 4])
        XCTAssertEqual(error, .dataLengthMismatch(expected: 3, actual: 5))
    }

    func test_unsupported_unknownFilterTypeNamesTheRow() async throws {
        let error = decodeError(PNGTestFile.ihdr(width: 1, height: 2, bitDepth: 8, colorType: 0), raw: [0, 1, 5, 2])
        XCTAssertEqual(error, .invalidFilterType(5, row: 1))
        XCTAssertEqual(error?.description, "Corrupt PNG: row 1 has filter type 5; PNG defines 0 None, 1 Sub, 2 Up, 3 Average and 4 Paeth.")
    }

    // MARK: Palette and transparency

    private let palette1x1 = PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3)

    func test_unsupported_paletteIndexBeyondThePaletteIsReported() async throws {
        let error = decodeError(palette1x1, raw: [0, 2], extra: [Chunk(type: "PLTE", data: [1, 2, 3, 4, 5, 6])])
        XCTAssertEqual(error, .paletteIndexOutOfRange(index: 2, paletteCount: 2))
    }

    func test_unsupported_paletteLengthNotAMultipleOfThreeIsReported() async throws {
        let error = decodeError(palette1x1, extra: [Chunk(type: "PLTE", data: [1, 2, 3, 4])])
        XCTAssertEqual(error, .invalidPalette(reason: "it holds 4 bytes; a palette is 1 to 256 entries of 3 bytes (red, green, blue)"))
    }

    func test_unsupported_moreAlphaValuesThanPaletteEntriesIsReported() async throws {
        let error = decodeError(palette1x1, extra: [Chunk(type: "PLTE", data: [1, 2, 3]), Chunk(type: "tRNS", data: [0, 0])])
        XCTAssertEqual(error, .invalidTransparency(reason: "it gives 2 alpha values for a palette of 1 entries"))
    }

    func test_unsupported_transparencyBeforePaletteIsReported() async throws {
        let error = decodeError(palette1x1, extra: [Chunk(type: "tRNS", data: [0]), Chunk(type: "PLTE", data: [1, 2, 3])])
        XCTAssertEqual(error, .misplacedChunk("tRNS", reason: "in a palette image tRNS must come after PLTE"))
    }

    func test_unsupported_colourKeyOfTheWrongLengthIsReported() async throws {
        let rgb = PNGTestFile.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 2)
        let error = decodeError(rgb, raw: [0, 1, 2, 3], extra: [Chunk(type: "tRNS", data: [0, 1])])
        XCTAssertEqual(error, .invalidTransparency(reason: "it holds 2 bytes; a colour key for RGB images is 6 bytes"))
    }

    // MARK: Messages

    func test_messages_describeTheProblem() async throws {
        let cases: [(PNGError, String)] = [
            (
                .invalidSignature(found: [0x47, 0x49, 0x46]),
                "Not a PNG file: it starts with 47 49 46 instead of the PNG signature 89 50 4E 47 0D 0A 1A 0A."
            ),
            (.crcMismatch(chunk: "IDAT", offset: 33, stored: 0x1234, computed: 0xABCDEF01),
             "Corrupt PNG: CRC mismatch in the IDAT chunk at byte 33 (stored 0x00001234, computed 0xABCDEF01): its type or data bytes were "
                 + "altered."),
            (.missingChunk("IEND"), "Invalid PNG: the required IEND chunk is missing (the file may be truncated)."),
            (.missingChunk("IDAT"), "Invalid PNG: the required IDAT chunk is missing."),
            (.invalidBitDepth(4, colorType: 2), "Invalid PNG: bit depth 4 is not allowed with colour type 2 (allowed: 8, 16)."),
            (.truncatedChunk(chunk: "IDAT", offset: 33, declaredLength: 100, availableBytes: 20),
             "Truncated PNG: the IDAT chunk at byte 33 is cut off (it declares 100 data bytes plus 12 bytes of length, type and CRC, but "
                 + "only 20 bytes remain). The file was probably not written or downloaded completely."),
        ]
        for (error, message) in cases {
            XCTAssertEqual(error.description, message)
        }
    }
}
