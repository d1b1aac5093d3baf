import Foundation

// The names `KeyboardKey` had before it followed lyft/Hammer's (`a`, `digit1`, `f1`, `leftArrow`),
// kept so code written against them still compiles, with a fix-it to the new name.
extension KeyboardKey {
    /// The A key (0x04).
    @available(*, deprecated, renamed: "letterA")
    public static var a: KeyboardKey { .letterA }

    /// The B key (0x05).
    @available(*, deprecated, renamed: "letterB")
    public static var b: KeyboardKey { .letterB }

    /// The C key (0x06).
    @available(*, deprecated, renamed: "letterC")
    public static var c: KeyboardKey { .letterC }

    /// The D key (0x07).
    @available(*, deprecated, renamed: "letterD")
    public static var d: KeyboardKey { .letterD }

    /// The E key (0x08).
    @available(*, deprecated, renamed: "letterE")
    public static var e: KeyboardKey { .letterE }

    /// The F key (0x09).
    @available(*, deprecated, renamed: "letterF")
    public static var f: KeyboardKey { .letterF }

    /// The G key (0x0A).
    @available(*, deprecated, renamed: "letterG")
    public static var g: KeyboardKey { .letterG }

    /// The H key (0x0B).
    @available(*, deprecated, renamed: "letterH")
    public static var h: KeyboardKey { .letterH }

    /// The I key (0x0C).
    @available(*, deprecated, renamed: "letterI")
    public static var i: KeyboardKey { .letterI }

    /// The J key (0x0D).
    @available(*, deprecated, renamed: "letterJ")
    public static var j: KeyboardKey { .letterJ }

    /// The K key (0x0E).
    @available(*, deprecated, renamed: "letterK")
    public static var k: KeyboardKey { .letterK }

    /// The L key (0x0F).
    @available(*, deprecated, renamed: "letterL")
    public static var l: KeyboardKey { .letterL }

    /// The M key (0x10).
    @available(*, deprecated, renamed: "letterM")
    public static var m: KeyboardKey { .letterM }

    /// The N key (0x11).
    @available(*, deprecated, renamed: "letterN")
    public static var n: KeyboardKey { .letterN }

    /// The O key (0x12).
    @available(*, deprecated, renamed: "letterO")
    public static var o: KeyboardKey { .letterO }

    /// The P key (0x13).
    @available(*, deprecated, renamed: "letterP")
    public static var p: KeyboardKey { .letterP }

    /// The Q key (0x14).
    @available(*, deprecated, renamed: "letterQ")
    public static var q: KeyboardKey { .letterQ }

    /// The R key (0x15).
    @available(*, deprecated, renamed: "letterR")
    public static var r: KeyboardKey { .letterR }

    /// The S key (0x16).
    @available(*, deprecated, renamed: "letterS")
    public static var s: KeyboardKey { .letterS }

    /// The T key (0x17).
    @available(*, deprecated, renamed: "letterT")
    public static var t: KeyboardKey { .letterT }

    /// The U key (0x18).
    @available(*, deprecated, renamed: "letterU")
    public static var u: KeyboardKey { .letterU }

    /// The V key (0x19).
    @available(*, deprecated, renamed: "letterV")
    public static var v: KeyboardKey { .letterV }

    /// The W key (0x1A).
    @available(*, deprecated, renamed: "letterW")
    public static var w: KeyboardKey { .letterW }

    /// The X key (0x1B).
    @available(*, deprecated, renamed: "letterX")
    public static var x: KeyboardKey { .letterX }

    /// The Y key (0x1C).
    @available(*, deprecated, renamed: "letterY")
    public static var y: KeyboardKey { .letterY }

    /// The Z key (0x1D).
    @available(*, deprecated, renamed: "letterZ")
    public static var z: KeyboardKey { .letterZ }

    /// The 1 key (0x1E).
    @available(*, deprecated, renamed: "number1")
    public static var digit1: KeyboardKey { .number1 }

    /// The 2 key (0x1F).
    @available(*, deprecated, renamed: "number2")
    public static var digit2: KeyboardKey { .number2 }

    /// The 3 key (0x20).
    @available(*, deprecated, renamed: "number3")
    public static var digit3: KeyboardKey { .number3 }

    /// The 4 key (0x21).
    @available(*, deprecated, renamed: "number4")
    public static var digit4: KeyboardKey { .number4 }

    /// The 5 key (0x22).
    @available(*, deprecated, renamed: "number5")
    public static var digit5: KeyboardKey { .number5 }

    /// The 6 key (0x23).
    @available(*, deprecated, renamed: "number6")
    public static var digit6: KeyboardKey { .number6 }

    /// The 7 key (0x24).
    @available(*, deprecated, renamed: "number7")
    public static var digit7: KeyboardKey { .number7 }

    /// The 8 key (0x25).
    @available(*, deprecated, renamed: "number8")
    public static var digit8: KeyboardKey { .number8 }

    /// The 9 key (0x26).
    @available(*, deprecated, renamed: "number9")
    public static var digit9: KeyboardKey { .number9 }

    /// The 0 key (0x27).
    @available(*, deprecated, renamed: "number0")
    public static var digit0: KeyboardKey { .number0 }

    /// F1 (0x3A).
    @available(*, deprecated, renamed: "functionF1")
    public static var f1: KeyboardKey { .functionF1 }

    /// F2 (0x3B).
    @available(*, deprecated, renamed: "functionF2")
    public static var f2: KeyboardKey { .functionF2 }

    /// F3 (0x3C).
    @available(*, deprecated, renamed: "functionF3")
    public static var f3: KeyboardKey { .functionF3 }

    /// F4 (0x3D).
    @available(*, deprecated, renamed: "functionF4")
    public static var f4: KeyboardKey { .functionF4 }

    /// F5 (0x3E).
    @available(*, deprecated, renamed: "functionF5")
    public static var f5: KeyboardKey { .functionF5 }

    /// F6 (0x3F).
    @available(*, deprecated, renamed: "functionF6")
    public static var f6: KeyboardKey { .functionF6 }

    /// F7 (0x40).
    @available(*, deprecated, renamed: "functionF7")
    public static var f7: KeyboardKey { .functionF7 }

    /// F8 (0x41).
    @available(*, deprecated, renamed: "functionF8")
    public static var f8: KeyboardKey { .functionF8 }

    /// F9 (0x42).
    @available(*, deprecated, renamed: "functionF9")
    public static var f9: KeyboardKey { .functionF9 }

    /// F10 (0x43).
    @available(*, deprecated, renamed: "functionF10")
    public static var f10: KeyboardKey { .functionF10 }

    /// F11 (0x44).
    @available(*, deprecated, renamed: "functionF11")
    public static var f11: KeyboardKey { .functionF11 }

    /// F12 (0x45).
    @available(*, deprecated, renamed: "functionF12")
    public static var f12: KeyboardKey { .functionF12 }

    /// Right arrow (0x4F).
    @available(*, deprecated, renamed: "arrowRight")
    public static var rightArrow: KeyboardKey { .arrowRight }

    /// Left arrow (0x50).
    @available(*, deprecated, renamed: "arrowLeft")
    public static var leftArrow: KeyboardKey { .arrowLeft }

    /// Down arrow (0x51).
    @available(*, deprecated, renamed: "arrowDown")
    public static var downArrow: KeyboardKey { .arrowDown }

    /// Up arrow (0x52).
    @available(*, deprecated, renamed: "arrowUp")
    public static var upArrow: KeyboardKey { .arrowUp }

    /// Keypad Num Lock and Clear (0x53).
    @available(*, deprecated, renamed: "numLock")
    public static var keypadNumLock: KeyboardKey { .numLock }

    /// F13 (0x68).
    @available(*, deprecated, renamed: "functionF13")
    public static var f13: KeyboardKey { .functionF13 }

    /// F14 (0x69).
    @available(*, deprecated, renamed: "functionF14")
    public static var f14: KeyboardKey { .functionF14 }

    /// F15 (0x6A).
    @available(*, deprecated, renamed: "functionF15")
    public static var f15: KeyboardKey { .functionF15 }

    /// F16 (0x6B).
    @available(*, deprecated, renamed: "functionF16")
    public static var f16: KeyboardKey { .functionF16 }

    /// F17 (0x6C).
    @available(*, deprecated, renamed: "functionF17")
    public static var f17: KeyboardKey { .functionF17 }

    /// F18 (0x6D).
    @available(*, deprecated, renamed: "functionF18")
    public static var f18: KeyboardKey { .functionF18 }

    /// F19 (0x6E).
    @available(*, deprecated, renamed: "functionF19")
    public static var f19: KeyboardKey { .functionF19 }

    /// F20 (0x6F).
    @available(*, deprecated, renamed: "functionF20")
    public static var f20: KeyboardKey { .functionF20 }

    /// F21 (0x70).
    @available(*, deprecated, renamed: "functionF21")
    public static var f21: KeyboardKey { .functionF21 }

    /// F22 (0x71).
    @available(*, deprecated, renamed: "functionF22")
    public static var f22: KeyboardKey { .functionF22 }

    /// F23 (0x72).
    @available(*, deprecated, renamed: "functionF23")
    public static var f23: KeyboardKey { .functionF23 }

    /// F24 (0x73).
    @available(*, deprecated, renamed: "functionF24")
    public static var f24: KeyboardKey { .functionF24 }
}
