import Foundation

/// Every key of a US hardware keyboard, by its HID usage (usage page 0x07): letters, digits,
/// symbols, modifiers, navigation, function keys and the keypad. `rawValue` is the usage code.
///
/// ```swift
/// try generator.keyPress(.returnOrEnter)
/// try generator.keyDown(.leftShift); try generator.keyPress(.a); try generator.keyUp(.leftShift)
/// ```
public enum KeyboardKey: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// The A key (0x04).
    case a = 0x04
    /// The B key (0x05).
    case b = 0x05
    /// The C key (0x06).
    case c = 0x06
    /// The D key (0x07).
    case d = 0x07
    /// The E key (0x08).
    case e = 0x08
    /// The F key (0x09).
    case f = 0x09
    /// The G key (0x0A).
    case g = 0x0A
    /// The H key (0x0B).
    case h = 0x0B
    /// The I key (0x0C).
    case i = 0x0C
    /// The J key (0x0D).
    case j = 0x0D
    /// The K key (0x0E).
    case k = 0x0E
    /// The L key (0x0F).
    case l = 0x0F
    /// The M key (0x10).
    case m = 0x10
    /// The N key (0x11).
    case n = 0x11
    /// The O key (0x12).
    case o = 0x12
    /// The P key (0x13).
    case p = 0x13
    /// The Q key (0x14).
    case q = 0x14
    /// The R key (0x15).
    case r = 0x15
    /// The S key (0x16).
    case s = 0x16
    /// The T key (0x17).
    case t = 0x17
    /// The U key (0x18).
    case u = 0x18
    /// The V key (0x19).
    case v = 0x19
    /// The W key (0x1A).
    case w = 0x1A
    /// The X key (0x1B).
    case x = 0x1B
    /// The Y key (0x1C).
    case y = 0x1C
    /// The Z key (0x1D).
    case z = 0x1D
    /// The 1 key (0x1E).
    case digit1 = 0x1E
    /// The 2 key (0x1F).
    case digit2 = 0x1F
    /// The 3 key (0x20).
    case digit3 = 0x20
    /// The 4 key (0x21).
    case digit4 = 0x21
    /// The 5 key (0x22).
    case digit5 = 0x22
    /// The 6 key (0x23).
    case digit6 = 0x23
    /// The 7 key (0x24).
    case digit7 = 0x24
    /// The 8 key (0x25).
    case digit8 = 0x25
    /// The 9 key (0x26).
    case digit9 = 0x26
    /// The 0 key (0x27).
    case digit0 = 0x27
    /// Return (0x28).
    case returnOrEnter = 0x28
    /// Escape (0x29).
    case escape = 0x29
    /// Delete (backspace) (0x2A).
    case deleteOrBackspace = 0x2A
    /// Tab (0x2B).
    case tab = 0x2B
    /// The space bar (0x2C).
    case spacebar = 0x2C
    /// Hyphen and underscore (0x2D).
    case hyphen = 0x2D
    /// Equal sign and plus (0x2E).
    case equalSign = 0x2E
    /// Open bracket and brace (0x2F).
    case openBracket = 0x2F
    /// Close bracket and brace (0x30).
    case closeBracket = 0x30
    /// Backslash and vertical bar (0x31).
    case backslash = 0x31
    /// Non-US pound and tilde (0x32).
    case nonUSPound = 0x32
    /// Semicolon and colon (0x33).
    case semicolon = 0x33
    /// Quote and double quote (0x34).
    case quote = 0x34
    /// Grave accent and tilde (0x35).
    case graveAccentAndTilde = 0x35
    /// Comma and less-than (0x36).
    case comma = 0x36
    /// Period and greater-than (0x37).
    case period = 0x37
    /// Slash and question mark (0x38).
    case slash = 0x38
    /// Caps Lock (0x39).
    case capsLock = 0x39
    /// F1 (0x3A).
    case f1 = 0x3A
    /// F2 (0x3B).
    case f2 = 0x3B
    /// F3 (0x3C).
    case f3 = 0x3C
    /// F4 (0x3D).
    case f4 = 0x3D
    /// F5 (0x3E).
    case f5 = 0x3E
    /// F6 (0x3F).
    case f6 = 0x3F
    /// F7 (0x40).
    case f7 = 0x40
    /// F8 (0x41).
    case f8 = 0x41
    /// F9 (0x42).
    case f9 = 0x42
    /// F10 (0x43).
    case f10 = 0x43
    /// F11 (0x44).
    case f11 = 0x44
    /// F12 (0x45).
    case f12 = 0x45
    /// Print Screen (0x46).
    case printScreen = 0x46
    /// Scroll Lock (0x47).
    case scrollLock = 0x47
    /// Pause (0x48).
    case pause = 0x48
    /// Insert (0x49).
    case insert = 0x49
    /// Home (0x4A).
    case home = 0x4A
    /// Page Up (0x4B).
    case pageUp = 0x4B
    /// Forward delete (0x4C).
    case deleteForward = 0x4C
    /// End (0x4D).
    case end = 0x4D
    /// Page Down (0x4E).
    case pageDown = 0x4E
    /// Right arrow (0x4F).
    case rightArrow = 0x4F
    /// Left arrow (0x50).
    case leftArrow = 0x50
    /// Down arrow (0x51).
    case downArrow = 0x51
    /// Up arrow (0x52).
    case upArrow = 0x52
    /// Keypad Num Lock and Clear (0x53).
    case keypadNumLock = 0x53
    /// Keypad slash (0x54).
    case keypadSlash = 0x54
    /// Keypad asterisk (0x55).
    case keypadAsterisk = 0x55
    /// Keypad hyphen (0x56).
    case keypadHyphen = 0x56
    /// Keypad plus (0x57).
    case keypadPlus = 0x57
    /// Keypad Enter (0x58).
    case keypadEnter = 0x58
    /// Keypad 1 (0x59).
    case keypad1 = 0x59
    /// Keypad 2 (0x5A).
    case keypad2 = 0x5A
    /// Keypad 3 (0x5B).
    case keypad3 = 0x5B
    /// Keypad 4 (0x5C).
    case keypad4 = 0x5C
    /// Keypad 5 (0x5D).
    case keypad5 = 0x5D
    /// Keypad 6 (0x5E).
    case keypad6 = 0x5E
    /// Keypad 7 (0x5F).
    case keypad7 = 0x5F
    /// Keypad 8 (0x60).
    case keypad8 = 0x60
    /// Keypad 9 (0x61).
    case keypad9 = 0x61
    /// Keypad 0 (0x62).
    case keypad0 = 0x62
    /// Keypad period (0x63).
    case keypadPeriod = 0x63
    /// Non-US backslash (0x64).
    case nonUSBackslash = 0x64
    /// Application (menu) (0x65).
    case application = 0x65
    /// Power (0x66).
    case power = 0x66
    /// Keypad equal sign (0x67).
    case keypadEqualSign = 0x67
    /// F13 (0x68).
    case f13 = 0x68
    /// F14 (0x69).
    case f14 = 0x69
    /// F15 (0x6A).
    case f15 = 0x6A
    /// F16 (0x6B).
    case f16 = 0x6B
    /// F17 (0x6C).
    case f17 = 0x6C
    /// F18 (0x6D).
    case f18 = 0x6D
    /// F19 (0x6E).
    case f19 = 0x6E
    /// F20 (0x6F).
    case f20 = 0x6F
    /// F21 (0x70).
    case f21 = 0x70
    /// F22 (0x71).
    case f22 = 0x71
    /// F23 (0x72).
    case f23 = 0x72
    /// F24 (0x73).
    case f24 = 0x73
    /// Left Control (0xE0).
    case leftControl = 0xE0
    /// Left Shift (0xE1).
    case leftShift = 0xE1
    /// Left Option (Alt) (0xE2).
    case leftAlt = 0xE2
    /// Left Command (GUI) (0xE3).
    case leftGUI = 0xE3
    /// Right Control (0xE4).
    case rightControl = 0xE4
    /// Right Shift (0xE5).
    case rightShift = 0xE5
    /// Right Option (Alt) (0xE6).
    case rightAlt = 0xE6
    /// Right Command (GUI) (0xE7).
    case rightGUI = 0xE7

    /// The UIKit usage code of the key.
    public var usage: UIKeyboardHIDUsage {
        UIKeyboardHIDUsage(rawValue: rawValue) ?? .keyboardA
    }

    /// The key with a UIKit usage code.
    public init(usage: UIKeyboardHIDUsage) {
        self = KeyboardKey(rawValue: usage.rawValue) ?? .a
    }

    /// Whether the key is a modifier (Shift, Control, Option, Command).
    public var isModifier: Bool { rawValue >= KeyboardKey.leftControl.rawValue }

    /// The key's name (`returnOrEnter`).
    public var name: String {
        KeyboardKey.names[rawValue] ?? "key \(rawValue)"
    }

    private static let names: [Int: String] = [
        KeyboardKey.a.rawValue: "a",
        KeyboardKey.b.rawValue: "b",
        KeyboardKey.c.rawValue: "c",
        KeyboardKey.d.rawValue: "d",
        KeyboardKey.e.rawValue: "e",
        KeyboardKey.f.rawValue: "f",
        KeyboardKey.g.rawValue: "g",
        KeyboardKey.h.rawValue: "h",
        KeyboardKey.i.rawValue: "i",
        KeyboardKey.j.rawValue: "j",
        KeyboardKey.k.rawValue: "k",
        KeyboardKey.l.rawValue: "l",
        KeyboardKey.m.rawValue: "m",
        KeyboardKey.n.rawValue: "n",
        KeyboardKey.o.rawValue: "o",
        KeyboardKey.p.rawValue: "p",
        KeyboardKey.q.rawValue: "q",
        KeyboardKey.r.rawValue: "r",
        KeyboardKey.s.rawValue: "s",
        KeyboardKey.t.rawValue: "t",
        KeyboardKey.u.rawValue: "u",
        KeyboardKey.v.rawValue: "v",
        KeyboardKey.w.rawValue: "w",
        KeyboardKey.x.rawValue: "x",
        KeyboardKey.y.rawValue: "y",
        KeyboardKey.z.rawValue: "z",
        KeyboardKey.digit1.rawValue: "digit1",
        KeyboardKey.digit2.rawValue: "digit2",
        KeyboardKey.digit3.rawValue: "digit3",
        KeyboardKey.digit4.rawValue: "digit4",
        KeyboardKey.digit5.rawValue: "digit5",
        KeyboardKey.digit6.rawValue: "digit6",
        KeyboardKey.digit7.rawValue: "digit7",
        KeyboardKey.digit8.rawValue: "digit8",
        KeyboardKey.digit9.rawValue: "digit9",
        KeyboardKey.digit0.rawValue: "digit0",
        KeyboardKey.returnOrEnter.rawValue: "returnOrEnter",
        KeyboardKey.escape.rawValue: "escape",
        KeyboardKey.deleteOrBackspace.rawValue: "deleteOrBackspace",
        KeyboardKey.tab.rawValue: "tab",
        KeyboardKey.spacebar.rawValue: "spacebar",
        KeyboardKey.hyphen.rawValue: "hyphen",
        KeyboardKey.equalSign.rawValue: "equalSign",
        KeyboardKey.openBracket.rawValue: "openBracket",
        KeyboardKey.closeBracket.rawValue: "closeBracket",
        KeyboardKey.backslash.rawValue: "backslash",
        KeyboardKey.nonUSPound.rawValue: "nonUSPound",
        KeyboardKey.semicolon.rawValue: "semicolon",
        KeyboardKey.quote.rawValue: "quote",
        KeyboardKey.graveAccentAndTilde.rawValue: "graveAccentAndTilde",
        KeyboardKey.comma.rawValue: "comma",
        KeyboardKey.period.rawValue: "period",
        KeyboardKey.slash.rawValue: "slash",
        KeyboardKey.capsLock.rawValue: "capsLock",
        KeyboardKey.f1.rawValue: "f1",
        KeyboardKey.f2.rawValue: "f2",
        KeyboardKey.f3.rawValue: "f3",
        KeyboardKey.f4.rawValue: "f4",
        KeyboardKey.f5.rawValue: "f5",
        KeyboardKey.f6.rawValue: "f6",
        KeyboardKey.f7.rawValue: "f7",
        KeyboardKey.f8.rawValue: "f8",
        KeyboardKey.f9.rawValue: "f9",
        KeyboardKey.f10.rawValue: "f10",
        KeyboardKey.f11.rawValue: "f11",
        KeyboardKey.f12.rawValue: "f12",
        KeyboardKey.printScreen.rawValue: "printScreen",
        KeyboardKey.scrollLock.rawValue: "scrollLock",
        KeyboardKey.pause.rawValue: "pause",
        KeyboardKey.insert.rawValue: "insert",
        KeyboardKey.home.rawValue: "home",
        KeyboardKey.pageUp.rawValue: "pageUp",
        KeyboardKey.deleteForward.rawValue: "deleteForward",
        KeyboardKey.end.rawValue: "end",
        KeyboardKey.pageDown.rawValue: "pageDown",
        KeyboardKey.rightArrow.rawValue: "rightArrow",
        KeyboardKey.leftArrow.rawValue: "leftArrow",
        KeyboardKey.downArrow.rawValue: "downArrow",
        KeyboardKey.upArrow.rawValue: "upArrow",
        KeyboardKey.keypadNumLock.rawValue: "keypadNumLock",
        KeyboardKey.keypadSlash.rawValue: "keypadSlash",
        KeyboardKey.keypadAsterisk.rawValue: "keypadAsterisk",
        KeyboardKey.keypadHyphen.rawValue: "keypadHyphen",
        KeyboardKey.keypadPlus.rawValue: "keypadPlus",
        KeyboardKey.keypadEnter.rawValue: "keypadEnter",
        KeyboardKey.keypad1.rawValue: "keypad1",
        KeyboardKey.keypad2.rawValue: "keypad2",
        KeyboardKey.keypad3.rawValue: "keypad3",
        KeyboardKey.keypad4.rawValue: "keypad4",
        KeyboardKey.keypad5.rawValue: "keypad5",
        KeyboardKey.keypad6.rawValue: "keypad6",
        KeyboardKey.keypad7.rawValue: "keypad7",
        KeyboardKey.keypad8.rawValue: "keypad8",
        KeyboardKey.keypad9.rawValue: "keypad9",
        KeyboardKey.keypad0.rawValue: "keypad0",
        KeyboardKey.keypadPeriod.rawValue: "keypadPeriod",
        KeyboardKey.nonUSBackslash.rawValue: "nonUSBackslash",
        KeyboardKey.application.rawValue: "application",
        KeyboardKey.power.rawValue: "power",
        KeyboardKey.keypadEqualSign.rawValue: "keypadEqualSign",
        KeyboardKey.f13.rawValue: "f13",
        KeyboardKey.f14.rawValue: "f14",
        KeyboardKey.f15.rawValue: "f15",
        KeyboardKey.f16.rawValue: "f16",
        KeyboardKey.f17.rawValue: "f17",
        KeyboardKey.f18.rawValue: "f18",
        KeyboardKey.f19.rawValue: "f19",
        KeyboardKey.f20.rawValue: "f20",
        KeyboardKey.f21.rawValue: "f21",
        KeyboardKey.f22.rawValue: "f22",
        KeyboardKey.f23.rawValue: "f23",
        KeyboardKey.f24.rawValue: "f24",
        KeyboardKey.leftControl.rawValue: "leftControl",
        KeyboardKey.leftShift.rawValue: "leftShift",
        KeyboardKey.leftAlt.rawValue: "leftAlt",
        KeyboardKey.leftGUI.rawValue: "leftGUI",
        KeyboardKey.rightControl.rawValue: "rightControl",
        KeyboardKey.rightShift.rawValue: "rightShift",
        KeyboardKey.rightAlt.rawValue: "rightAlt",
        KeyboardKey.rightGUI.rawValue: "rightGUI",
    ]


    /// The key's name.
    public var description: String { name }
}
