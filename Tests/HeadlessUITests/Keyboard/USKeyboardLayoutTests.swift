import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class USKeyboardLayoutTests: HeadlessTestCase {
    func test_characters_followUSLayoutWithShiftAndCapsLock() async {
        let table: [(UIKeyboardHIDUsage, UIKeyModifierFlags, String)] = [
            (.keyboardA, [], "a"), (.keyboardA, .shift, "A"), (.keyboardZ, .alphaShift, "Z"),
            (.keyboardQ, [.alphaShift, .shift], "Q"), (.keyboardM, .command, "m"),
            (.keyboard1, [], "1"), (.keyboard1, .shift, "!"), (.keyboard2, .shift, "@"), (.keyboard3, .shift, "#"),
            (.keyboard4, .shift, "$"), (.keyboard5, .shift, "%"), (.keyboard6, .shift, "^"), (.keyboard7, .shift, "&"),
            (.keyboard8, .shift, "*"), (.keyboard9, .shift, "("), (.keyboard0, .shift, ")"),
            (.keyboardHyphen, [], "-"), (.keyboardHyphen, .shift, "_"), (.keyboardEqualSign, .shift, "+"),
            (.keyboardOpenBracket, .shift, "{"), (.keyboardCloseBracket, [], "]"), (.keyboardBackslash, .shift, "|"),
            (.keyboardSemicolon, .shift, ":"), (.keyboardQuote, .shift, "\""), (.keyboardQuote, [], "'"),
            (.keyboardGraveAccentAndTilde, .shift, "~"), (.keyboardComma, .shift, "<"), (.keyboardPeriod, .shift, ">"),
            (.keyboardSlash, [], "/"), (.keyboardSlash, .shift, "?"), (.keyboardSpacebar, .shift, " "),
            (.keypad7, .shift, "7"), (.keypadAsterisk, [], "*"),
        ]
        for (usage, flags, expected) in table {
            XCTAssertEqual(USKeyboardLayout.characters(for: usage, modifierFlags: flags), expected, "\(usage) with \(flags)")
        }
    }

    func test_capsLock_affectsLettersOnly() async {
        XCTAssertEqual(USKeyboardLayout.characters(for: .keyboardG, modifierFlags: .alphaShift), "G")
        XCTAssertEqual(USKeyboardLayout.characters(for: .keyboard1, modifierFlags: .alphaShift), "1")
        XCTAssertEqual(USKeyboardLayout.characters(for: .keyboardSlash, modifierFlags: .alphaShift), "/")
    }

    func test_specialKeys_reportUIKitInputStrings() async {
        let table: [(UIKeyboardHIDUsage, String)] = [
            (.keyboardUpArrow, UIKeyCommand.inputUpArrow), (.keyboardDownArrow, UIKeyCommand.inputDownArrow),
            (.keyboardLeftArrow, UIKeyCommand.inputLeftArrow), (.keyboardRightArrow, UIKeyCommand.inputRightArrow),
            (.keyboardEscape, UIKeyCommand.inputEscape), (.keyboardHome, UIKeyCommand.inputHome),
            (.keyboardEnd, UIKeyCommand.inputEnd), (.keyboardPageUp, UIKeyCommand.inputPageUp),
            (.keyboardPageDown, UIKeyCommand.inputPageDown), (.keyboardDeleteForward, UIKeyCommand.inputDelete),
            (.keyboardF1, UIKeyCommand.f1), (.keyboardF12, UIKeyCommand.f12),
            (.keyboardReturnOrEnter, "\r"), (.keyboardTab, "\t"), (.keyboardDeleteOrBackspace, "\u{8}"),
            (.keyboardLeftShift, ""), (.keyboardCapsLock, ""), (.keyboardRightGUI, ""),
        ]
        for (usage, expected) in table {
            XCTAssertEqual(USKeyboardLayout.characters(for: usage, modifierFlags: .shift), expected, "\(usage)")
        }
    }

    func test_keystroke_roundTripsEveryPrintableASCIICharacter() async {
        for code in UInt8(0x20)...UInt8(0x7E) {
            let character = Character(Unicode.Scalar(code))
            guard let stroke = USKeyboardLayout.keystroke(for: character) else {
                XCTFail("no keystroke for \(character.debugDescription)")
                continue
            }
            XCTAssertEqual(USKeyboardLayout.characters(for: stroke.usage, modifierFlags: stroke.modifierFlags), String(character))
        }
    }

    func test_keystroke_mapsNewlineToReturnAndRefusesNonUSCharacters() async {
        XCTAssertEqual(USKeyboardLayout.keystroke(for: "\n")?.usage, .keyboardReturnOrEnter)
        XCTAssertNil(USKeyboardLayout.keystroke(for: "é"))
    }

    func test_usageCodes_matchUIKitValues() async {
        let table: [(UIKeyboardHIDUsage, Int)] = [
            (.keyboardA, 0x04), (.keyboardZ, 0x1D), (.keyboard1, 0x1E), (.keyboard0, 0x27),
            (.keyboardReturnOrEnter, 0x28), (.keyboardEscape, 0x29), (.keyboardDeleteOrBackspace, 0x2A),
            (.keyboardTab, 0x2B), (.keyboardSpacebar, 0x2C), (.keyboardRightArrow, 0x4F), (.keyboardLeftArrow, 0x50),
            (.keyboardDownArrow, 0x51), (.keyboardUpArrow, 0x52), (.keyboardF1, 0x3A), (.keyboardF24, 0x73),
            (.keyboardLeftControl, 0xE0), (.keyboardLeftShift, 0xE1), (.keyboardLeftAlt, 0xE2),
            (.keyboardLeftGUI, 0xE3), (.keyboardRightGUI, 0xE7),
        ]
        for (usage, code) in table {
            XCTAssertEqual(usage.rawValue, code, "\(usage)")
        }
        XCTAssertEqual(UIKeyModifierFlags.alphaShift.rawValue, 1 << 16)
        XCTAssertEqual(UIKeyModifierFlags.numericPad.rawValue, 1 << 21)
    }
}
