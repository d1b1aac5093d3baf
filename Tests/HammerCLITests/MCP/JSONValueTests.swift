import HammerCLI
import XCTest

final class JSONValueTests: XCTestCase {
    func test_parse_readsEveryKindOfValue() {
        let value = JSONValue.parse(#"{"a":[1,2.5,"x",true,null],"b":{"c":-3}}"#)
        XCTAssertEqual(value, .object([
            "a": .array([.number(1), .number(2.5), .string("x"), .bool(true), .null]),
            "b": .object(["c": .number(-3)]),
        ]))
    }

    func test_jsonText_writesWholeNumbersWithoutAFractionAndSortsKeys() {
        XCTAssertEqual(JSONValue.object(["b": .number(2), "a": .number(0.5)]).jsonText, #"{"a":0.5,"b":2}"#)
    }

    func test_parse_refusesWhatIsNotJSON() {
        XCTAssertNil(JSONValue.parse("{"))
        XCTAssertNil(JSONValue.parse("hello"))
    }
}
