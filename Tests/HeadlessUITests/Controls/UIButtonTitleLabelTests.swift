import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIButtonTitleLabelTests: HeadlessTestCase {
    func test_titleLabel_showsTheCurrentTitleAndFollowsState() async {
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.setTitle("Paying…", for: .highlighted)
        XCTAssertEqual(button.titleLabel?.text, "Pay")
        button.isHighlighted = true
        XCTAssertEqual(button.titleLabel?.text, "Paying…")
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertEqual(button.titleLabel?.text, "Pay", "disabled falls back to the normal title")
        XCTAssertTrue(button.titleLabel?.superview === button)
    }

    func test_titleColor_reachesTheLabel() async {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.systemRed, for: .normal)
        XCTAssertEqual(button.titleLabel?.textColor, .systemRed)
    }

    func test_intrinsicContentSize_isTitleWidthAndThirtyPointsTall() async {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let titleWidth = UIButton.defaultTitleFont.width(of: "Continue")
        let titleHeight = button.titleLabel!.intrinsicContentSize.height
        XCTAssertEqual(titleHeight, 17.67, accuracy: 0.01, "DejaVu's 15 pt line height rounded up to a 3x pixel")
        XCTAssertEqual(
            button.intrinsicContentSize.height, titleHeight + 12,
            "6 pt above and below the title, like UIKit's legacy buttons (30 pt with SF)"
        )
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth, accuracy: 1)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth + 20, accuracy: 1)
    }

    func test_layout_centresTheTitleByDefault() async {
        let button = place(UIButton(type: .system), frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        button.setTitle("OK", for: .normal)
        button.layoutIfNeeded()
        let label = button.titleLabel!
        XCTAssertEqual(label.frame.midX, 100, accuracy: 0.5)
        XCTAssertEqual(label.frame.midY, 22, accuracy: 0.5)
        button.contentHorizontalAlignment = .left
        button.setNeedsLayout()
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 0)
    }

    func test_tapOnTheTitleLabel_reachesTheButton() async {
        let button = place(UIButton(type: .system), frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        button.setTitle("Submit", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        app.runLoop.runOnce()
        fingers.tap(button.titleLabel!.convert(CGPoint(x: 5, y: 5), to: nil))
        XCTAssertEqual(taps, 1, "labels do not take touches, so the button under them does")
    }
}
