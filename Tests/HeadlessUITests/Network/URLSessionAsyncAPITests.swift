import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `URLSession`'s async API on the virtual clock. `data(from:)` is a nonisolated async function: it
/// resumes its task on Swift's global executor (a real moment no runtime instant names, so its start
/// is the first turn after, and a runtime issue says so), and `URLSession` resumes the awaiting code
/// from inside the hand-over of the answer, which HeadlessUI makes on the main thread at the delivery
/// instant. The main-actor code after the `await` runs inside that delivery, whatever the threads do.
@MainActor
final class URLSessionAsyncAPITests: LoopbackServerTestCase {
    override var initialNetworkConditions: NetworkConditions? { NetworkConditions(latency: 0.25, appliesJitter: false) }

    /// The most turns ``takeInRequestsStartedOffTheMainThread(count:)`` runs.
    private static let turnLimit = 100_000

    /// Runs turns at the current instant (the clock does not move) until the runtime has taken in
    /// `count` requests: the async API resumes its task on another thread, at a real moment, and a
    /// virtual wait could otherwise run past any instant before that thread got to it. Bounded.
    private func takeInRequestsStartedOffTheMainThread(count: Int = 1) async -> Bool {
        var turns = 0
        while app.network.requestsInFlight.count < count, turns < Self.turnLimit {
            app.runLoop.runOnce()
            await Task.yield()
            turns += 1
        }
        return app.network.requestsInFlight.count == count
    }

    /// The synchronous wait (inside this async test, the main actor's queue cannot run meanwhile).
    private func waitSynchronously(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        app.runLoop.run(timeout: timeout, until: condition)
    }

    private static func instant(_ seconds: TimeInterval) -> String { String(format: "t=%.3fs", seconds) }

    func test_asyncDataAPI_continuesAtTheDeliveryInstant_andItsUnknownStartIsReported() async throws {
        let label = UILabel()
        let url = server.url("/hello")
        var shownAt: TimeInterval?
        let start = app.clock.seconds
        let task = Task { @MainActor in
            let (data, _) = try await URLSession.shared.data(from: url)
            label.text = String(decoding: data, as: UTF8.self)
            shownAt = UIApplication.shared.clock.seconds
        }
        let takenIn = await takeInRequestsStartedOffTheMainThread()
        XCTAssertTrue(takenIn)
        let expected = "GET \(url.absoluteString) (URLSession, response due at \(Self.instant(start + 0.25)))"
        XCTAssertEqual(app.network.requestsInFlight, [expected])
        let settled = await app.runLoop.run(timeout: 2) { label.text != nil }
        XCTAssertTrue(settled)
        guard settled else { return task.cancel() }
        try await task.value
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(shownAt ?? -1, start + 0.25, accuracy: 1e-9)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first.map { "\($0)".contains("GET \(url.absoluteString) was resumed off the main thread") } == true)
    }

    func test_asyncDataAPI_mainActorCodeAfterTheAwait_runsInsideTheDelivery_evenInASynchronousWait() async throws {
        let label = UILabel()
        let start = app.clock.seconds
        let task = Task { @MainActor in
            let (data, _) = try await URLSession.shared.data(from: server.url("/hello"))
            label.text = String(decoding: data, as: UTF8.self)
        }
        let takenIn = await takeInRequestsStartedOffTheMainThread()
        XCTAssertTrue(takenIn)
        // A synchronous wait (as Kass's actions wait) never lets the main actor's queue run: the label
        // can only be set inside the delivery itself.
        let settled = waitSynchronously(timeout: 2) { label.text != nil }
        XCTAssertTrue(settled)
        guard settled else { return task.cancel() }
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(app.clock.seconds, start + 0.25, accuracy: 1e-9)
        try await task.value
        expectRuntimeIssues(count: 1)
    }

    func test_asyncDataAPI_noTurnSeesIdle_betweenTheResponseAndTheAwaitingCode() async throws {
        let label = UILabel()
        var idleWithoutText: [String] = []
        let task = Task { @MainActor in
            let (data, _) = try await URLSession.shared.data(from: server.url("/hello"))
            label.text = String(decoding: data, as: UTF8.self)
        }
        let takenIn = await takeInRequestsStartedOffTheMainThread()
        XCTAssertTrue(takenIn)
        app.runLoop.addTurnObserver { [app] in
            if label.text == nil, app!.idleReport(horizon: 0).isIdle { idleWithoutText.append("\(app!.clock.now)") }
        }
        let settled = await app.runLoop.run(timeout: 2) { label.text == "hello" && app.idleReport(horizon: 0).isIdle }
        XCTAssertTrue(settled)
        guard settled else { return task.cancel() }
        XCTAssertEqual(idleWithoutText, [])
        try await task.value
        expectRuntimeIssues(count: 1)
    }

    func test_asyncDataAPI_requestAwaitedAfterAnother_startsAtTheFirstOnesDeliveryInstant() async throws {
        let label = UILabel()
        let echo = server.url("/echo")
        var shownAt: TimeInterval?
        let start = app.clock.seconds
        let task = Task { @MainActor in
            _ = try await URLSession.shared.data(from: server.url("/hello"))
            // Resumed from the main thread inside the first delivery: this request starts at its instant.
            let (data, _) = try await URLSession.shared.data(from: echo)
            label.text = String(decoding: data, as: UTF8.self)
            shownAt = UIApplication.shared.clock.seconds
        }
        let takenIn = await takeInRequestsStartedOffTheMainThread()
        XCTAssertTrue(takenIn)
        let settled = await app.runLoop.run(timeout: 2) { label.text != nil }
        XCTAssertTrue(settled)
        guard settled else { return task.cancel() }
        try await task.value
        XCTAssertEqual(label.text, "GET:")
        XCTAssertEqual(shownAt ?? -1, start + 0.5, accuracy: 1e-9)
        // Only the first request was resumed off the main thread (the issue is reported once per launch anyway).
        expectRuntimeIssues(count: 1)
    }
}
