import HammerProtocol
import XCTest

final class AgentJSONValueTextTests: XCTestCase {
    func test_parse_readsEveryKindOfValue() {
        let value = AgentJSONValue.parse(#"{"a":[1,2.5,"x",true,null],"b":{"c":-3}}"#)
        XCTAssertEqual(value, .object([
            "a": .array([.number(1), .number(2.5), .string("x"), .bool(true), .null]),
            "b": .object(["c": .number(-3)]),
        ]))
    }

    func test_jsonText_writesWholeNumbersWithoutAFractionAndSortsKeys() {
        XCTAssertEqual(AgentJSONValue.object(["b": .number(2), "a": .number(0.5)]).jsonText, #"{"a":0.5,"b":2}"#)
    }

    func test_parse_refusesWhatIsNotJSON() {
        XCTAssertNil(AgentJSONValue.parse("{"))
        XCTAssertNil(AgentJSONValue.parse("hello"))
    }
}
