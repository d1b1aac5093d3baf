import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PixelDiffMaskTests: HeadlessTestCase {
    /// 6 × 4 reference of grey 100; the actual image differs at (1, 1), (4, 2) and (5, 3).
    private func pair() throws -> (UIImage, UIImage) {
        var reference = [UInt8](repeating: 100, count: 6 * 4 * 4)
        for index in 0..<24 { reference[index * 4 + 3] = 255 }
        var actual = reference
        for (x, y) in [(1, 1), (4, 2), (5, 3)] { actual[(y * 6 + x) * 4] = 0 }
        let size = CGSize(width: 6, height: 4)
        return (try UIImage(size: size, pixels: actual), try UIImage(size: size, pixels: reference))
    }

    func test_mask_rectangleHidesTheDifferencesInside() async throws {
        let (actual, reference) = try pair()
        let mask = PixelDiffMask(ignoring: [PixelRegion(x: 4, y: 2, width: 2, height: 2)])
        let result = try PixelDiff.compare(actual, reference, mask: mask)
        XCTAssertEqual(result.differingPixelCount, 1)
        XCTAssertEqual(result.ignoredPixelCount, 4)
        XCTAssertEqual(result.comparedPixelCount, 20)
        XCTAssertEqual(result.differenceBounds, PixelRegion(x: 1, y: 1, width: 1, height: 1))
        XCTAssertEqual(result.differingRatio, 0.05)
    }

    func test_mask_rectanglesReachingOutsideTheImageAreClipped() async throws {
        let (actual, reference) = try pair()
        let mask = PixelDiffMask(
            ignoring: [PixelRegion(x: -3, y: -3, width: 5, height: 5), PixelRegion(x: 5, y: 3, width: 100, height: 100)]
        )
        let result = try PixelDiff.compare(actual, reference, mask: mask)
        XCTAssertEqual(result.ignoredPixelCount, 5)  // 2 × 2 at the top left and (5, 3)
        XCTAssertEqual(result.differingPixelCount, 1)
    }

    func test_mask_pointRectanglesCoverEveryTouchedPixel() async throws {
        let mask = PixelDiffMask(ignoringPointRects: [CGRect(x: 0.5, y: 1.2, width: 1, height: 0.5)], scale: 2)
        XCTAssertEqual(mask.ignoredRects, [PixelRegion(x: 1, y: 2, width: 2, height: 2)])
    }

    func test_mask_negativeSizedRectangleCoversWhatItDescribes() async throws {
        XCTAssertEqual(PixelRegion(x: 5, y: 5, width: -2, height: -3), PixelRegion(x: 3, y: 2, width: 2, height: 3))
    }

    func test_mask_pixelBitmapHidesMarkedPixels() async throws {
        let (actual, reference) = try pair()
        var ignored = [Bool](repeating: false, count: 24)
        ignored[1 * 6 + 1] = true
        ignored[3 * 6 + 5] = true
        let result = try PixelDiff.compare(actual, reference, mask: PixelDiffMask(ignoredPixels: ignored, width: 6, height: 4))
        XCTAssertEqual(result.differingPixelCount, 1)
        XCTAssertEqual(result.differenceBounds, PixelRegion(x: 4, y: 2, width: 1, height: 1))
    }

    func test_mask_imageMaskIgnoresItsNonTransparentPixels() async throws {
        let (actual, reference) = try pair()
        var maskBytes = [UInt8](repeating: 0, count: 24 * 4)
        maskBytes[(2 * 6 + 4) * 4 + 3] = 1
        let maskImage = try UIImage(size: CGSize(width: 6, height: 4), pixels: maskBytes)
        let result = try PixelDiff.compare(actual, reference, mask: PixelDiffMask(ignoringNonTransparentPixelsOf: maskImage))
        XCTAssertEqual(result.ignoredPixelCount, 1)
        XCTAssertEqual(result.differingPixelCount, 2)
    }

    func test_mask_bitmapOfAnotherSizeIsRejected() async throws {
        let (actual, reference) = try pair()
        let mask = try PixelDiffMask(ignoredPixels: [true, false], width: 2, height: 1)
        XCTAssertThrowsError(try PixelDiff.compare(actual, reference, mask: mask)) { error in
            XCTAssertEqual(error as? PixelDiffError, .maskSizeMismatch(maskWidth: 2, maskHeight: 1, imageWidth: 6, imageHeight: 4))
        }
    }

    func test_mask_bitmapWithTheWrongCountIsRejected() async throws {
        XCTAssertThrowsError(try PixelDiffMask(ignoredPixels: [true], width: 2, height: 2)) { error in
            XCTAssertEqual(
                error as? PixelDiffError, .bufferSizeMismatch(buffer: "mask", width: 2, height: 2, expectedCount: 4, actualCount: 1)
            )
        }
    }

    func test_mask_fullyMaskedComparisonMatches() async throws {
        let (actual, reference) = try pair()
        let result = try PixelDiff.compare(actual, reference, mask: PixelDiffMask(ignoring: [PixelRegion(x: 0, y: 0, width: 6, height: 4)]))
        XCTAssertTrue(result.isMatch)
        XCTAssertEqual(result.comparedPixelCount, 0)
        XCTAssertEqual(result.differingRatio, 0)
    }

    func test_mask_ignoredPixelsAreTintedBlueInTheDiffImage() async throws {
        let (actual, reference) = try pair()
        let mask = PixelDiffMask(ignoring: [PixelRegion(x: 0, y: 0, width: 1, height: 1)])
        let diff = try XCTUnwrap(PixelDiff.compare(actual, reference, mask: mask).diffImage)
        let ignored = try XCTUnwrap(diff.pixel(x: 0, y: 0)), plain = try XCTUnwrap(diff.pixel(x: 0, y: 1))
        XCTAssertEqual(plain.red, plain.blue)
        XCTAssertGreaterThan(ignored.blue, ignored.red)
        XCTAssertEqual(diff.pixel(x: 1, y: 1), UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
