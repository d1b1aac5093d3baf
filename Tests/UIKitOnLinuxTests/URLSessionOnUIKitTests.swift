import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// App code that imports UIKit (UIKitAloneNetwork.swift) loads over `URLSession.shared` and hops back
/// with `DispatchQueue.main.async`; a test that waits synchronously (as Kass's actions do) sees the
/// label at the response's runtime instant, because the block the completion handler sends while the
/// runtime waits for it runs on the main thread right after the handler.
@MainActor
final class URLSessionOnUIKitTests: LoopbackServerTestCase {
    override var initialNetworkConditions: NetworkConditions? { NetworkConditions(latency: 0.25, appliesJitter: false) }

    /// The synchronous wait (inside this async test, Grand Central Dispatch's main queue cannot run).
    private func waitSynchronously(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        app.runLoop.run(timeout: timeout, until: condition)
    }

    private func waitUntilIdleSynchronously(timeout: TimeInterval) -> Bool {
        app.runLoop.runUntilIdle(timeout: timeout, horizon: 0)
    }

    func test_completionsHopToMain_runsAtTheResponseInstant_inASynchronousWait() async {
        let label = UILabel()
        let start = app.clock.seconds
        UIKitAloneNetwork.load(server.url("/hello"), into: label)
        XCTAssertTrue(waitSynchronously(timeout: 2) { label.text != nil })
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(app.clock.seconds, start + 0.25, accuracy: 1e-9)
        XCTAssertTrue(waitUntilIdleSynchronously(timeout: 1), app.idleReport(horizon: 0).description)
        XCTAssertEqual(app.network.requestsInFlight, [])
    }

    func test_idleWait_doesNotEndBeforeTheLabelIsSet() async {
        let label = UILabel()
        UIKitAloneNetwork.load(server.url("/hello"), into: label)
        XCTAssertTrue(waitUntilIdleSynchronously(timeout: 2), app.idleReport(horizon: 0).description)
        XCTAssertEqual(label.text, "hello")
    }
}
