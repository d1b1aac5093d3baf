import Foundation
import HammerAgent
import HeadlessUI
import XCTest

/// `wait` on ChaosBank, on the virtual clock.
final class WaitCommandTests: AgentCommandTestCase {
    func test_wait_forAnElementThatIsShown_answersIt() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let output = try await output("wait", #"{"identifier":"transfer.amount"}"#, as: WaitCommand.Output.self)
        XCTAssertEqual(output.element?.hasPrefix(#"textField "Amount" #transfer.amount"#), true, output.element ?? "")
    }

    func test_wait_forAnElementThatAppearsLater_waitsForIt() async throws {
        await launch()
        (view("home.greeting") as? UILabel)?.isHidden = true
        _ = application?.scheduler.schedule(after: 1, label: "show greeting") { [weak self] in
            (self?.view("home.greeting") as? UILabel)?.isHidden = false
        }
        let result = await run("wait", #"{"identifier":"home.greeting","timeout":3}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
    }

    func test_wait_gone_holdsOnceTheElementLeaves() async throws {
        await launch()
        _ = await run("tap", #"{"identifier":"home.send"}"#)
        let result = await run("wait", #"{"identifier":"home.send","gone":true}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
        XCTAssertEqual(result.output?["element"], nil)
    }

    func test_wait_timeout_failsSayingWhatWasSeenLast() async throws {
        await launch()
        let result = await run("wait", #"{"identifier":"home.sent","timeout":2}"#)
        assertFailure(result, .failed, contains: "timed out after 2.00 s waiting for")
        XCTAssertTrue(result.error?.contains("last seen: nothing matches (did you mean: 'home.send'") == true, result.error ?? "")
    }

    func test_wait_forAGoneRef_failsAtOnce() async throws {
        await launch()
        let ref = try ref(of: "#home.exchange", in: try await describe())
        view("home.exchange")?.removeFromSuperview()
        assertFailure(await run("wait", #"{"ref":"\#(ref)"}"#), .failed, contains: "ref \(ref) is gone")
    }

    func test_wait_goneOnARemovedRef_holds() async throws {
        await launch()
        let ref = try ref(of: "#home.exchange", in: try await describe())
        view("home.exchange")?.removeFromSuperview()
        let result = await run("wait", #"{"ref":"\#(ref)","gone":true}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
    }

    func test_wait_negativeTimeout_isInvalid() async throws {
        await launch()
        assertFailure(await run("wait", #"{"identifier":"home.send","timeout":-1}"#), .invalid, contains: "'timeout' must be 0 or more")
    }
}
