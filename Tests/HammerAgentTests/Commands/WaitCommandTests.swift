import Foundation
@testable import Hammer
@testable import HammerAgent
import HeadlessUITestSupport
import HeadlessUI
import XCTest
import KassSupport

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

    func test_wait_failing_ranksNearMatchesOnceWhenItReports() async throws {
        await launch()
        let rankings = TestCounter()
        let result = await NearMatchRanker.$rankingObserver.withValue({ rankings.increment() }) {
            await run("wait", #"{"identifier":"home.sent","timeout":1}"#)
        }
        XCTAssertTrue(result.error?.contains("last seen: nothing matches (did you mean: 'home.send'") == true, result.error ?? "")
        XCTAssertEqual(rankings.value, 1, "ranked on every attempt instead of once")
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
        assertFailure(
            await run("wait", #"{"identifier":"home.send","timeout":-1}"#),
            .invalid,
            contains: "'timeout' must be from 0 to 300 seconds, not -1"
        )
    }

    func test_wait_timeoutBeyondTheBound_isInvalidNamingTheRange() async throws {
        await launch()
        for timeout in ["1e308", "300.5", "86400"] {
            let result = await run("wait", #"{"identifier":"home.send","timeout":\#(timeout)}"#)
            assertFailure(
                result, .invalid, contains: "'timeout' must be from 0 to 300 seconds, not \(timeout == "1e308" ? "1e+308" : timeout)"
            )
        }
    }

    func test_wait_largestTimeout_isAccepted() async throws {
        await launch()
        let result = await run("wait", #"{"identifier":"home.send","timeout":300}"#)
        XCTAssertTrue(result.ok, result.error ?? "")
    }

    func test_wait_catalogStatesTheTimeoutBound() async throws {
        await launch()
        let wait = try XCTUnwrap(router.catalog.first { $0.name == "wait" })
        XCTAssertTrue(wait.summary.contains("at most 300"), wait.summary)
        XCTAssertTrue(
            wait.parameter(named: "timeout")?.summary.contains("0 to 300") == true, wait.parameter(named: "timeout")?.summary ?? ""
        )
    }

    func test_wait_cancelledTask_stopsAtTheNextFrame() async throws {
        await launch()
        let router = try XCTUnwrap(self.router)
        let task = Task { await router.handle(name: "wait", body: Data(#"{"identifier":"home.never","timeout":300}"#.utf8)) }
        await application?.runLoop.runFrames(3)
        task.cancel()
        let result = await task.value
        XCTAssertFalse(result.ok)
        XCTAssertTrue(result.error?.contains("wait was cancelled") == true, result.error ?? "")
        let clock = try XCTUnwrap(application?.runLoop.now)
        XCTAssertLessThan(clock, 60, "the wait must stop, not run out its 300 s")
    }
}
