import Foundation

// Every key of a US hardware keyboard, named as lyft/Hammer names them (`letterA`, `number1`,
// `functionF1`, `arrowLeft`). Each is a `UIKeyboardHIDUsage` (the one usage table); the short
// ``KeyboardKey/name`` messages use is derived from the usage's name.
extension KeyboardKey {
    /// The A key (0x04).
    public static let letterA = KeyboardKey(known: .keyboardA)

    /// The B key (0x05).
    public static let letterB = KeyboardKey(known: .keyboardB)

    /// The C key (0x06).
    public static let letterC = KeyboardKey(known: .keyboardC)

    /// The D key (0x07).
    public static let letterD = KeyboardKey(known: .keyboardD)

    /// The E key (0x08).
    public static let letterE = KeyboardKey(known: .keyboardE)

    /// The F key (0x09).
    public static let letterF = KeyboardKey(known: .keyboardF)

    /// The G key (0x0A).
    public static let letterG = KeyboardKey(known: .keyboardG)

    /// The H key (0x0B).
    public static let letterH = KeyboardKey(known: .keyboardH)

    /// The I key (0x0C).
    public static let letterI = KeyboardKey(known: .keyboardI)

    /// The J key (0x0D).
    public static let letterJ = KeyboardKey(known: .keyboardJ)

    /// The K key (0x0E).
    public static let letterK = KeyboardKey(known: .keyboardK)

    /// The L key (0x0F).
    public static let letterL = KeyboardKey(known: .keyboardL)

    /// The M key (0x10).
    public static let letterM = KeyboardKey(known: .keyboardM)

    /// The N key (0x11).
    public static let letterN = KeyboardKey(known: .keyboardN)

    /// The O key (0x12).
    public static let letterO = KeyboardKey(known: .keyboardO)

    /// The P key (0x13).
    public static let letterP = KeyboardKey(known: .keyboardP)

    /// The Q key (0x14).
    public static let letterQ = KeyboardKey(known: .keyboardQ)

    /// The R key (0x15).
    public static let letterR = KeyboardKey(known: .keyboardR)

    /// The S key (0x16).
    public static let letterS = KeyboardKey(known: .keyboardS)

    /// The T key (0x17).
    public static let letterT = KeyboardKey(known: .keyboardT)

    /// The U key (0x18).
    public static let letterU = KeyboardKey(known: .keyboardU)

    /// The V key (0x19).
    public static let letterV = KeyboardKey(known: .keyboardV)

    /// The W key (0x1A).
    public static let letterW = KeyboardKey(known: .keyboardW)

    /// The X key (0x1B).
    public static let letterX = KeyboardKey(known: .keyboardX)

    /// The Y key (0x1C).
    public static let letterY = KeyboardKey(known: .keyboardY)

    /// The Z key (0x1D).
    public static let letterZ = KeyboardKey(known: .keyboardZ)

    /// The 1 key (0x1E).
    public static let number1 = KeyboardKey(known: .keyboard1)

    /// The 2 key (0x1F).
    public static let number2 = KeyboardKey(known: .keyboard2)

    /// The 3 key (0x20).
    public static let number3 = KeyboardKey(known: .keyboard3)

    /// The 4 key (0x21).
    public static let number4 = KeyboardKey(known: .keyboard4)

    /// The 5 key (0x22).
    public static let number5 = KeyboardKey(known: .keyboard5)

    /// The 6 key (0x23).
    public static let number6 = KeyboardKey(known: .keyboard6)

    /// The 7 key (0x24).
    public static let number7 = KeyboardKey(known: .keyboard7)

    /// The 8 key (0x25).
    public static let number8 = KeyboardKey(known: .keyboard8)

    /// The 9 key (0x26).
    public static let number9 = KeyboardKey(known: .keyboard9)

    /// The 0 key (0x27).
    public static let number0 = KeyboardKey(known: .keyboard0)

    /// Return (0x28).
    public static let returnOrEnter = KeyboardKey(known: .keyboardReturnOrEnter)

    /// Escape (0x29).
    public static let escape = KeyboardKey(known: .keyboardEscape)

    /// Delete (backspace) (0x2A).
    public static let deleteOrBackspace = KeyboardKey(known: .keyboardDeleteOrBackspace)

    /// Tab (0x2B).
    public static let tab = KeyboardKey(known: .keyboardTab)

    /// The space bar (0x2C).
    public static let spacebar = KeyboardKey(known: .keyboardSpacebar)

    /// Hyphen and underscore (0x2D).
    public static let hyphen = KeyboardKey(known: .keyboardHyphen)

    /// Equal sign and plus (0x2E).
    public static let equalSign = KeyboardKey(known: .keyboardEqualSign)

    /// Open bracket and brace (0x2F).
    public static let openBracket = KeyboardKey(known: .keyboardOpenBracket)

    /// Close bracket and brace (0x30).
    public static let closeBracket = KeyboardKey(known: .keyboardCloseBracket)

    /// Backslash and vertical bar (0x31).
    public static let backslash = KeyboardKey(known: .keyboardBackslash)

    /// Non-US pound and tilde (0x32).
    public static let nonUSPound = KeyboardKey(known: .keyboardNonUSPound)

    /// Semicolon and colon (0x33).
    public static let semicolon = KeyboardKey(known: .keyboardSemicolon)

    /// Quote and double quote (0x34).
    public static let quote = KeyboardKey(known: .keyboardQuote)

    /// Grave accent and tilde (0x35).
    public static let graveAccentAndTilde = KeyboardKey(known: .keyboardGraveAccentAndTilde)

    /// Comma and less-than (0x36).
    public static let comma = KeyboardKey(known: .keyboardComma)

    /// Period and greater-than (0x37).
    public static let period = KeyboardKey(known: .keyboardPeriod)

    /// Slash and question mark (0x38).
    public static let slash = KeyboardKey(known: .keyboardSlash)

    /// Caps Lock (0x39).
    public static let capsLock = KeyboardKey(known: .keyboardCapsLock)

    /// F1 (0x3A).
    public static let functionF1 = KeyboardKey(known: .keyboardF1)

    /// F2 (0x3B).
    public static let functionF2 = KeyboardKey(known: .keyboardF2)

    /// F3 (0x3C).
    public static let functionF3 = KeyboardKey(known: .keyboardF3)

    /// F4 (0x3D).
    public static let functionF4 = KeyboardKey(known: .keyboardF4)

    /// F5 (0x3E).
    public static let functionF5 = KeyboardKey(known: .keyboardF5)

    /// F6 (0x3F).
    public static let functionF6 = KeyboardKey(known: .keyboardF6)

    /// F7 (0x40).
    public static let functionF7 = KeyboardKey(known: .keyboardF7)

    /// F8 (0x41).
    public static let functionF8 = KeyboardKey(known: .keyboardF8)

    /// F9 (0x42).
    public static let functionF9 = KeyboardKey(known: .keyboardF9)

    /// F10 (0x43).
    public static let functionF10 = KeyboardKey(known: .keyboardF10)

    /// F11 (0x44).
    public static let functionF11 = KeyboardKey(known: .keyboardF11)

    /// F12 (0x45).
    public static let functionF12 = KeyboardKey(known: .keyboardF12)

    /// Print Screen (0x46).
    public static let printScreen = KeyboardKey(known: .keyboardPrintScreen)

    /// Scroll Lock (0x47).
    public static let scrollLock = KeyboardKey(known: .keyboardScrollLock)

    /// Pause (0x48).
    public static let pause = KeyboardKey(known: .keyboardPause)

    /// Insert (0x49).
    public static let insert = KeyboardKey(known: .keyboardInsert)

    /// Home (0x4A).
    public static let home = KeyboardKey(known: .keyboardHome)

    /// Page Up (0x4B).
    public static let pageUp = KeyboardKey(known: .keyboardPageUp)

    /// Forward delete (0x4C).
    public static let deleteForward = KeyboardKey(known: .keyboardDeleteForward)

    /// End (0x4D).
    public static let end = KeyboardKey(known: .keyboardEnd)

    /// Page Down (0x4E).
    public static let pageDown = KeyboardKey(known: .keyboardPageDown)

    /// Right arrow (0x4F).
    public static let arrowRight = KeyboardKey(known: .keyboardRightArrow)

    /// Left arrow (0x50).
    public static let arrowLeft = KeyboardKey(known: .keyboardLeftArrow)

    /// Down arrow (0x51).
    public static let arrowDown = KeyboardKey(known: .keyboardDownArrow)

    /// Up arrow (0x52).
    public static let arrowUp = KeyboardKey(known: .keyboardUpArrow)

    /// Keypad Num Lock and Clear (0x53).
    public static let numLock = KeyboardKey(known: .keypadNumLock)

    /// Keypad slash (0x54).
    public static let keypadSlash = KeyboardKey(known: .keypadSlash)

    /// Keypad asterisk (0x55).
    public static let keypadAsterisk = KeyboardKey(known: .keypadAsterisk)

    /// Keypad hyphen (0x56).
    public static let keypadHyphen = KeyboardKey(known: .keypadHyphen)

    /// Keypad plus (0x57).
    public static let keypadPlus = KeyboardKey(known: .keypadPlus)

    /// Keypad Enter (0x58).
    public static let keypadEnter = KeyboardKey(known: .keypadEnter)

    /// Keypad 1 (0x59).
    public static let keypad1 = KeyboardKey(known: .keypad1)

    /// Keypad 2 (0x5A).
    public static let keypad2 = KeyboardKey(known: .keypad2)

    /// Keypad 3 (0x5B).
    public static let keypad3 = KeyboardKey(known: .keypad3)

    /// Keypad 4 (0x5C).
    public static let keypad4 = KeyboardKey(known: .keypad4)

    /// Keypad 5 (0x5D).
    public static let keypad5 = KeyboardKey(known: .keypad5)

    /// Keypad 6 (0x5E).
    public static let keypad6 = KeyboardKey(known: .keypad6)

    /// Keypad 7 (0x5F).
    public static let keypad7 = KeyboardKey(known: .keypad7)

    /// Keypad 8 (0x60).
    public static let keypad8 = KeyboardKey(known: .keypad8)

    /// Keypad 9 (0x61).
    public static let keypad9 = KeyboardKey(known: .keypad9)

    /// Keypad 0 (0x62).
    public static let keypad0 = KeyboardKey(known: .keypad0)

    /// Keypad period (0x63).
    public static let keypadPeriod = KeyboardKey(known: .keypadPeriod)

    /// Non-US backslash (0x64).
    public static let nonUSBackslash = KeyboardKey(known: .keyboardNonUSBackslash)

    /// Application (menu) (0x65).
    public static let application = KeyboardKey(known: .keyboardApplication)

    /// Power (0x66).
    public static let power = KeyboardKey(known: .keyboardPower)

    /// Keypad equal sign (0x67).
    public static let keypadEqualSign = KeyboardKey(known: .keypadEqualSign)

    /// F13 (0x68).
    public static let functionF13 = KeyboardKey(known: .keyboardF13)

    /// F14 (0x69).
    public static let functionF14 = KeyboardKey(known: .keyboardF14)

    /// F15 (0x6A).
    public static let functionF15 = KeyboardKey(known: .keyboardF15)

    /// F16 (0x6B).
    public static let functionF16 = KeyboardKey(known: .keyboardF16)

    /// F17 (0x6C).
    public static let functionF17 = KeyboardKey(known: .keyboardF17)

    /// F18 (0x6D).
    public static let functionF18 = KeyboardKey(known: .keyboardF18)

    /// F19 (0x6E).
    public static let functionF19 = KeyboardKey(known: .keyboardF19)

    /// F20 (0x6F).
    public static let functionF20 = KeyboardKey(known: .keyboardF20)

    /// F21 (0x70).
    public static let functionF21 = KeyboardKey(known: .keyboardF21)

    /// F22 (0x71).
    public static let functionF22 = KeyboardKey(known: .keyboardF22)

    /// F23 (0x72).
    public static let functionF23 = KeyboardKey(known: .keyboardF23)

    /// F24 (0x73).
    public static let functionF24 = KeyboardKey(known: .keyboardF24)

    /// Left Control (0xE0).
    public static let leftControl = KeyboardKey(known: .keyboardLeftControl)

    /// Left Shift (0xE1).
    public static let leftShift = KeyboardKey(known: .keyboardLeftShift)

    /// Left Option (Alt) (0xE2).
    public static let leftAlt = KeyboardKey(known: .keyboardLeftAlt)

    /// Left Command (GUI) (0xE3).
    public static let leftGUI = KeyboardKey(known: .keyboardLeftGUI)

    /// Right Control (0xE4).
    public static let rightControl = KeyboardKey(known: .keyboardRightControl)

    /// Right Shift (0xE5).
    public static let rightShift = KeyboardKey(known: .keyboardRightShift)

    /// Right Option (Alt) (0xE6).
    public static let rightAlt = KeyboardKey(known: .keyboardRightAlt)

    /// Right Command (GUI) (0xE7).
    public static let rightGUI = KeyboardKey(known: .keyboardRightGUI)
}
