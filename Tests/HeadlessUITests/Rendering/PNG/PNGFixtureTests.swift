import Foundation
@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Decodes PNG files written by other tools (Pillow, and a Python zlib writer that uses every filter
/// type); see `../Fixtures/README.md`. Expected pixels follow the generator's formulas.
@MainActor
final class PNGFixtureTests: HeadlessTestCase {
    /// `pattern` from `make_fixtures.py`: a deterministic 0...255 value with no simple structure.
    private static func pattern(_ x: Int, _ y: Int, _ c: Int) -> UInt8 {
        UInt8(((x * 37 + y * 91 + c * 53) ^ (x * y * 7)) & 0xFF)
    }

    private typealias P = PNGFixtureTests

    func test_fixture_palette8WithTransparency() async throws {
        try assertFixture("pillow_palette8_trns", 16, 16, .palette, 8) { x, y in
            let i = (x + 16 * y) % 256
            return [UInt8(i), UInt8(255 - i), UInt8(i * 7 % 256), i < 128 ? UInt8(2 * i) : 255]
        }
    }

    func test_fixture_palette1WithTransparentEntry() async throws {
        try assertFixture("pillow_palette1_trns", 9, 3, .palette, 1) { x, y in
            (x + y) % 2 == 0 ? [255, 0, 0, 0] : [0, 0, 255, 255]
        }
    }

    func test_fixture_palette2() async throws {
        let palette: [[UInt8]] = [[0, 0, 0, 255], [255, 255, 255, 255], [10, 200, 30, 255], [250, 128, 5, 255]]
        try assertFixture("pillow_palette2", 5, 3, .palette, 2) { x, y in palette[(x + 2 * y) % 4] }
    }

    func test_fixture_palette4WithPartialTransparency() async throws {
        let alphas: [UInt8] = [255, 255, 255, 128]
        try assertFixture("pillow_palette4_trns", 7, 5, .palette, 4) { x, y in
            let i = (3 * x + y) % 16
            return [UInt8(17 * i), UInt8(255 - 17 * i), 100, i < 4 ? alphas[i] : 255]
        }
    }

    func test_fixture_grey1() async throws {
        try assertFixture("pillow_grey1", 9, 3, .grayscale, 1) { x, y in
            let v: UInt8 = (x ^ y) & 1 == 1 ? 255 : 0
            return [v, v, v, 255]
        }
    }

    func test_fixture_grey2WithEveryFilter() async throws {
        try assertFixture("zlib_filters_grey2", 11, 5, .grayscale, 2) { x, y in
            let v = UInt8(85 * ((x + y) % 4))
            return [v, v, v, 255]
        }
    }

    func test_fixture_grey4WithEveryFilter() async throws {
        try assertFixture("zlib_filters_grey4", 5, 5, .grayscale, 4) { x, y in
            let v = UInt8(17 * ((3 * x + 5 * y) % 16))
            return [v, v, v, 255]
        }
    }

    func test_fixture_grey8() async throws {
        try assertFixture("pillow_grey8", 8, 8, .grayscale, 8) { x, y in
            let v = P.pattern(x, y, 0)
            return [v, v, v, 255]
        }
    }

    func test_fixture_grey8WithColourKey() async throws {
        try assertFixture("pillow_grey8_trns", 8, 8, .grayscale, 8) { x, y in
            let v = UInt8(32 * x + y)
            return [v, v, v, v == 64 ? 0 : 255]
        }
    }

    func test_fixture_grey16KeepsTheHighByte() async throws {
        try assertFixture("pillow_grey16", 6, 4, .grayscale, 16) { x, y in
            let v = P.pattern(x, y, 0)
            return [v, v, v, 255]
        }
    }

    func test_fixture_greyAlpha8() async throws {
        try assertFixture("pillow_greyalpha8", 8, 8, .grayscaleAlpha, 8) { x, y in
            let v = P.pattern(x, y, 0)
            return [v, v, v, P.pattern(x, y, 3)]
        }
    }

    func test_fixture_greyAlpha16WithEveryFilter() async throws {
        try assertFixture("zlib_filters_greyalpha16", 6, 5, .grayscaleAlpha, 16) { x, y in
            let v = P.pattern(x, y, 0)
            return [v, v, v, P.pattern(x, y, 1)]
        }
    }

    func test_fixture_rgb8() async throws {
        try assertFixture("pillow_rgb8", 24, 24, .rgb, 8) { x, y in
            [P.pattern(x, y, 0), P.pattern(x, y, 1), P.pattern(x, y, 2), 255]
        }
    }

    func test_fixture_rgb8WithColourKey() async throws {
        try assertFixture("pillow_rgb8_trns", 8, 8, .rgb, 8) { x, y in
            x == y ? [255, 0, 0, 0] : [0, UInt8(8 * x), UInt8(8 * y), 255]
        }
    }

    func test_fixture_rgb16WithEveryFilter() async throws {
        try assertFixture("zlib_filters_rgb16", 7, 5, .rgb, 16) { x, y in
            [P.pattern(x, y, 0), P.pattern(x, y, 1), P.pattern(x, y, 2), 255]
        }
    }

    func test_fixture_rgba8() async throws {
        try assertFixture("pillow_rgba8", 16, 16, .rgba, 8) { x, y in
            [UInt8(16 * x), UInt8(16 * y), UInt8(255 - 8 * (x + y)), UInt8(255 - 4 * x)]
        }
    }

    func test_fixture_rgba8WithEveryFilter() async throws {
        try assertFixture("zlib_filters_rgba8", 10, 10, .rgba, 8) { x, y in (0..<4).map { P.pattern(x, y, $0) } }
    }

    func test_fixture_rgba16WithEveryFilter() async throws {
        try assertFixture("zlib_filters_rgba16", 5, 5, .rgba, 16) { x, y in (0..<4).map { P.pattern(x, y, $0) } }
    }

    func test_fixture_severalIDATChunksAndUnknownAncillaryChunks() async throws {
        try assertFixture("zlib_multi_idat_ancillary", 12, 12, .rgba, 8) { x, y in (0..<4).map { P.pattern(x, y, $0) } }
    }

    func test_fixture_uiImageContentsOfFileReadsAFixture() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: Self.fixtureURL("pillow_rgb8_trns").path))
        XCTAssertEqual(image.pixel(x: 3, y: 3), UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(image.pixel(x: 2, y: 5), UIImage.Pixel(red: 0, green: 16, blue: 40, alpha: 255))
    }

    // MARK: Helpers

    static func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name + ".png")
    }

    static func fixtureBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtureURL(name)))
    }

    private func assertFixture(
        _ name: String, _ width: Int, _ height: Int, _ colorType: PNGColorType, _ bitDepth: Int,
        file: StaticString = #filePath, line: UInt = #line, expected: (Int, Int) -> [UInt8]
    ) throws {
        let image = try PNGDecoder.decode(Self.fixtureBytes(name))
        XCTAssertEqual(image.header.colorType, colorType, "\(name) colour type", file: file, line: line)
        XCTAssertEqual(image.header.bitDepth, bitDepth, "\(name) bit depth", file: file, line: line)
        XCTAssertEqual(image.width, width, "\(name) width", file: file, line: line)
        XCTAssertEqual(image.height, height, "\(name) height", file: file, line: line)
        var mismatches: [String] = []
        for y in 0..<min(height, image.height) {
            for x in 0..<min(width, image.width) where image.pixel(x: x, y: y) != expected(x, y) {
                mismatches.append("(\(x), \(y)): \(image.pixel(x: x, y: y) ?? []) ≠ \(expected(x, y))")
            }
        }
        XCTAssertTrue(mismatches.isEmpty, "\(name): \(mismatches.count) pixels differ: \(mismatches.prefix(5))", file: file, line: line)
    }
}
