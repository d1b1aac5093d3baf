@testable import Hammer
import XCTest

/// `KeyboardKey` over `UIKeyboardHIDUsage`: one table, names derived, unknown usages refused.
final class KeyboardKeyTests: XCTestCase {
    func test_initUsage_isNilForCodesThatAreNotKeys() {
        // Usage codes 0x01–0x03 are error codes and 0x74… are not keys of a US keyboard.
        for code in [0x00, 0x01, 0x02, 0x03, 0x74, 0xDF, 0xE8] {
            XCTAssertNil(KeyboardKey(rawValue: code), "code \(code)")
            XCTAssertFalse(KeyboardKey.isKeyboardKey(code), "code \(code)")
        }
    }

    func test_initUsage_roundTripsEveryKey() {
        for usage in UIKeyboardHIDUsage.allCases {
            let key = KeyboardKey(usage: usage)
            XCTAssertEqual(key?.usage, usage, "\(usage)")
            XCTAssertEqual(KeyboardKey(rawValue: usage.rawValue), key, "\(usage)")
        }
    }

    func test_seedNames_areTheUsages() {
        let table: [(KeyboardKey, UIKeyboardHIDUsage)] = [
            (.letterA, .keyboardA), (.letterZ, .keyboardZ), (.number1, .keyboard1), (.number0, .keyboard0),
            (.functionF1, .keyboardF1), (.functionF24, .keyboardF24), (.arrowLeft, .keyboardLeftArrow),
            (.arrowUp, .keyboardUpArrow), (.numLock, .keypadNumLock), (.returnOrEnter, .keyboardReturnOrEnter),
            (.keypad5, .keypad5), (.leftShift, .keyboardLeftShift), (.rightGUI, .keyboardRightGUI),
        ]
        for (key, usage) in table {
            XCTAssertEqual(key.usage, usage, "\(usage)")
        }
    }

    func test_name_isDerivedFromTheUsageName() {
        let table: [(String, String)] = [
            ("keyboardA", "a"), ("keyboard1", "digit1"), ("keyboardF12", "f12"), ("keyboardLeftArrow", "leftArrow"),
            ("keyboardReturnOrEnter", "returnOrEnter"), ("keypad1", "keypad1"), ("keypadNumLock", "keypadNumLock"),
            ("keyboardNonUSBackslash", "nonUSBackslash"), ("keyboardLeftGUI", "leftGUI"),
        ]
        for (usageName, name) in table {
            XCTAssertEqual(KeyboardKey.name(ofUsageNamed: usageName), name, usageName)
        }
        XCTAssertEqual(KeyboardKey.letterA.name, "a")
        XCTAssertEqual(KeyboardKey.arrowLeft.description, "leftArrow")
    }

    func test_isModifier_onlyForTheModifierKeys() {
        XCTAssertEqual(KeyboardKey.allCases.filter(\.isModifier).count, 8)
        XCTAssertTrue(KeyboardKey.leftShift.isModifier)
        XCTAssertFalse(KeyboardKey.letterA.isModifier)
    }

    func test_keystroke_usesTheOneUSLayout() {
        let table: [(Character, KeyboardKey, Bool)] = [
            ("a", .letterA, false), ("A", .letterA, true), ("1", .number1, false), ("!", .number1, true),
            ("\\", .backslash, false), ("|", .backslash, true), (" ", .spacebar, false), ("\n", .returnOrEnter, false),
            ("\r\n", .returnOrEnter, false), ("\t", .tab, false),
        ]
        for (character, key, shift) in table {
            let stroke = KeyboardKey.keystroke(for: character)
            XCTAssertEqual(stroke?.key, key, "\(character.debugDescription)")
            XCTAssertEqual(stroke?.needsShift, shift, "\(character.debugDescription)")
        }
        XCTAssertNil(KeyboardKey.keystroke(for: "é"))
        XCTAssertNil(KeyboardKey(character: "😀"))
    }
}
