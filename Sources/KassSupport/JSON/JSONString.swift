/// The one hand-written JSON string quoting of the package, for JSON written line by line where
/// `JSONEncoder`'s layout does not fit (the mutants manifest, `chaosbank --list-defects --json`).
///
/// Quotes, backslashes and every control character are escaped (`\n`, `\r`, `\t`, `\b`, `\f`, else
/// `\u00XX` in lowercase hex); U+2028 and U+2029 are escaped too (`\u2028`, `\u2029`), so the text
/// is also valid JavaScript; every other character, non-ASCII included, is written as itself (the
/// file is UTF-8). `/` is not escaped.
///
/// ```swift
/// JSONString.quoted("say \"hi\"\n")  // "\"say \\\"hi\\\"\\n\""
/// JSONString.quoted("Zürich")        // "\"Zürich\""
/// ```
package enum JSONString {
    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case "\u{2028}", "\u{2029}": result += unicodeEscape(scalar.value)
            case _ where scalar.value < 0x20: result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane, lowercase hex.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
