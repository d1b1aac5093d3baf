import HeadlessUI
import XCTest

extension HeadlessTestCase {
    /// Places a ``ConfigurableKeyInputView`` near the top of the window and makes it first responder.
    @discardableResult
    public func focusedKeyInput(
        autocapitalization: UITextAutocapitalizationType = .none, keyboardType: UIKeyboardType = .default,
        returnKeyType: UIReturnKeyType = .default, y: CGFloat = 100,
        file: StaticString = #filePath, line: UInt = #line
    ) -> ConfigurableKeyInputView {
        let input = ConfigurableKeyInputView()
        input.autocapitalizationType = autocapitalization
        input.keyboardType = keyboardType
        input.returnKeyType = returnKeyType
        place(input, frame: CGRect(x: 20, y: y, width: 300, height: 40))
        XCTAssertTrue(input.becomeFirstResponder(), "the input becomes first responder", file: file, line: line)
        return input
    }

    /// Lets the keyboard's slide finish.
    public func waitForKeyboardSlide() {
        wait(SoftwareKeyboard.animationDuration)
    }

    /// Taps the software keyboard key labelled `label` at its activation point.
    public func tapKey(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let key = app.softwareKeyboard.key(label) else {
            let labels = app.softwareKeyboard.keys.compactMap(\.accessibilityLabel)
            XCTFail("no key labelled \(label.debugDescription); keys: \(labels)", file: file, line: line)
            return
        }
        fingers.tap(key.accessibilityActivationPoint, file: file, line: line)
    }
}
