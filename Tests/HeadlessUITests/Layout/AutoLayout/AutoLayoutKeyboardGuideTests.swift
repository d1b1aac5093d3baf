import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `view.keyboardLayoutGuide` anchors: a bottom button pinned above the software keyboard.
@MainActor
final class AutoLayoutKeyboardGuideTests: HeadlessTestCase {
    private func pinnedSendButton() -> UIView {
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.keyboardLayoutGuide.leadingAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: window.keyboardLayoutGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor, constant: -8),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        return button
    }

    func test_hiddenKeyboard_buttonSitsAboveTheBottomSafeArea() async {
        let button = pinnedSendButton()
        window.layoutIfNeeded()
        XCTAssertEqual(button.frame, CGRect(x: 16, y: 852 - 34 - 8 - 44, width: 361, height: 44))
    }

    func test_shownKeyboard_buttonRidesOnTheKeyboardTop() async {
        let button = pinnedSendButton()
        window.layoutIfNeeded()
        let input = focusedKeyInput()
        XCTAssertEqual(button.frame.maxY, 852 - 336 - 8, "laid out inside the keyboard's animation block")
        await app.runLoop.run(for: 0.1)
        XCTAssertNotEqual(button.layer.presentation()!.frame.maxY, button.frame.maxY, "moving with the keyboard")
        waitForKeyboardSlide()
        input.resignFirstResponder()
        waitForKeyboardSlide()
        XCTAssertEqual(button.frame.maxY, 852 - 34 - 8)
    }
}
