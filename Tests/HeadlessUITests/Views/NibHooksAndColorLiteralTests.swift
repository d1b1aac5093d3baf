import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class NibHooksAndColorLiteralTests: HeadlessTestCase {
    private final class RoundedView: UIView {
        var setUps = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            setUps += 1
            layer.cornerRadius = 8
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            setUps += 10
        }
    }

    func test_awakeFromNib_isOverridableAndNeverCalledByTheRuntime() async {
        let view = place(RoundedView(), frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        view.layoutIfNeeded()
        XCTAssertEqual(view.setUps, 0, "HeadlessUI loads no nibs, so nothing awakes from one")
        view.awakeFromNib()
        view.prepareForInterfaceBuilder()
        XCTAssertEqual(view.setUps, 11)
        XCTAssertEqual(view.layer.cornerRadius, 8)
    }

    func test_colorLiteral_isTheRGBColour() async {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        XCTAssertEqual(color, UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        let pixel = view.snapshotImage(scale: 1).pixel(x: 5, y: 5)
        XCTAssertEqual(pixel?.blue, 255)
        XCTAssertEqual(pixel?.red, 0)
    }
}

@MainActor
final class CGColorLiteralTests: HeadlessTestCase {
    func test_colorLiteral_asCGColor_fillsTheLayer() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        view.layer.backgroundColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(view.snapshotImage(scale: 1).pixel(x: 5, y: 5)?.green, 255)
    }
}
