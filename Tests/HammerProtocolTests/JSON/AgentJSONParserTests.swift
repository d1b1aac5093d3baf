import Foundation
import HammerProtocol
import XCTest

/// The strict JSON reader: what it refuses (with the position) and how it reads numbers.
final class AgentJSONParserTests: XCTestCase {
    private func error(_ text: String) -> AgentJSONParseError? {
        do {
            _ = try AgentJSONValue.parsing(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func test_parsing_refusesInvalidJSONSayingWhatAndWhere() {
        let cases: [(String, String)] = [
            (#"{"a":1,}"#, "a trailing comma before '}' is not JSON at line 1, column 8 (byte 7)"),
            ("[1,2,]", "a trailing comma before ']' is not JSON at line 1, column 6 (byte 5)"),
            ("{\n  \"a\": 1,\n}", "a trailing comma before '}' is not JSON at line 3, column 1 (byte 12)"),
            (#"{'a':1}"#, "expected a string key in double quotes but found ''' at line 1, column 2 (byte 1)"),
            (#"{"a":01}"#, "a number cannot start with 0 followed by more digits at line 1, column 6 (byte 5)"),
            (#"{"a":1} x"#, "unexpected 'x' after the JSON value at line 1, column 9 (byte 8)"),
            (#"{"a":1,"a":2}"#, "the key 'a' appears twice at line 1, column 8 (byte 7)"),
            (#"{"a":"x"#, "the string that starts here is not closed at line 1, column 6 (byte 5)"),
            (#"{"a":NaN}"#, "expected a value but found 'N' at line 1, column 6 (byte 5)"),
            (#"{"a":1e400}"#, "the number 1e400 is too large for a double at line 1, column 6 (byte 5)"),
            (#"{"a":"\x"}"#, #"'\x' is not a JSON escape at line 1, column 7 (byte 6)"#),
            (#"{"a":"\uD800"}"#, #"the escape \uD800 is half of a surrogate pair at line 1, column 7 (byte 6)"#),
            ("{\"a\":\"tab\there\"}", "a control character (9) inside a string must be escaped at line 1, column 10 (byte 9)"),
            (#"{"é":1,}"#, "a trailing comma before '}' is not JSON at line 1, column 8 (byte 8)"),
            ("/* c */ {}", "expected a value but found '/' at line 1, column 1 (byte 0)"),
            ("", "the text ends where a value was expected at line 1, column 1 (byte 0)"),
        ]
        for (text, message) in cases {
            XCTAssertEqual(error(text)?.description, message, text)
        }
    }

    func test_parsing_readsIntegersExactly() throws {
        XCTAssertEqual(try AgentJSONValue.parsing(Data("9007199254740993".utf8)), .integer(9_007_199_254_740_993))
        XCTAssertEqual(try AgentJSONValue.parsing(Data("-9223372036854775808".utf8)), .integer(.min))
        XCTAssertEqual(try AgentJSONValue.parsing(Data("9223372036854775807".utf8)), .integer(.max))
        XCTAssertEqual(try AgentJSONValue.parsing(Data("9223372036854775808".utf8)), .number(9_223_372_036_854_775_808))
        XCTAssertEqual(try AgentJSONValue.parsing(Data("2.5e1".utf8)), .number(25))
    }

    func test_numbers_compareByValue() {
        XCTAssertEqual(AgentJSONValue.integer(3), .number(3))
        XCTAssertNotEqual(AgentJSONValue.integer(9_007_199_254_740_993), .number(9_007_199_254_740_992))
        XCTAssertEqual(Set<AgentJSONValue>([.integer(3), .number(3)]).count, 1)
        XCTAssertEqual(AgentJSONValue.integer(9_007_199_254_740_993).jsonText, "9007199254740993")
    }

    func test_parsing_readsStringsWithEscapesAndUnicode() throws {
        let value = try AgentJSONValue.parsing(Data(#"{"s":"a\"b\\c\/d\n\u00e9\uD83D\uDE00é"}"#.utf8))
        XCTAssertEqual(value["s"], .string("a\"b\\c/d\né😀é"))
    }

    func test_parsing_refusesNestingBeyondTheLimitWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(deep)?.reason, "arrays and objects nest deeper than 512 levels")
        let fitting = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNil(error(fitting))
    }
}
