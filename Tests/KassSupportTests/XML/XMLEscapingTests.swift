import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KassSupport
import XCTest

final class XMLEscapingTests: XCTestCase {
    func test_text_table() {
        let cases: [(input: String, escaped: String, line: UInt)] = [
            ("plain", "plain", #line),
            ("a<b & \"c\" 'd' ]]>\u{1B}", "a&lt;b &amp; \"c\" 'd' ]]&gt;\u{FFFD}", #line),
            ("line\nnext\ttab", "line\nnext\ttab", #line),
            ("cr\r", "cr&#13;", #line),
            ("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}", String(repeating: "\u{FFFD}", count: 6), #line),
            ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}", #line),
            ("Zürich 💶 \u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}", "Zürich 💶 \u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}", #line),
            ("&amp;", "&amp;amp;", #line),
        ]
        for entry in cases {
            XCTAssertEqual(XMLEscaping.text(entry.input), entry.escaped, line: entry.line)
        }
    }

    func test_attribute_table() {
        let cases: [(input: String, escaped: String, line: UInt)] = [
            ("\"c\" 'd'", "&quot;c&quot; &apos;d&apos;", #line),
            ("a\nb\tc\rd", "a&#10;b&#9;c&#13;d", #line),
            ("<a & b>", "&lt;a &amp; b&gt;", #line),
            ("\u{7}", "\u{FFFD}", #line),
        ]
        for entry in cases {
            XCTAssertEqual(XMLEscaping.attribute(entry.input), entry.escaped, line: entry.line)
        }
    }

    func test_escapedText_parsesBackToItself() throws {
        let original = "a<b> & \"q\" 'a'\n\ttab\r ]]> Zürich"
        let document = "<r a=\"\(XMLEscaping.attribute(original))\">\(XMLEscaping.text(original))</r>"
        let parsed = try XMLDocument(xmlString: document, options: [])
        XCTAssertEqual(parsed.rootElement()?.stringValue, original)
        XCTAssertEqual(parsed.rootElement()?.attribute(forName: "a")?.stringValue, original)
    }
}
