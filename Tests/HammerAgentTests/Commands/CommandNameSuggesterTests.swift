@testable import HammerAgent
import XCTest

final class CommandNameSuggesterTests: XCTestCase {
    private let names = ["status", "describe", "tap", "double-tap", "long-press", "swipe", "type-text", "screenshot"]

    func test_suggestions_findATransposition() async {
        XCTAssertEqual(CommandNameSuggester.suggestions(for: "tpa", among: names).first, "tap")
    }

    func test_suggestions_findANearSpelling() async {
        XCTAssertEqual(CommandNameSuggester.suggestions(for: "descrbe", among: names).first, "describe")
    }

    func test_suggestions_findANameStartingWithWhatWasTyped() async {
        XCTAssertEqual(CommandNameSuggester.suggestions(for: "screen", among: names), ["screenshot"])
    }

    func test_suggestions_areEmptyForSomethingUnrelated() async {
        XCTAssertEqual(CommandNameSuggester.suggestions(for: "qqqqqqqq", among: names), [])
    }
}
