import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Fidelity: a text field has an intrinsic size (UIKit: a rounded-rect field with the 17 pt system
/// font is 34 pt tall), so it keeps its height in stack views and Auto Layout. UIKit names only.
@MainActor
final class UITextFieldIntrinsicSizeTests: HeadlessTestCase {
    private func field(_ style: UITextField.BorderStyle, text: String? = nil) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        field.text = text
        return field
    }

    func test_roundedRect_isThirtyFourPointsTallWithTheSystemFont() async {
        XCTAssertEqual(field(.roundedRect).intrinsicContentSize.height, 34)
    }

    func test_borderStyles_setTheHeight() async {
        let heights = UITextField.BorderStyle.allCases.map { field($0).intrinsicContentSize.height }
        XCTAssertEqual(heights, [20, 24, 34, 34], "none, line, bezel, roundedRect at 17 pt")
    }

    func test_width_isTheTextPlusTheBorderInsets() async {
        let font = UIFont.systemFont(ofSize: 17)
        let size = field(.roundedRect, text: "Hello").intrinsicContentSize
        XCTAssertEqual(size.width, (font.width(of: "Hello") + 14).rounded(.up))
    }

    func test_emptyField_measuresThePlaceholder() async {
        let empty = field(.none)
        empty.placeholder = "Email address"
        XCTAssertEqual(empty.intrinsicContentSize.width, UIFont.systemFont(ofSize: 17).width(of: "Email address").rounded(.up))
    }

    func test_largerFont_makesTheFieldTaller() async {
        let large = field(.roundedRect)
        large.font = .systemFont(ofSize: 34)
        XCTAssertEqual(large.intrinsicContentSize.height, UIFont.systemFont(ofSize: 34).lineHeight.rounded(.up) + 14)
    }

    func test_visibleRightView_addsItsWidth() async {
        let withIcon = field(.roundedRect, text: "Hi")
        let plain = withIcon.intrinsicContentSize.width
        withIcon.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        withIcon.rightViewMode = .always
        XCTAssertEqual(withIcon.intrinsicContentSize.width, plain - 7 + 30)
        XCTAssertEqual(withIcon.intrinsicContentSize.height, 40, "a taller overlay sets the height")
    }

    func test_inAStackWithAutoLayout_keepsItsHeight() async {
        let email = field(.roundedRect), password = field(.roundedRect)
        let stack = UIStackView(arrangedSubviews: [email, password])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(email.frame, CGRect(x: 0, y: 0, width: 353, height: 34))
        XCTAssertEqual(password.frame, CGRect(x: 0, y: 46, width: 353, height: 34))
        XCTAssertEqual(stack.frame.height, 80)
    }

    func test_settingText_relaysOutTheStackAroundIt() async {
        let name = field(.roundedRect, text: "Al")
        let spacer = UIView()
        let stack = UIStackView(arrangedSubviews: [name, spacer])
        place(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 34))
        await app.runLoop.runFrames(1)
        let before = name.frame.width
        XCTAssertEqual(before, name.intrinsicContentSize.width)
        name.text = "Alexandra Longname"
        await app.runLoop.runFrames(1)
        XCTAssertGreaterThan(name.frame.width, before)
        XCTAssertEqual(name.frame.width, name.intrinsicContentSize.width)
    }

    func test_changingBorderStyle_changesTheIntrinsicHeightInAutoLayout() async {
        let plain = field(.none)
        plain.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(plain)
        NSLayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            plain.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(plain.frame.height, 20)
        plain.borderStyle = .roundedRect
        window.layoutIfNeeded()
        XCTAssertEqual(plain.frame.height, 34)
    }
}
