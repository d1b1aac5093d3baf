import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PixelDiffTests: HeadlessTestCase {
    /// A `width × height` opaque image of one grey level, with `changes` applied (x, y → RGBA).
    private func image(
        _ width: Int = 4, _ height: Int = 3, grey: UInt8 = 200, scale: CGFloat = 1, changes: [(Int, Int, [UInt8])] = []
    ) throws -> UIImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) { bytes.replaceSubrange((index * 4)..<(index * 4 + 4), with: [grey, grey, grey, 255]) }
        for (x, y, pixel) in changes { bytes.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: pixel) }
        return try UIImage(size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale, pixels: bytes)
    }

    func test_diff_identicalImagesMatchWithNoDiffImage() async throws {
        let result = try PixelDiff.compare(image(), image())
        XCTAssertTrue(result.isMatch)
        XCTAssertEqual(result.differingPixelCount, 0)
        XCTAssertEqual(result.differingRatio, 0)
        XCTAssertNil(result.differenceBounds)
        XCTAssertEqual(result.maximumChannelDelta, 0)
        XCTAssertNil(result.diffImage)
        XCTAssertEqual(result.description, "All 12 compared pixels match (tolerance: exact); largest channel difference 0")
    }

    func test_diff_countsDifferingPixelsAndTheirRatio() async throws {
        let actual = try image(changes: [(1, 0, [0, 0, 0, 255]), (3, 2, [200, 200, 201, 255]), (2, 1, [200, 200, 200, 254])])
        let result = try PixelDiff.compare(actual, image())
        XCTAssertEqual(result.differingPixelCount, 3)
        XCTAssertEqual(result.comparedPixelCount, 12)
        XCTAssertEqual(result.differingRatio, 0.25)
        XCTAssertFalse(result.isMatch)
    }

    func test_diff_boundingBoxHoldsEveryDifferingPixel() async throws {
        let actual = try image(10, 8, changes: [(2, 5, [0, 0, 0, 255]), (7, 1, [0, 0, 0, 255])])
        let result = try PixelDiff.compare(actual, image(10, 8))
        XCTAssertEqual(result.differenceBounds, PixelRegion(x: 2, y: 1, width: 6, height: 5))
    }

    func test_diff_reportsTheLargestChannelDelta() async throws {
        let actual = try image(changes: [(0, 0, [190, 200, 200, 255]), (1, 1, [200, 230, 200, 255])])
        XCTAssertEqual(try PixelDiff.compare(actual, image()).maximumChannelDelta, 30)
    }

    func test_diff_toleranceAcceptsSmallChannelDifferences() async throws {
        let actual = try image(changes: [(0, 0, [203, 197, 200, 255]), (1, 0, [200, 200, 200, 252]), (2, 0, [204, 200, 200, 255])])
        let result = try PixelDiff.compare(actual, image(), tolerance: PixelDiffTolerance(channelDelta: 3))
        XCTAssertEqual(result.differingPixelCount, 1)
        XCTAssertEqual(result.differenceBounds, PixelRegion(x: 2, y: 0, width: 1, height: 1))
        XCTAssertEqual(result.maximumChannelDelta, 4)
    }

    func test_diff_fullyTransparentPixelsMatchWhateverTheirColour() async throws {
        let actual = try image(changes: [(0, 0, [255, 0, 0, 0])])
        let reference = try image(changes: [(0, 0, [0, 0, 255, 0])])
        XCTAssertTrue(try PixelDiff.compare(actual, reference).isMatch)
    }

    func test_diff_alphaDifferenceCounts() async throws {
        let result = try PixelDiff.compare(image(changes: [(0, 0, [200, 200, 200, 0])]), image())
        XCTAssertEqual(result.differingPixelCount, 1)
        XCTAssertEqual(result.maximumChannelDelta, 255)
    }

    func test_diff_matchesComparesTheRatioWithTheAllowance() async throws {
        let result = try PixelDiff.compare(image(changes: [(0, 0, [0, 0, 0, 255])]), image())  // 1 of 12
        XCTAssertFalse(result.matches())
        XCTAssertFalse(result.matches(maximumRatio: 0.08))
        XCTAssertTrue(result.matches(maximumRatio: 1.0 / 12))
        XCTAssertTrue(result.matches(maximumRatio: 0.1))
        XCTAssertFalse(result.matches(maximumRatio: .nan))
        XCTAssertFalse(result.matches(maximumRatio: -1))
    }

    func test_diff_descriptionSummarisesTheDifference() async throws {
        let result = try PixelDiff.compare(
            image(changes: [(1, 2, [0, 0, 0, 255])]), image(), tolerance: PixelDiffTolerance(channelDelta: 2)
        )
        XCTAssertEqual(result.description,
                       "1 of 12 pixels differ (8.333 %) beyond a tolerance of ±2 per channel, in x 1..<2, y 2..<3 (1×1 px); largest "
                           + "channel difference 200")
    }

    func test_diff_sizeMismatchIsReportedClearly() async throws {
        XCTAssertThrowsError(try PixelDiff.compare(image(4, 3), image(3, 4))) { error in
            XCTAssertEqual(error as? PixelDiffError, .sizeMismatch(actualWidth: 4, actualHeight: 3, referenceWidth: 3, referenceHeight: 4))
            XCTAssertEqual(
                "\(error)",
                "The images differ in size: actual 4 × 3 px, reference 3 × 4 px. Render at the reference's size and scale, or record a new "
                    + "reference."
            )
        }
    }

    func test_diff_rawBuffersOfTheWrongLengthAreRejected() async throws {
        XCTAssertThrowsError(try PixelDiff.compare(actual: [0, 0, 0], reference: [0, 0, 0, 0], width: 1, height: 1)) { error in
            XCTAssertEqual(
                error as? PixelDiffError, .bufferSizeMismatch(buffer: "actual", width: 1, height: 1, expectedCount: 4, actualCount: 3)
            )
        }
        XCTAssertThrowsError(try PixelDiff.compare(actual: [], reference: [], width: 0, height: 1)) { error in
            XCTAssertEqual(error as? PixelDiffError, .invalidDimensions(width: 0, height: 1))
        }
    }

    func test_diff_rawBuffersCompareLikeImages() async throws {
        let result = try PixelDiff.compare(
            actual: [1, 2, 3, 255, 9, 9, 9, 255], reference: [1, 2, 3, 255, 9, 9, 19, 255], width: 2, height: 1
        )
        XCTAssertEqual(result.differingPixelCount, 1)
        XCTAssertEqual(result.differenceBounds, PixelRegion(x: 1, y: 0, width: 1, height: 1))
    }

    // MARK: Diff image

    func test_diffImage_showsDifferingPixelsInRed() async throws {
        let result = try PixelDiff.compare(image(changes: [(2, 1, [0, 0, 0, 255])]), image())
        let diff = try XCTUnwrap(result.diffImage)
        XCTAssertEqual(diff.pixel(x: 2, y: 1), UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    func test_diffImage_showsOtherPixelsAsAFadedGreyReference() async throws {
        // Reference grey 0 (black) fades to 255 − 255 × 0.3 ≈ 179; grey 200 to 255 − 55 × 0.3 ≈ 239.
        let reference = try image(grey: 200, changes: [(0, 0, [0, 0, 0, 255]), (1, 0, [0, 0, 0, 0])])
        let actual = try image(grey: 200, changes: [(0, 0, [0, 0, 0, 255]), (1, 0, [0, 0, 0, 0]), (3, 2, [1, 1, 1, 255])])
        let diff = try XCTUnwrap(PixelDiff.compare(actual, reference).diffImage)
        XCTAssertEqual(diff.pixel(x: 0, y: 0), UIImage.Pixel(red: 179, green: 179, blue: 179, alpha: 255))
        XCTAssertEqual(diff.pixel(x: 1, y: 0), UIImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))  // transparent: white
        XCTAssertEqual(diff.pixel(x: 2, y: 2), UIImage.Pixel(red: 239, green: 239, blue: 239, alpha: 255))
    }

    func test_diffImage_hasTheReferenceSizeAndScale() async throws {
        let reference = try image(6, 3, scale: 3)
        let actual = try image(6, 3, changes: [(0, 0, [0, 0, 0, 255])])
        let diff = try XCTUnwrap(PixelDiff.compare(actual, reference).diffImage)
        XCTAssertEqual(diff.scale, 3)
        XCTAssertEqual(diff.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(diff.pixelWidth, 6)
    }

    func test_diffImage_encodesAsPNG() async throws {
        let result = try PixelDiff.compare(image(changes: [(0, 0, [0, 0, 0, 255])]), image())
        let data = try XCTUnwrap(result.diffImage?.pngData())
        XCTAssertEqual(UIImage(data: data)?.pixel(x: 0, y: 0), UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
