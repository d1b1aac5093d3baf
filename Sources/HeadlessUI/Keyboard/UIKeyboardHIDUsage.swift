import Foundation

/// The USB HID usage codes of keyboard keys (usage page 0x07), as UIKit's `UIKeyboardHIDUsage`.
///
/// ``UIKey/keyCode`` reports one of these; a ``KeyboardEvent`` carries the raw code, and the HID event
/// system refuses codes that are not listed here.
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
    /// The A key (0x04).
    case keyboardA = 0x04
    /// The B key (0x05).
    case keyboardB = 0x05
    /// The C key (0x06).
    case keyboardC = 0x06
    /// The D key (0x07).
    case keyboardD = 0x07
    /// The E key (0x08).
    case keyboardE = 0x08
    /// The F key (0x09).
    case keyboardF = 0x09
    /// The G key (0x0A).
    case keyboardG = 0x0A
    /// The H key (0x0B).
    case keyboardH = 0x0B
    /// The I key (0x0C).
    case keyboardI = 0x0C
    /// The J key (0x0D).
    case keyboardJ = 0x0D
    /// The K key (0x0E).
    case keyboardK = 0x0E
    /// The L key (0x0F).
    case keyboardL = 0x0F
    /// The M key (0x10).
    case keyboardM = 0x10
    /// The N key (0x11).
    case keyboardN = 0x11
    /// The O key (0x12).
    case keyboardO = 0x12
    /// The P key (0x13).
    case keyboardP = 0x13
    /// The Q key (0x14).
    case keyboardQ = 0x14
    /// The R key (0x15).
    case keyboardR = 0x15
    /// The S key (0x16).
    case keyboardS = 0x16
    /// The T key (0x17).
    case keyboardT = 0x17
    /// The U key (0x18).
    case keyboardU = 0x18
    /// The V key (0x19).
    case keyboardV = 0x19
    /// The W key (0x1A).
    case keyboardW = 0x1A
    /// The X key (0x1B).
    case keyboardX = 0x1B
    /// The Y key (0x1C).
    case keyboardY = 0x1C
    /// The Z key (0x1D).
    case keyboardZ = 0x1D
    /// The 1 key (0x1E).
    case keyboard1 = 0x1E
    /// The 2 key (0x1F).
    case keyboard2 = 0x1F
    /// The 3 key (0x20).
    case keyboard3 = 0x20
    /// The 4 key (0x21).
    case keyboard4 = 0x21
    /// The 5 key (0x22).
    case keyboard5 = 0x22
    /// The 6 key (0x23).
    case keyboard6 = 0x23
    /// The 7 key (0x24).
    case keyboard7 = 0x24
    /// The 8 key (0x25).
    case keyboard8 = 0x25
    /// The 9 key (0x26).
    case keyboard9 = 0x26
    /// The 0 key (0x27).
    case keyboard0 = 0x27
    /// Return (0x28).
    case keyboardReturnOrEnter = 0x28
    /// Escape (0x29).
    case keyboardEscape = 0x29
    /// Delete (backspace) (0x2A).
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab (0x2B).
    case keyboardTab = 0x2B
    /// The space bar (0x2C).
    case keyboardSpacebar = 0x2C
    /// Hyphen and underscore (0x2D).
    case keyboardHyphen = 0x2D
    /// Equal sign and plus (0x2E).
    case keyboardEqualSign = 0x2E
    /// Open bracket and brace (0x2F).
    case keyboardOpenBracket = 0x2F
    /// Close bracket and brace (0x30).
    case keyboardCloseBracket = 0x30
    /// Backslash and vertical bar (0x31).
    case keyboardBackslash = 0x31
    /// Non-US pound and tilde (0x32).
    case keyboardNonUSPound = 0x32
    /// Semicolon and colon (0x33).
    case keyboardSemicolon = 0x33
    /// Quote and double quote (0x34).
    case keyboardQuote = 0x34
    /// Grave accent and tilde (0x35).
    case keyboardGraveAccentAndTilde = 0x35
    /// Comma and less-than (0x36).
    case keyboardComma = 0x36
    /// Period and greater-than (0x37).
    case keyboardPeriod = 0x37
    /// Slash and question mark (0x38).
    case keyboardSlash = 0x38
    /// Caps Lock (0x39).
    case keyboardCapsLock = 0x39
    /// F1 (0x3A).
    case keyboardF1 = 0x3A
    /// F2 (0x3B).
    case keyboardF2 = 0x3B
    /// F3 (0x3C).
    case keyboardF3 = 0x3C
    /// F4 (0x3D).
    case keyboardF4 = 0x3D
    /// F5 (0x3E).
    case keyboardF5 = 0x3E
    /// F6 (0x3F).
    case keyboardF6 = 0x3F
    /// F7 (0x40).
    case keyboardF7 = 0x40
    /// F8 (0x41).
    case keyboardF8 = 0x41
    /// F9 (0x42).
    case keyboardF9 = 0x42
    /// F10 (0x43).
    case keyboardF10 = 0x43
    /// F11 (0x44).
    case keyboardF11 = 0x44
    /// F12 (0x45).
    case keyboardF12 = 0x45
    /// Print Screen (0x46).
    case keyboardPrintScreen = 0x46
    /// Scroll Lock (0x47).
    case keyboardScrollLock = 0x47
    /// Pause (0x48).
    case keyboardPause = 0x48
    /// Insert (0x49).
    case keyboardInsert = 0x49
    /// Home (0x4A).
    case keyboardHome = 0x4A
    /// Page Up (0x4B).
    case keyboardPageUp = 0x4B
    /// Forward delete (0x4C).
    case keyboardDeleteForward = 0x4C
    /// End (0x4D).
    case keyboardEnd = 0x4D
    /// Page Down (0x4E).
    case keyboardPageDown = 0x4E
    /// Right arrow (0x4F).
    case keyboardRightArrow = 0x4F
    /// Left arrow (0x50).
    case keyboardLeftArrow = 0x50
    /// Down arrow (0x51).
    case keyboardDownArrow = 0x51
    /// Up arrow (0x52).
    case keyboardUpArrow = 0x52
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
    case keyboardNonUSBackslash = 0x64
    /// Application (menu) (0x65).
    case keyboardApplication = 0x65
    /// Power (0x66).
    case keyboardPower = 0x66
    /// Keypad equal sign (0x67).
    case keypadEqualSign = 0x67
    /// F13 (0x68).
    case keyboardF13 = 0x68
    /// F14 (0x69).
    case keyboardF14 = 0x69
    /// F15 (0x6A).
    case keyboardF15 = 0x6A
    /// F16 (0x6B).
    case keyboardF16 = 0x6B
    /// F17 (0x6C).
    case keyboardF17 = 0x6C
    /// F18 (0x6D).
    case keyboardF18 = 0x6D
    /// F19 (0x6E).
    case keyboardF19 = 0x6E
    /// F20 (0x6F).
    case keyboardF20 = 0x6F
    /// F21 (0x70).
    case keyboardF21 = 0x70
    /// F22 (0x71).
    case keyboardF22 = 0x71
    /// F23 (0x72).
    case keyboardF23 = 0x72
    /// F24 (0x73).
    case keyboardF24 = 0x73
    /// Left Control (0xE0).
    case keyboardLeftControl = 0xE0
    /// Left Shift (0xE1).
    case keyboardLeftShift = 0xE1
    /// Left Option (Alt) (0xE2).
    case keyboardLeftAlt = 0xE2
    /// Left Command (GUI) (0xE3).
    case keyboardLeftGUI = 0xE3
    /// Right Control (0xE4).
    case keyboardRightControl = 0xE4
    /// Right Shift (0xE5).
    case keyboardRightShift = 0xE5
    /// Right Option (Alt) (0xE6).
    case keyboardRightAlt = 0xE6
    /// Right Command (GUI) (0xE7).
    case keyboardRightGUI = 0xE7
}
