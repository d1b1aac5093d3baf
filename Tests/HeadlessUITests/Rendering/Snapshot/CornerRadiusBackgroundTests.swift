import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Which backgrounds `layer.cornerRadius` rounds without clipping. A plain view's background is its
/// layer's, so the radius rounds it; a label draws its `backgroundColor` with its text, as content,
/// so the corners stay square until the label clips (`clipsToBounds`/`masksToBounds`). A colour set
/// on the label's layer itself is the layer's background and is rounded.
@MainActor
final class CornerRadiusBackgroundTests: HeadlessTestCase {
    private func whiteContainer() -> UIView {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        return container
    }

    /// A 60×40 view at (10, 10) with a corner radius of 12, in a white container, drawn at scale 1.
    private func snapshot(of view: UIView) -> UIImage {
        let container = whiteContainer()
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.layer.cornerRadius = 12
        container.addSubview(view)
        return container.snapshotImage(scale: 1)
    }

    private func assertSquareCorners(_ image: UIImage, file: StaticString = #filePath, line: UInt = #line) {
        assertPixel(image.pixel(x: 10, y: 10), 0, 0, 255, 255, "top-left corner pixel", file: file, line: line)
        assertPixel(image.pixel(x: 69, y: 49), 0, 0, 255, 255, "bottom-right corner pixel", file: file, line: line)
    }

    private func assertRoundedCorners(_ image: UIImage, file: StaticString = #filePath, line: UInt = #line) {
        assertPixel(image.pixel(x: 10, y: 10), 255, 255, 255, 255, "top-left corner pixel", file: file, line: line)
        assertPixel(image.pixel(x: 69, y: 49), 255, 255, 255, 255, "bottom-right corner pixel", file: file, line: line)
        assertPixel(image.pixel(x: 40, y: 10), 0, 0, 255, 255, "middle of the top edge", file: file, line: line)
    }

    func test_label_backgroundColorKeepsSquareCornersWithoutClipping() async {
        let label = UILabel()
        label.backgroundColor = .blue
        assertSquareCorners(snapshot(of: label))
    }

    func test_label_backgroundColorIsRoundedWhenItClipsToBounds() async {
        let label = UILabel()
        label.backgroundColor = .blue
        label.clipsToBounds = true
        assertRoundedCorners(snapshot(of: label))
    }

    func test_label_backgroundColorIsRoundedWhenItsLayerMasksToBounds() async {
        let label = UILabel()
        label.backgroundColor = .blue
        label.layer.masksToBounds = true
        assertRoundedCorners(snapshot(of: label))
    }

    func test_label_layerBackgroundColorIsRoundedWithoutClipping() async {
        let label = UILabel()
        label.layer.backgroundColor = UIColor.blue.cgColor
        assertRoundedCorners(snapshot(of: label))
    }

    func test_label_backgroundColorCoversItsLayerBackgroundColor() async {
        let label = UILabel()
        label.layer.backgroundColor = UIColor.red.cgColor
        label.backgroundColor = .blue
        assertSquareCorners(snapshot(of: label))
    }

    func test_label_textStillDrawsOverItsSquareBackground() async {
        let label = UILabel()
        label.backgroundColor = .blue
        label.textColor = .white
        label.text = "███"
        label.textAlignment = .center
        let image = snapshot(of: label)
        assertSquareCorners(image)
        assertPixel(image.pixel(x: 40, y: 30), 255, 255, 255, 255, "the text, white, over the background")
    }

    func test_view_backgroundColorIsRoundedWithoutClipping() async {
        let view = UIView()
        view.backgroundColor = .blue
        assertRoundedCorners(snapshot(of: view))
    }

    func test_button_backgroundColorIsRoundedWithoutClipping() async {
        let button = UIButton(type: .custom)
        button.backgroundColor = .blue
        assertRoundedCorners(snapshot(of: button))
    }

    func test_textView_backgroundColorIsRoundedWithoutClipping() async {
        let textView = UITextView()
        textView.backgroundColor = .blue
        assertRoundedCorners(snapshot(of: textView))
    }
}
