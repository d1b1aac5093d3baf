import Foundation
import KassSupport
import XCTest

final class JSONStringTests: XCTestCase {
    func test_quoted_table() {
        let cases: [(input: String, quoted: String, line: UInt)] = [
            ("", #""""#, #line),
            ("plain", #""plain""#, #line),
            ("say \"hi\"", #""say \"hi\"""#, #line),
            (#"C:\path"#, #""C:\\path""#, #line),
            ("a\nb\rc\td", #""a\nb\rc\td""#, #line),
            ("\u{8}\u{C}", #""\b\f""#, #line),
            ("\u{0}\u{1}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#, #line),
            ("Zürich 💶 ü", "\"Zürich 💶 ü\"", #line),
            ("\u{2028}\u{2029}", #""\u2028\u2029""#, #line),
            ("a/b \u{7F}", "\"a/b \u{7F}\"", #line),
        ]
        for entry in cases {
            XCTAssertEqual(JSONString.quoted(entry.input), entry.quoted, line: entry.line)
        }
    }

    func test_quoted_parsesBackToItself() throws {
        let originals = ["", "say \"hi\"\\", "\u{0}\u{1F}\n\r\t\u{8}\u{C}", "Zürich 💶", "\u{2028}x\u{2029}"]
        for original in originals {
            let data = Data(JSONString.quoted(original).utf8)
            let parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? String
            XCTAssertEqual(parsed, original)
        }
    }
}
