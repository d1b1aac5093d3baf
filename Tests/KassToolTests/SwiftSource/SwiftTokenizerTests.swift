@testable import KassTool
import XCTest

final class SwiftTokenizerTests: XCTestCase {
    private func significant(_ source: String) -> [String] {
        SwiftTokenizer.tokens(of: source).filter { !$0.isTrivia }.map(\.text)
    }

    private func kinds(_ source: String) -> [SwiftToken.Kind] {
        SwiftTokenizer.tokens(of: source).filter { !$0.isTrivia }.map(\.kind)
    }

    func test_tokens_concatenateToTheSourceExactly() {
        let source = ##"""
            let a = "x \(y + "}") z" /* nested /* comment */ still */ // end { }
            let raw = #"a "quoted" \(not) \#(interpolated)"# ; let b = x?.y ?? z!
            let text = """
                multi "line" \(value)
                """
            if a<=b && !c { return 0x1F + 1.5e3 - `default` }
            """##
        XCTAssertEqual(SwiftTokenizer.tokens(of: source).map(\.text).joined(), source)
    }

    func test_strings_areOneTokenWithTheirInterpolationsAndBraces() {
        XCTAssertEqual(
            significant(##"f("a { \(b("}")) c", #"r"#)"##), ["f", "(", #""a { \(b("}")) c""#, ",", ##"#"r"#"##, ")"]
        )
    }

    func test_operatorsAndPostfixMarks_areTold() {
        XCTAssertEqual(significant("a <= b && !c"), ["a", "<=", "b", "&&", "!", "c"])
        XCTAssertEqual(kinds("x?.y"), [.identifier, .punctuation, .punctuation, .identifier])
        XCTAssertEqual(kinds("f()! == g"), [.identifier, .punctuation, .punctuation, .punctuation, .operator, .identifier])
        XCTAssertEqual(kinds("c ? d : e"), [.identifier, .operator, .identifier, .punctuation, .identifier])
        XCTAssertEqual(significant("0..<n"), ["0", "..<", "n"])
        XCTAssertEqual(
            kinds("(a: Int) -> Void"), [.punctuation, .identifier, .punctuation, .identifier, .punctuation, .punctuation, .identifier]
        )
    }

    func test_numbersKeywordsAndDirectives_haveTheirKinds() {
        XCTAssertEqual(kinds("42 1_000 0xFF 1.5 2e3 true self foo #if #selector"), [
            .integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .keyword, .keyword, .identifier,
            .poundDirective, .poundDirective,
        ])
        XCTAssertEqual(kinds("x.0"), [.identifier, .punctuation, .integerLiteral])
    }

    func test_lineAndColumn_countFromOne() {
        let tokens = SwiftTokenizer.tokens(of: "let a = 1\n  b += \"x\ny\"")
        let plus = tokens.first { $0.text == "+=" }
        XCTAssertEqual(plus?.line, 2)
        XCTAssertEqual(plus?.column, 5)
    }

    func test_unterminatedString_endsAtItsLine() {
        let tokens = SwiftTokenizer.tokens(of: "let s = \"open\nlet t = 1")
        XCTAssertEqual(tokens.map(\.text).joined(), "let s = \"open\nlet t = 1")
        XCTAssertTrue(tokens.contains { $0.text == "t" && $0.line == 2 })
    }
}
