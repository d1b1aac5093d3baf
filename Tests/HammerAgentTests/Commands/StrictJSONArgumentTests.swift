import Foundation
@testable import HammerAgent
import XCTest

/// Argument bodies are read as strict JSON: invalid text is refused with the position of the error
/// (400 over HTTP), and integers are read exactly, not through a `Double`.
final class StrictJSONArgumentTests: AgentCommandTestCase {
    func test_arguments_trailingComma_isBadJSONWithThePosition() async {
        await launch()
        let result = await run("describe", #"{"depth":1,}"#)
        assertFailure(result, .invalid, contains: "the arguments are not a JSON object: ")
        XCTAssertTrue(result.error?.contains("line 1, column 12") == true, result.error ?? "")
        XCTAssertEqual(view("home.send")?.isHidden, false)
    }

    func test_arguments_invalidJSON_isAnsweredWith400() async {
        await launch()
        for body in [#"{"depth":1,}"#, #"{"depth":01}"#, #"{'depth':1}"#, #"{"depth":1} x"#, #"[1,]"#, #"{"find":"a"#] {
            let answer = await router.respond(method: "POST", path: "/v1/commands/describe", body: Data(body.utf8))
            XCTAssertEqual(answer.status, 400, body)
            let text = String(decoding: answer.body, as: UTF8.self)
            XCTAssertTrue(text.contains("column"), "\(body): \(text)")
        }
    }

    func test_integerArgument_above2To53_isReadExactly() async {
        await launch()
        let result = await run("key", #"{"key":"tab","count":9007199254740993}"#)
        assertFailure(result, .invalid, contains: "'count' must be between 1 and 100, not 9007199254740993")
    }

    func test_integerArgument_beyondInt64_isRefusedNamingTheRange() async {
        await launch()
        let result = await run("key", #"{"key":"tab","count":9223372036854775808}"#)
        assertFailure(result, .invalid, contains: "'count' must be an integer from -9223372036854775808 to 9223372036854775807")
    }

    func test_integerArgument_withAFraction_isStillNotAnInteger() async {
        await launch()
        let result = await run("key", #"{"key":"tab","count":1.5}"#)
        assertFailure(result, .invalid, contains: "'count' must be an integer, not a number")
    }
}
