import Hammer
import HeadlessUITestSupport
import XCTest

/// Keyboard input: typed strings arrive in text fields, with Shift handled automatically.
@MainActor
final class EventGeneratorKeyboardTests: HammerTestCase {
    private func focusedField() -> UITextField {
        let field = add(UITextField(frame: .zero), frame: CGRect(x: 20, y: 150, width: 340, height: 40))
        XCTAssertTrue(field.becomeFirstResponder())
        return field
    }

    func test_keyType_typesLettersDigitsAndShiftedSymbols() async throws {
        let field = focusedField()
        let generator = try await makeGenerator()
        let text = "Hello, World! 123 @#$%^&*()_+{}|:\"<>?~ [];'./\\`-="
        try await generator.keyType(text)
        XCTAssertEqual(field.text, text)
    }

    func test_keyType_insertsCharactersWithoutAKeyThroughTextInput() async throws {
        let field = focusedField()
        let generator = try await makeGenerator()
        try await generator.keyType("café 👍")
        XCTAssertEqual(field.text, "café 👍")
    }

    func test_keyType_withoutATextResponderThrowsNamingTheCharacter() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.keyType("é")
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .keyNotMappable(let character, _) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(character, "\"é\"")
        }
    }

    func test_keyPress_character_isTheUnshiftedKey() async throws {
        let field = focusedField()
        let generator = try await makeGenerator()
        try await generator.keyPress("A")
        try await generator.keyPress("!")
        XCTAssertEqual(field.text, "a1")
    }

    func test_keyDown_shiftThenKeyPressTypesTheShiftedCharacter() async throws {
        let field = focusedField()
        let generator = try await makeGenerator()
        try await generator.keyDown(.leftShift)
        try await generator.keyPress(.number2)
        try await generator.keyUp(.leftShift)
        XCTAssertEqual(field.text, "@")
    }

    func test_keyPress_deleteRemovesTheLastCharacter() async throws {
        let field = focusedField()
        let generator = try await makeGenerator()
        try await generator.keyType("abc")
        try await generator.keyPress(.deleteOrBackspace)
        XCTAssertEqual(field.text, "ab")
    }

    func test_keyUp_ofAKeyThatIsNotDownThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.keyUp(.letterA)
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .keyState(key: "a", _) = error else { return XCTFail("got \(error)") }
        }
    }

    func test_keyboardCalls_attachAHardwareKeyboardUntilFinish() async throws {
        _ = focusedField()
        XCTAssertFalse(app.isHardwareKeyboardAttached)
        let generator = try await EventGenerator(window: window)
        try await generator.keyType("x")
        XCTAssertTrue(app.isHardwareKeyboardAttached)
        try await generator.finish()
        XCTAssertFalse(app.isHardwareKeyboardAttached)
    }

    func test_keyboardKey_coversTheFullUSHIDUsageSet() async throws {
        XCTAssertEqual(KeyboardKey.allCases.count, UIKeyboardHIDUsage.allCases.count)
        for key in KeyboardKey.allCases {
            XCTAssertEqual(key.usage.rawValue, key.rawValue)
        }
        XCTAssertEqual(KeyboardKey.returnOrEnter.name, "returnOrEnter")
    }

    func test_keyboardKey_characterMapping_matchesTheUSLayout() async throws {
        for scalar in 32...126 {
            let character = Character(Unicode.Scalar(UInt8(scalar)))
            let ours = KeyboardKey.keystroke(for: character)
            let system = USKeyboardLayout.keystroke(for: character)
            XCTAssertEqual(ours?.key.usage, system?.usage, "\(character)")
            XCTAssertEqual(ours?.needsShift, system.map { $0.modifierFlags.contains(.shift) }, "\(character)")
        }
    }

    func test_eventNotProcessed_whenTheAppNoLongerRuns() async throws {
        let generator = try await makeGenerator()
        generator.settings.eventProcessingTimeout = 0.2
        app.terminate()
        do {
            try await generator.keyPress(.letterA)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .eventNotProcessed(event: "key a down", timeout: 0.2))
        }
        generators = []
    }
}
