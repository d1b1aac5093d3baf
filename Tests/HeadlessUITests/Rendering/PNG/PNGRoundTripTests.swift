import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PNGRoundTripTests: HeadlessTestCase {
    private let sizes = [(1, 1), (1, 9), (9, 1), (3, 7), (64, 33), (127, 5)]

    func test_roundTrip_randomImagesAreLossless() async throws {
        var generator = SeededGenerator(seed: 2024)
        for (width, height) in sizes {
            let rgba = generator.bytes(width * height * 4)
            let decoded = try PNGDecoder.decode(PNGEncoder.encode(width: width, height: height, rgba: rgba))
            XCTAssertEqual(decoded.width, width)
            XCTAssertEqual(decoded.height, height)
            XCTAssertEqual(decoded.rgba, rgba, "\(width)×\(height)")
        }
    }

    func test_roundTrip_everyFixedFilterIsLossless() async throws {
        var generator = SeededGenerator(seed: 99)
        let rgba = generator.bytes(23 * 11 * 4)
        for filter in PNGFilterType.allCases {
            let encoder = PNGEncoder(filterStrategy: .fixed(filter))
            let decoded = try PNGDecoder.decode(encoder.encode(width: 23, height: 11, rgba: rgba))
            XCTAssertEqual(decoded.rgba, rgba, "\(filter)")
        }
    }

    func test_roundTrip_everyCompressionLevelIsLossless() async throws {
        var generator = SeededGenerator(seed: 5)
        let rgba = generator.bytes(16 * 16 * 4)
        for level in 0...9 {
            let decoded = try PNGDecoder.decode(PNGEncoder(compressionLevel: level).encode(width: 16, height: 16, rgba: rgba))
            XCTAssertEqual(decoded.rgba, rgba, "level \(level)")
        }
    }

    func test_roundTrip_screenshotLikeImageIsLosslessAndSmall() async throws {
        // Flat areas, repeated rows and a few edges, as a rendered screen has.
        let width = 120, height = 200
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width where y < 40 || (x > 10 && x < 110 && y > 90 && y < 130) {
                let index = (y * width + x) * 4
                rgba[index] = y < 40 ? 247 : 0; rgba[index + 1] = y < 40 ? 247 : 122; rgba[index + 2] = y < 40 ? 247 : 255
            }
        }
        let png = try PNGEncoder.encode(width: width, height: height, rgba: rgba)
        XCTAssertEqual(try PNGDecoder.decode(png).rgba, rgba)
        XCTAssertLessThan(png.count, 2_000)  // of 96,000 raw bytes
    }

    func test_roundTrip_fullyTransparentPixelsKeepTheirColour() async throws {
        let rgba: [UInt8] = [12, 34, 56, 0, 200, 100, 50, 0]
        XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(width: 2, height: 1, rgba: rgba)).rgba, rgba)
    }

    func test_uiImage_pngDataDecodesToAnEqualImage() async throws {
        var generator = SeededGenerator(seed: 11)
        let image = try UIImage(size: CGSize(width: 5, height: 3), scale: 1, pixels: generator.bytes(5 * 3 * 4))
        let data = try XCTUnwrap(image.pngData())
        XCTAssertEqual(UIImage(data: data), image)
    }

    func test_uiImage_dataWithScaleGivesPointSize() async throws {
        let image = try UIImage(size: CGSize(width: 2, height: 1), scale: 3, filledWith: .blue)
        let decoded = try XCTUnwrap(UIImage(data: try XCTUnwrap(image.pngData()), scale: 3))
        XCTAssertEqual(decoded.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(decoded.pixelWidth, 6)
        XCTAssertEqual(decoded, image)
    }

    func test_uiImage_dataWithoutScaleIsOnePixelPerPoint() async throws {
        let image = try UIImage(size: CGSize(width: 2, height: 1), scale: 3, filledWith: .blue)
        let decoded = try XCTUnwrap(UIImage(data: try XCTUnwrap(image.pngData())))
        XCTAssertEqual(decoded.scale, 1)
        XCTAssertEqual(decoded.size, CGSize(width: 6, height: 3))
    }

    func test_uiImage_dataThatIsNotPNGGivesNil() async throws {
        XCTAssertNil(UIImage(data: Data("GIF89a, not a PNG".utf8)))
        XCTAssertNil(UIImage(data: Data()))
    }

    func test_uiImage_pngDataInitializerThrowsTheReason() async throws {
        XCTAssertThrowsError(try UIImage(pngData: Data([1, 2, 3]))) { error in
            XCTAssertEqual(error as? PNGError, .invalidSignature(found: [1, 2, 3]))
        }
    }

    func test_uiImage_pngDataInitializerRejectsAnUnusableScale() async throws {
        let data = try XCTUnwrap(UIImage(size: CGSize(width: 1, height: 1), filledWith: .red).pngData())
        XCTAssertThrowsError(try UIImage(pngData: data, scale: 0)) { error in
            XCTAssertEqual(error as? PNGError, .invalidImageScale(0))
        }
        XCTAssertNil(UIImage(data: data, scale: -1))
    }

    func test_uiImage_contentsOfFileReadsAPNGFile() async throws {
        let image = try UIImage(size: CGSize(width: 3, height: 2), filledWith: .green)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kass-png-\(UUID().uuidString).png")
        try XCTUnwrap(image.pngData()).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(UIImage(contentsOfFile: url.path), image)
        XCTAssertNil(UIImage(contentsOfFile: url.path + ".missing"))
    }
}
