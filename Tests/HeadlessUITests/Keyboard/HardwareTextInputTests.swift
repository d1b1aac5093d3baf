import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class HardwareTextInputTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    private func focusedInput() -> KeyInputRecordingView {
        let input = place(KeyInputRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        XCTAssertTrue(input.becomeFirstResponder())
        return input
    }

    func test_typing_insertsTheCharactersOfEachKey() async {
        let input = focusedInput()
        keyboard.type("Hello, World! 1+1=2 (ok?)")
        XCTAssertEqual(input.text, "Hello, World! 1+1=2 (ok?)")
    }

    func test_capsLock_capitalizesLettersButNotDigits() async {
        let input = focusedInput()
        keyboard.press(.keyboardCapsLock)
        keyboard.press(.keyboardA)
        keyboard.press(.keyboard1)
        keyboard.press(.keyboardB, holding: [.keyboardLeftShift])
        XCTAssertEqual(input.text, "A1B")
    }

    func test_deleteKey_callsDeleteBackward() async {
        let input = focusedInput()
        keyboard.type("abc")
        keyboard.press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(input.text, "ab")
        XCTAssertEqual(input.log.filter { $0 == "delete" }.count, 1)
    }

    func test_returnKey_insertsNewline() async {
        let input = focusedInput()
        keyboard.press(.keyboardReturnOrEnter)
        keyboard.press(.keypadEnter)
        XCTAssertEqual(input.log.filter { $0.hasPrefix("insert") }, ["insert \"\\n\"", "insert \"\\n\""])
    }

    func test_tabKey_insertsTab() async {
        let input = focusedInput()
        keyboard.press(.keyboardTab)
        XCTAssertEqual(input.text, "\t")
    }

    func test_keysWithoutText_insertNothing() async {
        let input = focusedInput()
        for key: UIKeyboardHIDUsage in [
            .keyboardLeftArrow, .keyboardUpArrow, .keyboardEscape, .keyboardF5, .keyboardHome, .keyboardLeftShift, .keyboardCapsLock
        ] {
            keyboard.press(key)
        }
        XCTAssertEqual(input.text, "")
    }

    func test_commandAndControlKeys_insertNothing() async {
        let input = focusedInput()
        keyboard.press(.keyboardV, holding: [.keyboardLeftGUI])
        keyboard.press(.keyboardA, holding: [.keyboardRightControl])
        XCTAssertEqual(input.text, "")
    }

    func test_optionKey_stillTypesTheBaseCharacter() async {
        let input = focusedInput()
        keyboard.press(.keyboardE, holding: [.keyboardLeftAlt])
        XCTAssertEqual(input.text, "e")
    }

    func test_pressConsumedByTheInput_isNotInserted() async {
        let input = focusedInput()
        input.consumedKeys = [.keyboardX]
        keyboard.type("xyx")
        XCTAssertEqual(input.text, "y")
    }

    func test_responderThatIsNotAKeyInput_receivesNoText() async {
        let input = place(KeyInputRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let other = place(PressRecordingView(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        XCTAssertTrue(other.becomeFirstResponder())
        keyboard.type("hi")
        XCTAssertEqual(input.text, "")
        XCTAssertEqual(other.log, ["began h", "ended h", "began i", "ended i"])
    }

    func test_textInputKeyHandling_handlesKeysBeforeTheDefaultMapping() async {
        let input = place(ArrowHandlingInput(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        XCTAssertTrue(input.becomeFirstResponder())
        keyboard.type("ab")
        keyboard.press(.keyboardLeftArrow)
        keyboard.press(.keyboardA, holding: [.keyboardLeftGUI])
        XCTAssertEqual(input.log, ["insert a", "insert b", "handled \(UIKeyCommand.inputLeftArrow)", "handled a"])
    }
}

/// A text input that handles arrows and ⌘-keys itself, as a text field will.
@MainActor
private final class ArrowHandlingInput: UIView, TextInputKeyHandling {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !log.isEmpty }
    func insertText(_ text: String) { log.append("insert \(text)") }
    func deleteBackward() { log.append("delete") }

    func handleTextInputKey(_ key: UIKey) -> Bool {
        guard key.characters.hasPrefix("UIKeyInput") || key.modifierFlags.contains(.command) else { return false }
        log.append("handled \(key.charactersIgnoringModifiers)")
        return true
    }
}
