import Foundation
@testable import Kass
import XCTest

final class KassStepTreeTests: XCTestCase {
    func test_tree_nestsStepsUnderTheirParentsInStartOrder() {
        let tree = KassEventScript.login().tree
        XCTAssertEqual(tree.children(of: nil).map(\.name), ["launch", "On LoginScreen", "On HomeScreen"])
        XCTAssertEqual(
            tree.children(of: KassStepID(2)).map(\.name), ["typeText \"test@example.com\" into \"login.email\"", "tap \"login.submit\""]
        )
    }

    func test_tree_recordsStatusDurationsAndAttempts() throws {
        let tap = try XCTUnwrap(KassEventScript.login().tree.node(KassStepID(4)))
        XCTAssertEqual(tap.status, .failed)
        XCTAssertEqual(tap.appDuration, 2)
        XCTAssertEqual(tap.wallDuration, 0.05)
        XCTAssertEqual(tap.attempts, 3)
        XCTAssertEqual(tap.kind, .action)
    }

    func test_tree_attachesFilesAndIssuesToTheirStep() throws {
        let tree = KassEventScript.login().tree
        let tap = try XCTUnwrap(tree.node(KassStepID(4)))
        XCTAssertEqual(tap.attachments.map(\.kind), [.screenshot, .hierarchy])
        XCTAssertEqual(tap.issues.map(\.line), [14])
        XCTAssertTrue(tree.testIssues.isEmpty)
    }

    func test_tree_finishesWithTheTestEnd() {
        let tree = KassEventScript.login().tree
        XCTAssertTrue(tree.isFinished)
        XCTAssertEqual(tree.status, .failed)
        XCTAssertEqual(tree.end?.flakes.count, 1)
    }

    func test_messages_mergeTheEndMessageWithEqualIssueMessages() throws {
        let tap = try XCTUnwrap(KassEventScript.login().tree.node(KassStepID(4)))
        XCTAssertEqual(tap.messages, [KassEventScript.loginFailure])
    }

    func test_reportedMessages_showABubbledFailureOnlyWhereItHappened() {
        let tree = KassEventScript.login().tree
        XCTAssertEqual(tree.reportedMessages(of: KassStepID(4)), [KassEventScript.loginFailure])
        XCTAssertEqual(tree.reportedMessages(of: KassStepID(2)), [])
    }

    func test_failureMessages_fallBackToFailedStepsWhenNoIssueWasRecorded() {
        var script = KassEventScript()
        script.startTest(suite: "S", name: "t")
        let step = script.begin("step")
        script.end(step, .failed, message: "it broke")
        script.finishTest(.failed, wall: 0, app: 0)
        XCTAssertEqual(script.tree.failureMessages(), ["it broke"])
    }

    func test_failureMessages_underACaseOnlyListThatCase() {
        let tree = KassEventScript.prices().tree
        let cases = tree.parameterizedCases
        XCTAssertEqual(cases.map { KassStepTree.caseName(of: $0) }, ["EUR", "USD"])
        XCTAssertEqual(tree.failureMessages(under: cases[0].id), [])
        XCTAssertEqual(tree.failureMessages(under: cases[1].id).count, 1)
    }

    func test_apply_closesStepsStillRunningWithTheTestStatus() {
        var script = KassEventScript()
        script.startTest(suite: "S", name: "t")
        let open = script.begin("open")
        script.finishTest(.failed, wall: 0, app: 0)
        XCTAssertEqual(script.tree.node(open)?.status, .failed)
    }

    func test_apply_ignoresEventsForUnknownSteps() {
        var script = KassEventScript()
        script.startTest(suite: "S", name: "t")
        script.end(KassStepID(99), .failed, message: "stray")
        script.attach(KassStepID(98), name: "x", kind: .other, path: "/x", mimeType: "text/plain")
        script.finishTest(.passed, wall: 0, app: 0)
        let tree = script.tree
        XCTAssertTrue(tree.nodes.isEmpty)
        XCTAssertTrue(tree.attachments().isEmpty)
    }

    func test_apply_treatsAStepWithAnUnknownParentAsTopLevel() {
        var script = KassEventScript()
        script.startTest(suite: "S", name: "t")
        let orphan = script.begin("orphan", parent: KassStepID(42))
        script.end(orphan)
        script.finishTest(.passed, wall: 0, app: 0)
        XCTAssertEqual(script.tree.children(of: nil).map(\.id), [orphan])
    }

    func test_recorder_returnsEachTestsTreeWhenItFinishes() {
        var recorder = KassStepTreeRecorder()
        let events = KassEventScript.passing(suite: "A", name: "one").events + KassEventScript.passing(suite: "A", name: "two").events
        let finished = events.compactMap { recorder.record($0) }
        XCTAssertEqual(finished.map(\.test.name), ["one", "two"])
        XCTAssertNil(recorder.current)
    }

    func test_recorder_ignoresEventsBeforeATestStarts() {
        var recorder = KassStepTreeRecorder()
        let finished = KassEventScript.passing(suite: "A", name: "one").events.dropFirst().compactMap { recorder.record($0) }
        XCTAssertTrue(finished.isEmpty)
    }
}
