import Foundation

extension KeyboardKey {
    /// The key that types `character` on a US layout, and whether Shift is needed; `nil` when no
    /// key types it (emoji, accented letters). `"\n"` and `"\r"` are Return, `"\t"` is Tab.
    public static func keystroke(for character: Character) -> (key: KeyboardKey, needsShift: Bool)? {
        if let key = letters[character] { return (key, false) }
        if let lower = character.lowercased().first, character.isUppercase, let key = letters[lower] { return (key, true) }
        if let key = unshifted[character] { return (key, false) }
        if let key = shifted[character] { return (key, true) }
        return nil
    }

    /// The key for `character`, whatever Shift state it needs (`"a"` and `"A"` are `.a`; `"!"` is `.digit1`).
    public init?(character: Character) {
        guard let stroke = KeyboardKey.keystroke(for: character) else { return nil }
        self = stroke.key
    }

    private static let letters: [Character: KeyboardKey] = {
        var table: [Character: KeyboardKey] = [:]
        let keys: [KeyboardKey] = [.a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p, .q, .r, .s, .t, .u, .v, .w, .x, .y, .z]
        for (offset, key) in keys.enumerated() {
            table[Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(offset)))] = key
        }
        return table
    }()

    private static let unshifted: [Character: KeyboardKey] = [
        "1": .digit1, "2": .digit2, "3": .digit3, "4": .digit4, "5": .digit5, "6": .digit6, "7": .digit7,
        "8": .digit8, "9": .digit9, "0": .digit0, "-": .hyphen, "=": .equalSign, "[": .openBracket,
        "]": .closeBracket, "\\": .backslash, ";": .semicolon, "'": .quote, "`": .graveAccentAndTilde,
        ",": .comma, ".": .period, "/": .slash, " ": .spacebar, "\n": .returnOrEnter, "\r": .returnOrEnter,
        "\r\n": .returnOrEnter, "\t": .tab,
    ]

    private static let shifted: [Character: KeyboardKey] = [
        "!": .digit1, "@": .digit2, "#": .digit3, "$": .digit4, "%": .digit5, "^": .digit6, "&": .digit7,
        "*": .digit8, "(": .digit9, ")": .digit0, "_": .hyphen, "+": .equalSign, "{": .openBracket,
        "}": .closeBracket, "|": .backslash, ":": .semicolon, "\"": .quote, "~": .graveAccentAndTilde,
        "<": .comma, ">": .period, "?": .slash,
    ]
}
