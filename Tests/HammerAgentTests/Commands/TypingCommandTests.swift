import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// `type-text` and `key` against ChaosBank's transfer screen.
final class TypingCommandTests: AgentCommandTestCase {
    private func openTransfer() async {
        await launch()
        let result = await run("tap", #"{"identifier":"home.send"}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
    }

    func test_typeText_intoTheAmountField_readsTheTextBack() async throws {
        await openTransfer()
        let result = await run("type-text", #"{"identifier":"transfer.amount","text":"12.50"}"#)
        XCTAssertEqual(result.output?["value"], .string("12.50"), result.error ?? "")
        XCTAssertTrue(result.delta?.hasPrefix(#"typed "12.50" into textField "Amount" #transfer.amount"#) == true, result.delta ?? "")
        XCTAssertEqual((view("transfer.amount") as? UITextField)?.text, "12.50")
    }

    func test_typeText_withoutAField_typesIntoTheFocusedOne() async throws {
        await openTransfer()
        _ = await run("tap", #"{"identifier":"transfer.amount"}"#)
        let result = await run("type-text", #"{"text":"3"}"#)
        XCTAssertEqual(result.output?["value"], .string("3"), result.error ?? "")
    }

    func test_typeText_replace_deletesTheTextFirst() async throws {
        await openTransfer()
        _ = await run("type-text", #"{"identifier":"transfer.amount","text":"12.50"}"#)
        let result = await run("type-text", #"{"identifier":"transfer.amount","text":"7","replace":true}"#)
        XCTAssertEqual(result.output?["value"], .string("7"), result.error ?? "")
    }

    func test_typeText_replaceAfterTappingIntoTheField_clearsAllOfIt() async throws {
        await openTransfer()
        _ = await run("type-text", #"{"identifier":"transfer.amount","text":"12.50"}"#)
        _ = await run("tap", #"{"identifier":"transfer.note"}"#)
        let result = await run("type-text", #"{"identifier":"transfer.amount","text":"7","replace":true}"#)
        XCTAssertEqual(result.output?["value"], .string("7"), result.error ?? "")
    }

    func test_typeText_withNothingFocused_failsSayingWhereToType() async throws {
        await openTransfer()
        let result = await run("type-text", #"{"text":"3"}"#)
        assertFailure(result, .failed, contains: "no element is focused")
    }

    func test_typeText_intoSomethingThatTakesNoText_fails() async throws {
        await launch()
        let result = await run("type-text", #"{"identifier":"home.title","text":"3"}"#)
        assertFailure(result, .failed, contains: "did not focus it")
    }

    func test_typeText_tooLong_isInvalid() async throws {
        await openTransfer()
        let text = String(repeating: "1", count: 10_001)
        assertFailure(
            await run("type-text", #"{"identifier":"transfer.amount","text":"\#(text)"}"#), .invalid, contains: "has 10001 characters"
        )
    }

    func test_key_deleteTwice_removesTwoCharacters() async throws {
        await openTransfer()
        _ = await run("type-text", #"{"identifier":"transfer.amount","text":"12.50"}"#)
        let result = await run("key", #"{"key":"deleteOrBackspace","count":2}"#)
        XCTAssertEqual(result.delta?.hasPrefix("pressed deleteOrBackspace 2 times"), true, result.delta ?? result.error ?? "")
        XCTAssertEqual((view("transfer.amount") as? UITextField)?.text, "12.")
    }

    func test_key_alias_isTheNamedKey() async throws {
        await openTransfer()
        _ = await run("type-text", #"{"identifier":"transfer.amount","text":"12"}"#)
        _ = await run("key", #"{"key":"backspace"}"#)
        XCTAssertEqual((view("transfer.amount") as? UITextField)?.text, "1")
    }

    func test_key_unknownName_isInvalidWithDidYouMean() async throws {
        await launch()
        let result = await run("key", #"{"key":"escpe"}"#)
        assertFailure(result, .invalid, contains: "key: 'escpe' is not a key name")
        XCTAssertTrue(result.hint?.first?.contains("'escape'") == true, result.hint?.first ?? "")
    }

    func test_key_countOutOfRange_isInvalid() async throws {
        await launch()
        assertFailure(await run("key", #"{"key":"tab","count":0}"#), .invalid, contains: "'count' must be between 1 and 100")
    }
}
