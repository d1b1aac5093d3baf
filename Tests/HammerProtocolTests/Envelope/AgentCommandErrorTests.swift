import HammerProtocol
import XCTest

/// Every error's kind, message and hints, pinned.
final class AgentCommandErrorTests: XCTestCase {
    func test_errors_haveTheirKindMessageAndHints() async {
        let table: [(AgentCommandError, AgentCommandError.Kind, String, [String])] = [
            (.failed(message: "boom", hint: ["retry"]), .failed, "boom", ["retry"]),
            (.invalid(message: "bad", hint: []), .invalid, "bad", []),
            (.unknownCommand(name: "tpa", suggestions: ["tap"]), .invalid, "unknown command 'tpa'",
             ["did you mean: 'tap'?", "run catalog (GET /v1/catalog) to list every command"]),
            (.unknownCommand(name: "zzz", suggestions: []), .invalid, "unknown command 'zzz'",
             ["run catalog (GET /v1/catalog) to list every command"]),
            (.badJSON(reason: "it is a string"), .invalid, "the arguments are not a JSON object: it is a string",
             [#"send one JSON object of arguments, for example {"identifier":"home.send"}"#]),
            (.unknownKey(key: "identifer", command: "tap", suggestions: ["identifier"]), .invalid,
             "tap does not take the key 'identifer'", ["did you mean: 'identifier'?", "run help tap for its keys"]),
            (.missingArgument(key: "text", command: "type-text"), .invalid, "type-text needs the key 'text'",
             ["run help type-text for its keys and examples"]),
            (.badArgument(key: "depth", command: "describe", reason: "must be 0 or more, not -1"), .invalid,
             "describe: the key 'depth' must be 0 or more, not -1", ["run help describe for its keys and examples"]),
            (.staleRef("e12"), .failed, "ref e12 is gone (the element was removed or changed)", ["run describe again and use the new ref"]),
            (.staleConstraint("c4"), .failed, "constraint c4 is gone (it was released)",
             ["run inspect on the view again and use the new constraint ref"]),
            (.notFound(description: "identifier 'x'", nearMatches: ["y"]), .failed, "nothing on screen matches identifier 'x'",
             ["did you mean: 'y'?", "run describe to see what is on screen"]),
            (.ambiguous(description: "label 'OK'", matches: ["button \"OK\" [ref=e1]", "button \"OK\" [ref=e2]"]), .failed,
             "2 elements match label 'OK': button \"OK\" [ref=e1]; button \"OK\" [ref=e2]",
             ["add label, value or traits to the description, or use one of the refs"]),
            (.notHittable(target: "button #ok", reason: "it is hidden"), .failed, "button #ok cannot be touched: it is hidden",
             ["scroll it into view, dismiss what covers it, or wait until it is enabled"]),
            (.timeout(what: "#toast to appear", seconds: 2), .failed, "timed out after 2.00 s waiting for #toast to appear",
             ["give a longer timeout, or run describe to see what the screen shows"]),
            (.noKeyWindow, .failed, "the app has no key window to drive", ["wait until the app has launched and shows a window"]),
            (.noApplication, .failed, "no application is running in this process", ["start the agent after the application has launched"]),
        ]
        for (error, kind, message, hints) in table {
            XCTAssertEqual(error.kind, kind, message)
            XCTAssertEqual(error.message, message)
            XCTAssertEqual(error.hints, hints, message)
        }
    }
}
