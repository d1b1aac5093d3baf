import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIButtonImageTests: HeadlessTestCase {
    private func square(_ side: CGFloat, _ color: UIColor) throws -> UIImage {
        try UIImage(size: CGSize(width: side, height: side), scale: 1, filledWith: color)
    }

    func test_setImage_isPerStateWithFallback() async throws {
        let button = UIButton(type: .system)
        let normal = try square(10, .red), highlighted = try square(10, .green)
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        XCTAssertTrue(button.currentImage === normal)
        XCTAssertTrue(button.imageView?.image === normal)
        button.isHighlighted = true
        XCTAssertTrue(button.currentImage === highlighted)
        XCTAssertTrue(button.imageView?.image === highlighted)
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertTrue(button.image(for: .disabled) === normal, "disabled falls back to normal")
    }

    func test_imageAndTitle_sitSideBySideAndSizeTheButton() async throws {
        let button = place(UIButton(type: .system), frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        button.setImage(try square(20, .red), for: .normal)
        button.setTitle("Share", for: .normal)
        let titleSize = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(button.intrinsicContentSize.width, 20 + titleSize.width, accuracy: 0.01)
        XCTAssertEqual(button.intrinsicContentSize.height, max(20, titleSize.height + 12), accuracy: 0.01)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView!.frame.maxX, button.titleLabel!.frame.minX, accuracy: 0.01, "image leading, title after it")
        XCTAssertEqual((button.imageView!.frame.minX + button.titleLabel!.frame.maxX) / 2, 100, accuracy: 0.5)
    }

    func test_imageOnlyButton_sizesToTheImageAndIsLabelledByTheSymbol() async throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 17, height: 17))
        XCTAssertEqual(button.accessibilityLabel, "plus")
        XCTAssertEqual(button.imageView?.displayedTintColor, button.tintColor, "symbols take the tint")
    }

    func test_backgroundImage_fillsTheButtonBehindTheTitle() async throws {
        let container = place(UIView(), frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        container.addSubview(button)
        button.setBackgroundImage(try square(4, .systemGreen), for: .normal)
        button.setTitle("OK", for: .normal)
        button.layoutIfNeeded()
        XCTAssertTrue(button.currentBackgroundImage != nil)
        XCTAssertTrue(button.subviews.first is UIImageView, "behind the title")
        let image = container.snapshotImage(scale: 1)
        XCTAssertEqual(image.pixel(x: 2, y: 2), UIImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        XCTAssertEqual(image.pixel(x: 98, y: 38), UIImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        XCTAssertEqual(image.pixel(x: 150, y: 20)?.alpha, 0)
    }

    func test_attributedTitle_winsOverThePlainTitle() async {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Rich"), for: .normal)
        XCTAssertEqual(button.currentTitle, "Rich")
        XCTAssertEqual(button.currentAttributedTitle?.string, "Rich")
        XCTAssertEqual(button.titleLabel?.text, "Rich")
        XCTAssertEqual(button.accessibilityLabel, "Rich")
    }

    func test_preferredSymbolConfiguration_resizesTheSymbol() async {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "gear"), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        XCTAssertEqual(button.imageView?.image?.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 30))
    }
}
