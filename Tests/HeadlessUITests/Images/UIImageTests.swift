import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageTests: HeadlessTestCase {
    private func redPixels(_ count: Int) -> [UInt8] {
        Array(repeating: [255, 0, 0, 255], count: count).flatMap { $0 }
    }

    func test_image_bitmapKeepsSizeScaleAndPixels() async throws {
        let image = try UIImage(size: CGSize(width: 2, height: 1), scale: 2, pixels: redPixels(8))
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.pixelWidth, 4)
        XCTAssertEqual(image.pixelHeight, 2)
        XCTAssertEqual(image.pixel(x: 3, y: 1), UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertNil(image.pixel(x: 4, y: 0))
    }

    func test_image_pixelCountMismatchThrowsWithTheCounts() async {
        XCTAssertThrowsError(try UIImage(size: CGSize(width: 2, height: 2), scale: 1, pixels: redPixels(3))) { error in
            XCTAssertEqual(
                error as? UIImage.BitmapError, .pixelCountMismatch(pixelWidth: 2, pixelHeight: 2, expectedBytes: 16, actualBytes: 12)
            )
            XCTAssertEqual(
                "\(error)",
                "Cannot create a 2 × 2 pixel UIImage from 12 bytes: RGBA8 needs 4 bytes per pixel, so 16 bytes (2 × 2 × 4)."
            )
        }
    }

    func test_image_nonPositiveOrInfiniteSizeThrows() async {
        for size in [CGSize(width: 0, height: 1), CGSize(width: -1, height: 1), CGSize(width: CGFloat.infinity, height: 1)] {
            XCTAssertThrowsError(try UIImage(size: size, scale: 1, pixels: [])) { error in
                XCTAssertEqual(error as? UIImage.BitmapError, .invalidSize(size))
            }
        }
    }

    func test_image_unusableScaleThrows() async {
        XCTAssertThrowsError(try UIImage(size: CGSize(width: 1, height: 1), scale: 0, pixels: [])) { error in
            XCTAssertEqual(error as? UIImage.BitmapError, .invalidScale(0))
        }
        XCTAssertThrowsError(try UIImage(size: CGSize(width: 1, height: 1), scale: .nan, pixels: []))
    }

    func test_image_fractionalPixelSizeThrows() async {
        let size = CGSize(width: 1.5, height: 1)
        XCTAssertThrowsError(try UIImage(size: size, scale: 1, pixels: redPixels(2))) { error in
            XCTAssertEqual(error as? UIImage.BitmapError, .fractionalPixelSize(size: size, scale: 1))
        }
    }

    func test_image_filledImageHasTheColourEverywhere() async throws {
        let image = try UIImage(size: CGSize(width: 3, height: 2), scale: 1, filledWith: .blue)
        XCTAssertEqual(image.rgbaBytes.count, 24)
        XCTAssertEqual(image.pixel(x: 2, y: 1), UIImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    func test_image_equalityComparesSizeScaleAndPixels() async throws {
        let first = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 4])
        let same = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 4])
        let otherPixels = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 5])
        let otherScale = try UIImage(size: CGSize(width: 0.5, height: 0.5), scale: 2, pixels: [1, 2, 3, 4])
        XCTAssertEqual(first, same)
        XCTAssertEqual(first.hashValue, same.hashValue)
        XCTAssertNotEqual(first, otherPixels)
        XCTAssertNotEqual(first, otherScale)
    }

    func test_image_withRenderingModeKeepsThePixels() async throws {
        let image = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 4])
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template, image)
        XCTAssertTrue(template.isDrawnAsTemplate)
        XCTAssertFalse(image.isDrawnAsTemplate)
    }

    func test_image_withTintColorUsesAlwaysOriginal() async throws {
        let image = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 4])
        let tinted = image.withTintColor(.red)
        XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
        XCTAssertEqual(tinted.tintColor, .red)
        XCTAssertEqual(image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode, .alwaysTemplate)
    }

    func test_image_bitmapsHaveNoAccessibilityLabelUntilSet() async throws {
        let image = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [1, 2, 3, 4])
        XCTAssertNil(image.accessibilityLabel)
        XCTAssertFalse(image.isSymbolImage)
        image.accessibilityLabel = "Logo"
        XCTAssertEqual(image.accessibilityLabel, "Logo")
    }
}
