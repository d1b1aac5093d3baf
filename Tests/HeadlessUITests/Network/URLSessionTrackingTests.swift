import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The app's `URLSession` requests on the virtual clock: named in idle reports while in flight,
/// answered at start + latency whatever the real timing, and busy until the app's UI update ran.
/// The app code here is what an iOS app writes: `URLSession.shared`, a completion handler, a hop back
/// with `DispatchQueue.main.async`. A loopback server in this process answers.
@MainActor
final class URLSessionTrackingTests: LoopbackServerTestCase {
    override var initialNetworkConditions: NetworkConditions? { NetworkConditions(latency: 0.25, appliesJitter: false) }

    // MARK: App code

    /// Loads `url` and shows the body (or the error code) in `label`, from the main queue.
    private func load(_ url: URL, into label: UILabel, timeout: TimeInterval = 60) {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        URLSession.shared.dataTask(with: request) { data, _, error in
            let text = error.map { "error \(($0 as NSError).code)" } ?? data.map { String(decoding: $0, as: UTF8.self) }
            DispatchQueue.main.async { label.text = text }
        }.resume()
    }

    /// Waits on the runtime clock, yielding between turns: the app's `DispatchQueue.main.async` blocks
    /// (Grand Central Dispatch's, as this target does not import the `UIKit` module) run only when the
    /// test lets the main queue run. (Tests/UIKitOnLinuxTests waits synchronously, through `UIKit`.)
    private func wait(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        await app.runLoop.run(timeout: timeout, until: condition)
    }

    private func waitUntilIdle(timeout: TimeInterval) async -> Bool {
        await app.runLoop.run(timeout: timeout) { app.idleReport().isIdle }
    }

    private static func instant(_ seconds: TimeInterval) -> String { String(format: "t=%.3fs", seconds) }

    // MARK: Tests

    func test_dataTask_isNamedInTheIdleReportWhileInFlight() async {
        let label = UILabel()
        let url = server.url("/hello")
        let start = app.clock.seconds
        load(url, into: label)
        let expected = "GET \(url.absoluteString) (URLSession, response due at \(Self.instant(start + 0.25)))"
        XCTAssertEqual(app.idleReport().busyWork, [expected])
        XCTAssertEqual(app.network.requestsInFlight, [expected])
        XCTAssertTrue(app.idleReport().description.contains("busy: \(expected)"), app.idleReport().description)

        let settled1 = await waitUntilIdle(timeout: 2)
        XCTAssertTrue(settled1)
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(app.network.requestsInFlight, [])
    }

    func test_waitForIdle_thatTimesOut_namesThePendingRequest() async {
        app.network.conditions = NetworkConditions(latency: 5, appliesJitter: false)
        let url = server.url("/hello")
        load(url, into: UILabel())
        let settled2 = await waitUntilIdle(timeout: 1)
        XCTAssertFalse(settled2)
        XCTAssertTrue(app.idleReport().description.contains("GET \(url.absoluteString) (URLSession"), app.idleReport().description)
        let settled3 = await waitUntilIdle(timeout: 5)
        XCTAssertTrue(settled3)
    }

    func test_completion_runsAtStartPlusLatency_earlyOrLateRealAnswer() async {
        // Latency 0: the answer is due in the next turn, before the server can have answered (the run
        // loop waits for it); 1 s: the real answer arrives while runtime is still far from the instant.
        for latency in [0, 0.25, 1] {
            app.network.conditions = NetworkConditions(latency: latency, appliesJitter: false)
            let label = UILabel()
            var shownAt: TimeInterval?
            let start = app.clock.seconds
            load(server.url("/hello"), into: label)
            let settled4 = await wait(timeout: 3) {
                if shownAt == nil, label.text != nil { shownAt = app.clock.seconds }
                return label.text != nil
            }
            XCTAssertTrue(settled4)
            XCTAssertEqual(label.text, "hello")
            XCTAssertEqual(shownAt ?? -1, start + latency, accuracy: 1e-9, "latency \(latency)")
        }
    }

    func test_noTurnSeesIdle_betweenTheResponseAndTheUIUpdate() async {
        let label = UILabel()
        var idleWithoutText: [String] = []
        app.runLoop.addTurnObserver { [app] in
            if label.text == nil, app!.idleReport(horizon: 0).isIdle { idleWithoutText.append("\(app!.clock.now)") }
        }
        load(server.url("/hello"), into: label)
        let settled5 = await wait(timeout: 2) { label.text == "hello" && app.idleReport(horizon: 0).isIdle }
        XCTAssertTrue(settled5)
        XCTAssertEqual(idleWithoutText, [])
    }

    func test_waitForALabelSetFromTheCompletion_endsAtTheDeliveryInstant() async {
        app.network.conditions = NetworkConditions(latency: 0.5, appliesJitter: false)
        let label = UILabel()
        let start = app.clock.seconds
        load(server.url("/hello"), into: label)
        let settled6 = await wait(timeout: 2) { label.text == "hello" }
        XCTAssertTrue(settled6)
        XCTAssertEqual(app.clock.seconds, start + 0.5, accuracy: 1e-9)
    }

    func test_serverThatNeverAnswers_isReported_andTheAppGetsATimeoutAtItsTimeoutInterval() async {
        app.network.conditions = NetworkConditions(latency: 0.1, appliesJitter: false, realResponseLimit: 0.3)
        let label = UILabel()
        let url = server.url("/stall")
        let start = app.clock.seconds
        var shownAt: TimeInterval?
        load(url, into: label, timeout: 5)
        let settled7 = await wait(timeout: 10) {
            if shownAt == nil, label.text != nil { shownAt = app.clock.seconds }
            return label.text != nil
        }
        XCTAssertTrue(settled7)
        XCTAssertEqual(label.text, "error \(NSURLErrorTimedOut)")
        XCTAssertEqual(shownAt ?? -1, start + 5, accuracy: 1e-9)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertEqual(
            issues.first.map { "\($0)" },
            "HeadlessUI network: the server did not answer GET \(url.absoluteString) within 0.300 s of real time (its response "
                + "was due at \(Self.instant(start + 0.1))). The app gets NSURLErrorTimedOut (-1001) at \(Self.instant(start + 5)), "
                + "the request's timeoutInterval after it started. Check that the server runs and answers, or raise "
                + "NetworkConditions.realResponseLimit."
        )
    }

    func test_twoRuns_giveTheSameFrameByFrameTimeline() async {
        let first = await timelineOfAChainedLoad(seed: 42)
        let second = await timelineOfAChainedLoad(seed: 42)
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.contains { $0.hasSuffix("first: hello") }, "\(first)")
        XCTAssertEqual(first.last?.hasSuffix("second: POST:again"), true, "\(first)")
    }

    /// Launches a fresh app with jittered latency, loads `/hello`, and from the completion posts to
    /// `/echo`; returns every frame as `frame N t=... busy=K label`.
    private func timelineOfAChainedLoad(seed: UInt64) async -> [String] {
        let app = UIApplication.launch(LaunchConfiguration(jitterSeed: seed))
        defer { app.terminate() }
        app.network.conditions = NetworkConditions(latency: 0.2)
        let label = UILabel()
        var frames: [String] = []
        app.runLoop.addFrameObserver { frame in
            frames.append("frame \(frame) \(app.clock.now) busy=\(app.network.requestsInFlight.count) \(label.text ?? "-")")
        }
        let echo = server.url("/echo")
        URLSession.shared.dataTask(with: server.url("/hello")) { data, _, _ in
            let first = String(decoding: data ?? Data(), as: UTF8.self)
            var post = URLRequest(url: echo)
            post.httpMethod = "POST"
            post.httpBody = Data("again".utf8)
            // A chained request from the completion handler (on URLSession's delegate queue).
            URLSession.shared.dataTask(with: post) { data, _, _ in
                let second = String(decoding: data ?? Data(), as: UTF8.self)
                DispatchQueue.main.async { label.text = "second: \(second)" }
            }.resume()
            DispatchQueue.main.async { label.text = "first: \(first)" }
        }.resume()
        _ = await app.runLoop.run(timeout: 3) { label.text?.hasPrefix("second") == true && app.idleReport(horizon: 0).isIdle }
        await app.runLoop.runFrames(1)
        return frames
    }

    func test_offline_failsAtOnceWithNotConnectedToInternet_withoutAskingTheServer() async {
        app.network.conditions = NetworkConditions(latency: 0.25, appliesJitter: false, isOffline: true)
        let label = UILabel()
        let start = app.clock.seconds
        load(server.url("/hello"), into: label)
        let settled8 = await wait(timeout: 1) { label.text != nil }
        XCTAssertTrue(settled8)
        XCTAssertEqual(label.text, "error \(NSURLErrorNotConnectedToInternet)")
        XCTAssertEqual(app.clock.seconds, start, accuracy: 1e-9)
        XCTAssertEqual(server.requestCount, 0)
    }

    func test_latencyBeyondTheRequestTimeout_failsWithTimedOutAtTheTimeout() async {
        app.network.conditions = NetworkConditions(latency: 3, appliesJitter: false)
        let label = UILabel()
        let start = app.clock.seconds
        load(server.url("/hello"), into: label, timeout: 2)
        let settled9 = await wait(timeout: 5) { label.text != nil }
        XCTAssertTrue(settled9)
        XCTAssertEqual(label.text, "error \(NSURLErrorTimedOut)")
        XCTAssertEqual(app.clock.seconds, start + 2, accuracy: 1e-9)
    }

    func test_timedOutError_carriesURLSessionsCodeAndFailingURL() async {
        app.network.conditions = NetworkConditions(latency: 3, appliesJitter: false)
        let url = server.url("/hello")
        let received = Received<(data: Data?, response: URLResponse?, error: URLError?)>()
        var request = URLRequest(url: url)
        request.timeoutInterval = 1
        URLSession.shared.dataTask(with: request) { data, response, error in
            let values = (data: data, response: response, error: error as? URLError)
            DispatchQueue.main.async { received.value = values }
        }.resume()
        let settled10 = await wait(timeout: 2) { received.value != nil }
        XCTAssertTrue(settled10)
        XCTAssertNil(received.value?.data)
        XCTAssertNil(received.value?.response)
        XCTAssertEqual(received.value?.error?.code, .timedOut)
        XCTAssertEqual(received.value?.error?.failingURL, url)
        XCTAssertEqual(received.value?.error?.localizedDescription, "The request timed out.")
    }

    func test_cancelledTask_getsCancelled_andIsNoLongerBusy() async {
        let label = UILabel()
        var request = URLRequest(url: server.url("/hello"))
        request.timeoutInterval = 60
        let task = URLSession.shared.dataTask(with: request) { _, _, error in
            let code = (error as NSError?)?.code
            DispatchQueue.main.async { label.text = "error \(code.map(String.init) ?? "none")" }
        }
        task.resume()
        await app.runLoop.runFrames(1)
        task.cancel()
        let settled11 = await wait(timeout: 1) { label.text != nil && app.network.requestsInFlight.isEmpty }
        XCTAssertTrue(settled11)
        XCTAssertEqual(label.text, "error \(NSURLErrorCancelled)")
        XCTAssertLessThan(app.clock.seconds, 0.25)
    }

    func test_taskCancelledBeforeURLSessionStartsLoading_getsCancelledInTheNextTurn_withoutWaitingForTheServer() async {
        let label = UILabel()
        var shownAt: TimeInterval?
        let start = app.clock.seconds
        let task = URLSession.shared.dataTask(with: server.url("/hello")) { _, _, error in
            let code = (error as NSError?)?.code
            DispatchQueue.main.async { label.text = "error \(code.map(String.init) ?? "none")" }
        }
        task.resume()
        // Before URLSession has made its protocol object (it does so on its own queues, after a cache
        // lookup on a background queue): the runtime must still see the cancel in its next turn.
        task.cancel()
        let settled = await wait(timeout: 1) {
            if shownAt == nil, label.text != nil { shownAt = app.clock.seconds }
            return label.text != nil && app.network.requestsInFlight.isEmpty
        }
        XCTAssertTrue(settled)
        XCTAssertEqual(label.text, "error \(NSURLErrorCancelled)")
        XCTAssertEqual(shownAt ?? -1, start, accuracy: 1e-9)
        // No runtime issue (HeadlessTestCase fails on any): nothing waited for an answer that never comes.
    }

    func test_responseStatusHeadersAndBody_reachTheApp() async {
        let received = Received<(status: Int?, contentType: String?, body: String?)>()
        URLSession.shared.dataTask(with: server.url("/hello")) { data, response, _ in
            let http = response as? HTTPURLResponse
            let body = data.map { String(decoding: $0, as: UTF8.self) }
            let values = (http?.statusCode, http?.value(forHTTPHeaderField: "Content-Type"), body)
            DispatchQueue.main.async { received.value = values }
        }.resume()
        let settled12 = await wait(timeout: 1) { received.value != nil }
        XCTAssertTrue(settled12)
        XCTAssertEqual(received.value?.status, 200)
        XCTAssertEqual(received.value?.body, "hello")
        XCTAssertEqual(received.value?.contentType, "text/plain")
    }
}

/// A value the app's main-queue code hands to the test.
@MainActor
final class Received<Value> {
    var value: Value?
}
