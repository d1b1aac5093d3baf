import Foundation

/// XML 1.0 escaping for reports.
///
/// Text and attribute values escape `&`, `<` and `>` (so `]]>` cannot occur); attribute values
/// also escape `"` and `'`, and tab, line feed and carriage return as character references
/// (otherwise a parser normalizes them to spaces). Text keeps its quotes, so step logs stay readable. Characters XML 1.0 cannot carry at all (control characters other than tab, LF, CR;
/// lone surrogates cannot occur in a Swift string; U+FFFE and U+FFFF) become U+FFFD, so a message
/// with a stray escape code still yields a well-formed file.
public enum KassXMLEscaping {
    /// `text` escaped for element content.
    public static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// `value` escaped for a double-quoted attribute value.
    public static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    private static func escape(_ input: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(input.utf8.count)
        for scalar in input.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            default:
                output.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// XML 1.0's `Char` production.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
