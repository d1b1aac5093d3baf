@testable import HammerAgent
import Foundation
import HeadlessUI
import XCTest

/// The pure pieces: the screen delta, colours and JSON values.
@MainActor
final class AgentValueTests: XCTestCase {
    private func state(_ top: String?, _ identifiers: Set<String>, alert: String? = nil) -> AgentScreenState {
        AgentScreenState(topViewController: top, identifiers: identifiers, alert: alert, focused: nil)
    }

    func test_change_sameScreen_isUnchanged() async {
        XCTAssertEqual(state("Home", ["a"]).change(to: state("Home", ["a"])), "screen unchanged")
    }

    func test_change_newController_namesItListsNewAndCountsGone() async {
        let change = state("Home", ["home.a", "home.b"]).change(to: state("Transfer", ["transfer.a"]))
        XCTAssertEqual(change, "screen changed: Transfer (was Home); new: transfer.a; 2 identifiers gone")
    }

    func test_change_sameController_listsWhatWentAndTheAlert() async {
        let change = state("Home", ["a", "b"]).change(to: state("Home", ["a"], alert: "\"Oops\""))
        XCTAssertEqual(change, "1 identifier gone; alert: \"Oops\"")
        XCTAssertEqual(state("Home", ["a", "b"]).change(to: state("Home", ["a"])), "gone: b")
    }

    func test_change_manyNewIdentifiers_listsEightAndCountsTheRest() async {
        let after = Set((1...10).map { "id\($0)" })
        XCTAssertEqual(state("A", []).change(to: state("A", after)), "new: id1, id10, id2, id3, id4, id5, id6, id7 (+2 more)")
    }

    func test_color_parsesNamesAndHexAndWritesHex() async {
        XCTAssertEqual(AgentColor.parse("#FF8800").map(AgentColor.hex), "#FF8800")
        XCTAssertEqual(AgentColor.parse("#f80").map(AgentColor.hex), "#FF8800")
        XCTAssertEqual(AgentColor.parse("#FF880080").map(AgentColor.hex), "#FF880080")
        XCTAssertEqual(AgentColor.parse("Red").map(AgentColor.hex), "#FF0000")
        XCTAssertNil(AgentColor.parse("#12345"))
        XCTAssertNil(AgentColor.parse("reddish"))
    }

    func test_jsonValue_roundTripsNestedValues() async throws {
        let text = #"{"a":[1,true,null,"x"],"b":{"c":2.5}}"#
        let value = try JSONDecoder().decode(AgentJSONValue.self, from: Data(text.utf8))
        XCTAssertEqual(value["b"]?["c"], .number(2.5))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(value), as: UTF8.self), text)
    }

    func test_screenshotPixelSize_readsThePNGHeader() async {
        var header = [UInt8](repeating: 0, count: 24)
        header[16...19] = [0, 0, 1, 0x89]
        header[20...23] = [0, 0, 3, 0x54]
        XCTAssertTrue(ScreenshotCommand.pixelSize(ofPNG: Data(header)) == (393, 852))
        XCTAssertTrue(ScreenshotCommand.pixelSize(ofPNG: Data([1, 2])) == (0, 0))
    }
}
