import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ImageRendererTests: HeadlessTestCase {
    func test_imageRenderer_fillUsesTheCurrentFillColour() async {
        let format = UIGraphicsImageRendererFormat(scale: 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        XCTAssertEqual(image.pixelWidth, 20)
        assertPixel(image.pixel(x: 9, y: 5), 255, 0, 0, 255)
        assertPixel(image.pixel(x: 10, y: 5), 0, 0, 0, 0)
    }

    func test_imageRenderer_defaultScaleIsTheScreenScale() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.pixelWidth, 12)
    }

    func test_drawHierarchy_drawsTheViewInsideARendererBlock() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        var drew = false
        let image = UIGraphicsImageRenderer(
            size: CGSize(width: 20, height: 10), format: UIGraphicsImageRendererFormat(scale: 1)
        ).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true)
        }
        XCTAssertTrue(drew)
        assertPixel(image.pixel(x: 15, y: 5), 0, 0, 255, 255)
        assertPixel(image.pixel(x: 5, y: 5), 0, 0, 0, 0)
    }

    func test_drawHierarchy_outsideARendererReturnsFalse() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }

    func test_screenScreenshot_drawsWindowsAndTheStatusBarTime() async {
        window.backgroundColor = .white
        let marker = place(UIView(), frame: CGRect(x: 100, y: 400, width: 50, height: 50))
        marker.backgroundColor = .red
        let image = app.screen.screenshot(scale: 1)
        XCTAssertEqual(image.pixelWidth, 393)
        XCTAssertEqual(image.pixelHeight, 852)
        assertPixel(image.pixel(x: 120, y: 420), 255, 0, 0, 255)
        let timeInk = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 130, height: 54), where: isDark)
        XCTAssertGreaterThan(timeInk, 20, "the time is drawn in the status bar")
        let withoutBar = app.screen.screenshot(scale: 1, includesStatusBar: false)
        XCTAssertEqual(countPixels(in: withoutBar, rect: CGRect(x: 0, y: 0, width: 130, height: 54), where: isDark), 0)
    }

    func test_screenScreenshot_hiddenWindowLeavesTheScreenBlack() async {
        window.backgroundColor = .white
        window.isHidden = true
        let image = app.screen.screenshot(scale: 1, includesStatusBar: false)
        assertPixel(image.pixel(x: 200, y: 400), 0, 0, 0, 255)
    }

    func test_snapshot_invalidScaleIsReportedAndTheScreenScaleUsed() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = view.snapshotImage(scale: -1)
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(image.scale, 3)
    }

    // MARK: Text fields

    func test_textField_placeholderDrawsInPlaceholderGrey() async {
        let field = place(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.backgroundColor = .white
        field.placeholder = "█████"
        let image = field.snapshotImage(scale: 1)
        let grey = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 200, height: 40)) { pixel in
            abs(Int(pixel.red) - 197) < 8 && abs(Int(pixel.blue) - 200) < 8
        }
        XCTAssertGreaterThan(grey, 50, "placeholder pixels in .placeholderText over white")
    }

    func test_textField_editingDrawsTheCaretInTheTintColour() async {
        let field = place(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.backgroundColor = .white
        XCTAssertTrue(field.becomeFirstResponder())
        let image = field.snapshotImage(scale: 1)
        let blue = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 200, height: 40)) {
            $0.red == 0 && $0.green == 122 && $0.blue == 255
        }
        XCTAssertGreaterThan(blue, 10, "a blue caret bar")
    }
}
