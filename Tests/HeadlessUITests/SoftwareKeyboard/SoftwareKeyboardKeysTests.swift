import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SoftwareKeyboardKeysTests: HeadlessTestCase {
    private var softKeyboard: SoftwareKeyboard { app.softwareKeyboard }

    func test_letterPlane_hasQWERTYRowsShiftDeleteMoreSpaceAndReturn() async {
        focusedKeyInput()
        let labels = softKeyboard.keys.compactMap(\.accessibilityLabel)
        XCTAssertEqual(labels, [
            "q", "w", "e", "r", "t", "y", "u", "i", "o", "p",
            "a", "s", "d", "f", "g", "h", "j", "k", "l",
            "shift", "z", "x", "c", "v", "b", "n", "m", "delete",
            "more", "space", "Return",
        ])
    }

    func test_keys_useUIKitsAccessibilityTraits() async {
        focusedKeyInput()
        XCTAssertEqual(softKeyboard.key("a")?.accessibilityTraits, .keyboardKey)
        XCTAssertEqual(softKeyboard.key("space")?.accessibilityTraits, .keyboardKey)
        XCTAssertEqual(softKeyboard.key("delete")?.accessibilityTraits, .keyboardKey)
        XCTAssertEqual(softKeyboard.key("more")?.accessibilityTraits, .keyboardKey)
        XCTAssertEqual(softKeyboard.key("more")?.accessibilityValue, "numbers")
        XCTAssertEqual(softKeyboard.key("shift")?.accessibilityTraits, .button)
        XCTAssertEqual(softKeyboard.key("Return")?.accessibilityTraits, .button)
        XCTAssertTrue(softKeyboard.keys.allSatisfy(\.isAccessibilityElement))
    }

    func test_keys_lieInsideTheKeyboardWithoutOverlapping() async {
        focusedKeyInput()
        waitForKeyboardSlide()
        let frames = softKeyboard.keys.map { $0.convert($0.bounds, to: nil) }
        for (index, frame) in frames.enumerated() {
            XCTAssertTrue(softKeyboard.frame.contains(frame), "key \(index) inside the keyboard")
            for other in frames[(index + 1)...] { XCTAssertFalse(frame.intersects(other)) }
        }
    }

    func test_returnKey_isTitledByTheReturnKeyType() async {
        let expected: [(UIReturnKeyType, String, String)] = [
            (.default, "return", "Return"), (.go, "go", "Go"), (.next, "next", "Next"), (.done, "done", "Done"),
            (.send, "send", "Send"), (.search, "search", "Search"), (.join, "join", "Join"), (.route, "route", "Route"),
            (.emergencyCall, "emergency call", "Emergency Call"), (.continue, "continue", "Continue"),
        ]
        for (type, title, label) in expected {
            let input = focusedKeyInput(returnKeyType: type)
            XCTAssertEqual(softKeyboard.returnKeyTitle, title)
            XCTAssertEqual(softKeyboard.key(of: .returnKey)?.accessibilityLabel, label)
            input.removeFromSuperview()
        }
    }

    func test_returnKeyTypeChange_appliesAfterReloadInputViews() async {
        let input = focusedKeyInput()
        input.returnKeyType = .done
        input.reloadInputViews()
        XCTAssertEqual(softKeyboard.returnKeyTitle, "done")
    }

    func test_numberPad_showsDigitsAndDeleteWithoutAReturnKey() async {
        focusedKeyInput(keyboardType: .numberPad)
        XCTAssertEqual(softKeyboard.plane, .numberPad)
        XCTAssertEqual(softKeyboard.keys.compactMap(\.accessibilityLabel), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"])
        XCTAssertNil(softKeyboard.returnKeyTitle)
        XCTAssertEqual(softKeyboard.frame.height, 291)
    }

    func test_decimalPad_typesTheLocalesDecimalSeparator() async {
        let input = focusedKeyInput(keyboardType: .decimalPad)
        let separator = Locale.current.decimalSeparator ?? "."
        for label in ["1", separator, "5"] { tapKey(label) }
        XCTAssertEqual(input.text, "1\(separator)5")
    }

    func test_phonePad_hasAPlusKey() async {
        let input = focusedKeyInput(keyboardType: .phonePad)
        for label in ["+", "4", "1"] { tapKey(label) }
        XCTAssertEqual(input.text, "+41")
    }

    func test_emailKeyboard_hasAtAndDotKeys() async {
        let input = focusedKeyInput(keyboardType: .emailAddress)
        for label in ["a", "@", "b", ".", "c"] { tapKey(label) }
        XCTAssertEqual(input.text, "a@b.c")
    }

    func test_numbersAndPunctuation_startsOnTheNumberPlane() async {
        focusedKeyInput(keyboardType: .numbersAndPunctuation)
        XCTAssertEqual(softKeyboard.plane, .numbers)
    }

    func test_phoneKeyboard_hasNoDismissKey() async {
        focusedKeyInput()
        XCTAssertFalse(softKeyboard.hasDismissKey)
        XCTAssertNil(softKeyboard.key("Hide keyboard"))
    }
}

@MainActor
final class SoftwareKeyboardPadTests: HeadlessTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    func test_padKeyboard_is333PointsTallAcrossTheScreen() async {
        focusedKeyInput()
        XCTAssertEqual(app.softwareKeyboard.frame, CGRect(x: 0, y: 1194 - 333, width: 834, height: 333))
    }

    func test_hideKeyboardKey_resignsTheFirstResponderAndHidesTheKeyboard() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        XCTAssertEqual(app.softwareKeyboard.key("Hide keyboard")?.accessibilityTraits, .button)
        tapKey("Hide keyboard")
        XCTAssertFalse(input.isFirstResponder)
        XCTAssertFalse(app.softwareKeyboard.isVisible)
    }

    func test_padNumberPad_showsTheNumberPlaneOfTheFullKeyboard() async {
        focusedKeyInput(keyboardType: .numberPad)
        XCTAssertEqual(app.softwareKeyboard.plane, .numbers)
        XCTAssertEqual(app.softwareKeyboard.returnKeyTitle, "return")
    }

    func test_padLetters_typeIncludingCommaAndFullStop() async {
        let input = focusedKeyInput()
        for label in ["o", "k", ",", "."] { tapKey(label) }
        XCTAssertEqual(input.text, "ok,.")
    }
}
