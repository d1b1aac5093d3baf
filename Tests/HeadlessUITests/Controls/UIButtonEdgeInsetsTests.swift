import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIButtonEdgeInsetsTests: HeadlessTestCase {
    private func makeButton() -> UIButton {
        let button = place(UIButton(type: .system), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.setTitle("Pay", for: .normal)
        button.layoutIfNeeded()
        return button
    }

    func test_titleEdgeInsets_centredTitle_movesByHalfTheDifference() async {
        let button = makeButton()
        let plain = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minX - plain.minX, 4, accuracy: 0.001)
        button.titleEdgeInsets = UIEdgeInsets(top: 6, left: 8, bottom: 0, right: -8)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minX - plain.minX, 8, accuracy: 0.001)
        XCTAssertEqual(button.titleLabel!.frame.minY - plain.minY, 3, accuracy: 0.001)
        XCTAssertEqual(button.titleLabel!.frame.size, plain.size)
    }

    func test_edgeInsets_leftAlignedContent_moveByTheLeadingInset_andLeaveTheIntrinsicSizeAlone() async {
        let button = makeButton()
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.contentHorizontalAlignment = .left
        let size = button.intrinsicContentSize
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame
        let image = button.imageView!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minX - title.minX, 10, accuracy: 0.001)
        XCTAssertEqual(button.imageView!.frame.minX, image.minX, accuracy: 0.001, "a right inset does not move left-aligned content")
        XCTAssertEqual(button.intrinsicContentSize, size)
    }
}
