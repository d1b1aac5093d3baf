import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageSymbolConfigurationTests: HeadlessTestCase {
    func test_pointSize_sizesThePlaceholder() async throws {
        let image = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        XCTAssertEqual(image.size, CGSize(width: 34, height: 34))
        XCTAssertEqual(image.pixelWidth, 102)
        XCTAssertEqual(image.symbolConfiguration, UIImage.SymbolConfiguration(pointSize: 34))
    }

    func test_scale_textStyleAndFont_sizeThePlaceholder() async throws {
        let large = try XCTUnwrap(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        XCTAssertEqual(large.size.width, 22, accuracy: 0.34, "17 pt × 1.29, on whole pixels")
        let small = try XCTUnwrap(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        XCTAssertLessThan(small.size.width, 17)
        let title = try XCTUnwrap(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        XCTAssertEqual(title.size.width, 28)
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 24))
        XCTAssertEqual(UIImage(systemName: "gear", withConfiguration: font)?.size.width, 24)
    }

    func test_applying_keepsValuesTheOtherLeavesUnspecified() async {
        let sized = UIImage.SymbolConfiguration(pointSize: 20)
        let merged = sized.applying(UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertEqual(merged, UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        let restyled = merged.applying(UIImage.SymbolConfiguration(textStyle: .headline))
        XCTAssertNotEqual(restyled, merged)
        XCTAssertEqual(restyled.configurationWithoutTextStyle(), UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertEqual(UIImage.SymbolWeight.semibold.fontWeight(), .semibold)
        XCTAssertEqual(UIImage.SymbolScale.default.rawValue, -1)
    }

    func test_withConfiguration_resizesSymbolsAndLeavesBitmaps() async throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "heart")).withRenderingMode(.alwaysTemplate)
        let bigger = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        XCTAssertEqual(bigger.size.width, 40)
        XCTAssertEqual(bigger.renderingMode, .alwaysTemplate, "keeps the rendering mode")
        XCTAssertEqual(bigger.accessibilityLabel, "heart")
        let twice = bigger.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(twice.symbolConfiguration, UIImage.SymbolConfiguration(pointSize: 40, weight: .unspecified, scale: .large))
        let bitmap = try UIImage(size: CGSize(width: 2, height: 2), filledWith: .red)
        XCTAssertTrue(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === bitmap)
        XCTAssertNil(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)))
        XCTAssertEqual(symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30))?.size.width, 30)
    }

    func test_paletteAndHierarchicalColours_drawTheSymbolInThatColour() async throws {
        let palette = try XCTUnwrap(UIImage(
            systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
        ))
        let view = place(UIImageView(image: palette), frame: CGRect(x: 0, y: 100, width: 17, height: 17))
        view.tintColor = .systemGreen
        XCTAssertEqual(view.displayedTintColor, .systemRed)
        XCTAssertEqual(view.snapshotImage(scale: 1).pixel(x: 8, y: 8), UIImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        let hierarchical = UIImage(systemName: "star.fill")?.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .systemPink))
        XCTAssertEqual(hierarchical?.tintColor, .systemPink)
    }

    func test_imageViewPreferredSymbolConfiguration_resizesTheShownSymbol() async throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 44, height: 44))
        XCTAssertEqual(view.displayedImage?.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(view.image?.size, CGSize(width: 17, height: 17), "the image itself is unchanged")
    }

    func test_invalidPointSize_isReportedAndLeftUnspecified() async {
        let configuration = UIImage.SymbolConfiguration(pointSize: .nan)
        XCTAssertEqual(configuration, UIImage.SymbolConfiguration.unspecified)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("pass a finite number above 0") ?? false, "\(issues)")
    }
}
