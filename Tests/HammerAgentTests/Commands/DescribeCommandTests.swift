import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// `describe` and refs against ChaosBank's home screen.
final class DescribeCommandTests: AgentCommandTestCase {
    func test_describe_home_showsHeaderAndTheSendButtonWithARef() async throws {
        await launch()
        let text = try await describe()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(
            lines.first?.hasPrefix("screen 393x852 pt @3x, key window: UIWindow, top: HomeViewController"), true, String(lines[0])
        )
        XCTAssertTrue(lines.first?.hasSuffix("focused: none, alert: none") == true, String(lines[0]))
        XCTAssertTrue(lines.contains { $0.contains(#"- button "Send" #home.send [ref=e"#) }, text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("- window [ref=e") }, text)
    }

    func test_describe_interactive_listsOnlyActionableElementsFlat() async throws {
        await launch()
        let text = try await describe(#"{"interactive":true}"#)
        let lines = text.split(separator: "\n").dropFirst()
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"- button "Send" #home.send"#) }, text)
        XCTAssertFalse(lines.contains { $0.contains("staticText") }, text)
        XCTAssertFalse(lines.contains { $0.hasPrefix("  ") }, text)
    }

    func test_describe_find_keepsOnlyMatchingLines() async throws {
        await launch()
        let output = try await output("describe", #"{"find":"home.exchange"}"#, as: DescribeCommand.Output.self)
        XCTAssertEqual(output.count, 1, output.text)
        XCTAssertTrue(output.text.contains(#"- button "Exchange" #home.exchange"#), output.text)
    }

    func test_describe_depthZero_showsTheWindowsOnly() async throws {
        await launch()
        let output = try await output("describe", #"{"depth":0}"#, as: DescribeCommand.Output.self)
        XCTAssertEqual(output.count, 1, output.text)
    }

    func test_describe_frames_endLinesWithTheVisibleFrame() async throws {
        await launch()
        let text = try await describe(##"{"find":"#home.send","frames":true}"##)
        XCTAssertNotNil(text.range(of: #"#home.send \[ref=e[0-9]+\] @\([0-9., ]+\)"#, options: .regularExpression), text)
    }

    func test_describe_negativeDepth_isInvalid() async throws {
        await launch()
        assertFailure(await run("describe", #"{"depth":-1}"#), .invalid, contains: "'depth' must be 0 or more")
    }

    func test_refs_stayTheSameAcrossDescribes() async throws {
        await launch()
        let first = try await describe()
        let second = try await describe()
        XCTAssertEqual(try ref(of: "#home.send", in: first), try ref(of: "#home.send", in: second))
        XCTAssertEqual(try ref(of: "#home.title", in: first), try ref(of: "#home.title", in: second))
    }

    func test_refs_changeWhenTheLabelChanges() async throws {
        await launch()
        let before = try ref(of: "#home.greeting", in: try await describe())
        (view("home.greeting") as? UILabel)?.text = "Hello, agent"
        let after = try ref(of: "#home.greeting", in: try await describe())
        XCTAssertNotEqual(before, after)
        assertFailure(await run("inspect", #"{"ref":"\#(before)"}"#), .failed, contains: "ref \(before) is gone")
    }

    func test_ref_ofARemovedElement_isGoneWithAHintToDescribeAgain() async throws {
        await launch()
        let ref = try ref(of: "#home.exchange", in: try await describe())
        view("home.exchange")?.removeFromSuperview()
        let result = await run("tap", #"{"ref":"\#(ref)"}"#)
        assertFailure(result, .failed, contains: "ref \(ref) is gone (the element was removed or changed)")
        XCTAssertEqual(result.hint, ["run describe again and use the new ref"])
    }

    func test_ref_malformed_isInvalid() async throws {
        await launch()
        assertFailure(await run("tap", #"{"ref":"12"}"#), .invalid, contains: "'ref' must look like e12")
    }
}
