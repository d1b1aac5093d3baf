/// The one XML 1.0 escaping of the package's reports (JUnit from Kass and from `kass mutants`).
///
/// - Text and attribute values escape `&`, `<` and `>` (so `]]>` cannot occur).
/// - Attribute values also escape `"` and `'`, and tab and line feed as character references
///   (otherwise a parser normalizes them to spaces). Text keeps its quotes, tabs and line feeds, so
///   logs stay readable.
/// - Carriage return becomes `&#13;` in both (a parser would turn a raw one into a line feed).
/// - Characters XML 1.0 cannot carry at all (control characters other than tab, LF and CR, and
///   U+FFFE, U+FFFF; lone surrogates cannot occur in a Swift string) are **replaced** by U+FFFD,
///   not encoded (XML 1.0 has no reference for them) nor dropped (so the reader sees that something
///   was there): a message with a stray escape code still yields a well-formed file.
///
/// ```swift
/// XMLEscaping.text("a < b & \"c\"\u{1B}")   // a &lt; b &amp; "c"\u{FFFD}
/// XMLEscaping.attribute("say \"hi\"\n")    // say &quot;hi&quot;&#10;
/// ```
package enum XMLEscaping {
    /// `text` escaped for element content.
    package static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// `value` escaped for a double- or single-quoted attribute value.
    package static func attribute(_ value: String) -> String {
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
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
