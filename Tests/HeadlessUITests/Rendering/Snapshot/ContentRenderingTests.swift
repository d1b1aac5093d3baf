import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ContentRenderingTests: HeadlessTestCase {
    private func whiteContainer(_ size: CGSize = CGSize(width: 200, height: 100)) -> UIView {
        let container = place(UIView(), frame: CGRect(origin: .zero, size: size))
        container.backgroundColor = .white
        return container
    }

    // MARK: Labels

    func test_label_drawsInkInsideItsTextFrameOnly() async {
        let container = whiteContainer()
        let label = UILabel(frame: CGRect(x: 10, y: 30, width: 180, height: 40))
        label.text = "Hello, world"
        container.addSubview(label)
        let image = container.snapshotImage(scale: 2)
        let textRect = label.textFrame
        let drawn = CGRect(
            x: 10 + textRect.minX, y: 30 + textRect.minY, width: label.font.width(of: "Hello, world"), height: textRect.height
        )
        let inside = countPixels(in: image, rect: drawn.applying(CGAffineTransform(scaleX: 2, y: 2)), where: isDark)
        XCTAssertGreaterThan(inside, 200, "glyph pixels inside the text frame")
        var outside = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 400, height: 2 * drawn.minY - 2), where: isDark)
        outside += countPixels(in: image, rect: CGRect(x: 0, y: 2 * drawn.maxY + 2, width: 400, height: 200), where: isDark)
        outside += countPixels(in: image, rect: CGRect(x: 2 * drawn.maxX + 4, y: 0, width: 400, height: 200), where: isDark)
        XCTAssertEqual(outside, 0, "no ink outside the text frame")
    }

    func test_label_textSitsOnTheLayoutBaseline() async {
        let container = whiteContainer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "HHHH"
        container.addSubview(label)
        let image = container.snapshotImage(scale: 1)
        let baseline = label.textFrame.minY + label.textLayout.lines[0].baseline
        let capTop = baseline - label.font.capHeight
        // The rows just above the baseline are inked; the rows just below are not (H has no descender).
        XCTAssertGreaterThan(countPixels(in: image, rect: CGRect(x: 0, y: baseline - 2, width: 200, height: 1), where: isDark), 0)
        XCTAssertEqual(countPixels(in: image, rect: CGRect(x: 0, y: baseline + 1, width: 200, height: 3), where: isDark), 0)
        XCTAssertEqual(countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 200, height: capTop - 1.5), where: isDark), 0)
    }

    func test_label_truncatedTextDrawsFewerGlyphPixels() async {
        let container = whiteContainer(CGSize(width: 400, height: 100))
        let full = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        full.text = "The quick brown fox jumps over"
        let truncated = UILabel(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        truncated.text = full.text
        container.addSubview(full)
        container.addSubview(truncated)
        XCTAssertTrue(truncated.isTruncated)
        let image = container.snapshotImage(scale: 1)
        let fullInk = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 400, height: 50), where: isDark)
        let truncatedInk = countPixels(in: image, rect: CGRect(x: 0, y: 50, width: 400, height: 50), where: isDark)
        XCTAssertGreaterThan(truncatedInk, 0)
        XCTAssertLessThan(truncatedInk, fullInk / 2)
        XCTAssertEqual(
            countPixels(in: image, rect: CGRect(x: 101, y: 50, width: 299, height: 50), where: isDark), 0,
            "nothing beyond the label's width"
        )
    }

    func test_label_rightAlignmentMovesInkToTheRight() async {
        let container = whiteContainer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hi"
        label.textAlignment = .right
        container.addSubview(label)
        let image = container.snapshotImage(scale: 1)
        XCTAssertEqual(countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 150, height: 40), where: isDark), 0)
        XCTAssertGreaterThan(countPixels(in: image, rect: CGRect(x: 150, y: 0, width: 50, height: 40), where: isDark), 0)
    }

    func test_label_textColourIsUsed() async {
        let container = whiteContainer()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "█"
        label.font = .systemFont(ofSize: 40)
        label.textColor = .red
        container.addSubview(label)
        let image = container.snapshotImage(scale: 1)
        let red = countPixels(in: image, rect: CGRect(x: 0, y: 0, width: 200, height: 60)) {
            $0.red == 255 && $0.green == 0 && $0.blue == 0
        }
        XCTAssertGreaterThan(red, 100)
    }

    // MARK: Image views

    func test_imageView_aspectFitLetterboxesTheImage() async throws {
        let container = whiteContainer(CGSize(width: 100, height: 100))
        let imageView = UIImageView(image: try UIImage(size: CGSize(width: 20, height: 10), scale: 1, filledWith: .blue))
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.addSubview(imageView)
        XCTAssertEqual(imageView.imageFrame, CGRect(x: 0, y: 25, width: 100, height: 50))
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 50, y: 20), 255, 255, 255, 255, "letterbox above")
        assertPixel(image.pixel(x: 50, y: 30), 0, 0, 255, 255, "image")
        assertPixel(image.pixel(x: 50, y: 80), 255, 255, 255, 255, "letterbox below")
    }

    func test_imageView_templateImageDrawsInTheTintColour() async throws {
        let container = whiteContainer(CGSize(width: 20, height: 20))
        let image = try UIImage(size: CGSize(width: 20, height: 20), scale: 1, filledWith: .black).withRenderingMode(.alwaysTemplate)
        let imageView = UIImageView(image: image)
        imageView.tintColor = .systemRed
        container.addSubview(imageView)
        assertPixel(container.snapshotImage(scale: 1).pixel(x: 10, y: 10), 255, 59, 48, 255)
    }

    // MARK: Controls

    func test_switch_onAndOffDifferInTheThumbRegions() async {
        let container = whiteContainer()
        let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
        container.addSubview(on)
        container.addSubview(off)
        let image = container.snapshotImage(scale: 1)
        // Left thumb region (centre 2 + 13.5 pt in): white thumb when off, green track when on.
        assertPixel(image.pixel(x: 10 + 15, y: 60 + 15), 255, 255, 255, 255, "off: thumb on the left")
        assertPixel(image.pixel(x: 10 + 15, y: 10 + 15), 52, 199, 89, 255, "on: green track on the left")
        // Right thumb region.
        assertPixel(image.pixel(x: 10 + 36, y: 10 + 15), 255, 255, 255, 255, "on: thumb on the right")
        assertPixel(image.pixel(x: 10 + 46, y: 60 + 15), 229, 229, 234, 255, "off: grey track on the right")
    }
}
