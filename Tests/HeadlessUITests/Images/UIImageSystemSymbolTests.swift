import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageSystemSymbolTests: HeadlessTestCase {
    private let listedNames = [
        "star", "star.fill", "heart", "gear", "xmark", "chevron.right", "plus", "minus", "magnifyingglass",
        "person.crop.circle", "creditcard", "arrow.up.arrow.down", "bell", "lock",
    ]

    func test_systemImage_knownNamesGiveSymbolImagesOf17PointsAtScreenScale() async throws {
        for name in listedNames {
            let image = try XCTUnwrap(UIImage(systemName: name), name)
            XCTAssertTrue(image.isSymbolImage, name)
            XCTAssertEqual(image.symbolName, name)
            XCTAssertEqual(image.size, CGSize(width: 17, height: 17), name)
            XCTAssertEqual(image.scale, 3, name)
            XCTAssertEqual(image.pixelWidth, 51, name)
        }
    }

    func test_systemImage_unknownNameIsNil() async {
        XCTAssertNil(UIImage(systemName: "star.fil"))
        XCTAssertNil(UIImage(systemName: ""))
    }

    func test_systemImage_isDeterministic() async throws {
        let first = try XCTUnwrap(UIImage(systemName: "gear"))
        let second = try XCTUnwrap(UIImage(systemName: "gear"))
        XCTAssertEqual(first, second)
    }

    func test_systemImage_everyGlyphIsDistinctAndPartlyOpaque() async throws {
        let images = try UIImage.availableSystemSymbolNames.map { try XCTUnwrap(UIImage(systemName: $0)) }
        XCTAssertEqual(Set(images.map(\.rgbaBytes)).count, images.count, "two symbols share the same pixels")
        for image in images {
            let alphas = stride(from: 3, to: image.rgbaBytes.count, by: 4).map { image.rgbaBytes[$0] }
            let covered = alphas.filter { $0 == 255 }.count
            XCTAssertGreaterThan(covered, alphas.count / 50, "\(image) is almost empty")
            XCTAssertLessThan(covered, alphas.count * 9 / 10, "\(image) is almost full")
        }
    }

    func test_systemImage_filledStarCoversItsCentreAndOutlinedStarDoesNot() async throws {
        let filled = try XCTUnwrap(UIImage(systemName: "star.fill"))
        let outlined = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertEqual(filled.pixel(x: 25, y: 27)?.alpha, 255)
        XCTAssertEqual(outlined.pixel(x: 25, y: 27)?.alpha, 0)
        XCTAssertEqual(filled.pixel(x: 0, y: 0)?.alpha, 0)
    }

    func test_systemImage_isDrawnAsTemplate() async throws {
        let image = try XCTUnwrap(UIImage(systemName: "heart"))
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertTrue(image.isDrawnAsTemplate)
        XCTAssertFalse(image.withRenderingMode(.alwaysOriginal).isDrawnAsTemplate)
    }

    func test_systemImage_accessibilityLabelReadsTheNameWithSpaces() async throws {
        XCTAssertEqual(UIImage(systemName: "star.fill")?.accessibilityLabel, "star fill")
        XCTAssertEqual(UIImage(systemName: "person.crop.circle")?.accessibilityLabel, "person crop circle")
    }
}

@MainActor
final class UIImageSystemSymbolIPadTests: HeadlessTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    func test_systemImage_followsTheIPadScreenScale() async throws {
        let image = try XCTUnwrap(UIImage(systemName: "plus"))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.pixelWidth, 34)
        XCTAssertEqual(image.size, CGSize(width: 17, height: 17))
    }
}
