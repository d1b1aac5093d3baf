import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Runs the examples of `Guide/Network.md`: each ```swift block of the page appears, line for line, in
/// one of these tests, followed by assertions on what its comments say.
@MainActor
final class NetworkGuideExamplesTests: LoopbackServerTestCase {
    func test_guide_everyExampleIsRun() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Network.md", by: #filePath, minimumBlocks: 4)
    }

    func test_guide_trackedConfiguration() async {
        let configuration = URLSessionConfiguration.ephemeral
        HeadlessNetwork.track(configuration)
        let session = URLSession(configuration: configuration)

        XCTAssertTrue(configuration.protocolClasses?.first == HeadlessNetwork.urlProtocolClass)
        let url = server.url("/hello")
        let text = Received<String>()
        session.dataTask(with: url) { data, _, _ in
            let body = String(decoding: data ?? Data(), as: UTF8.self)
            DispatchQueue.main.async { text.value = body }
        }.resume()
        XCTAssertEqual(app.network.requestsInFlight.count, 1)
        XCTAssertTrue(app.network.requestsInFlight.first?.hasPrefix("GET \(url.absoluteString) (URLSession") == true)
        let settled1 = await app.runLoop.run(timeout: 1) { app.idleReport().isIdle }
        XCTAssertTrue(settled1)
        XCTAssertEqual(text.value, "hello")
    }

    func test_guide_answerAtStartPlusLatency() async {
        let app = UIApplication.launch()
        app.network.conditions = NetworkConditions(latency: 0.3, appliesJitter: false)
        let label = UILabel()
        URLSession.shared.dataTask(with: server.url("/hello")) { data, _, _ in
            let text = String(decoding: data ?? Data(), as: UTF8.self)
            DispatchQueue.main.async { label.text = text }
        }.resume()
        print(app.idleReport())
        // busy (busy: GET http://127.0.0.1:40123/hello (URLSession, response due at t=0.300s))
        let shown = await app.runLoop.run(timeout: 2) { label.text == "hello" }
        // shown == true, and app.clock.seconds == 0.3: the wait ended in the turn that delivered the answer

        XCTAssertTrue(shown)
        XCTAssertEqual(app.clock.seconds, 0.3, accuracy: 1e-9)
        XCTAssertEqual(app.network.requestsInFlight, [])
        app.terminate()
    }

    func test_guide_idleReportNamesTheRequest() async {
        app.network.conditions = NetworkConditions(latency: 5, appliesJitter: false)
        URLSession.shared.dataTask(with: server.url("/hello")) { _, _, _ in }.resume()
        let settled = app.runLoop.runUntilIdle(timeout: 1)
        // settled == false; app.idleReport().description names "GET http://127.0.0.1:40123/hello (URLSession, ..."

        XCTAssertFalse(settled)
        XCTAssertTrue(app.idleReport().description.contains("GET \(server.url("/hello").absoluteString) (URLSession"))
        let settled2 = await app.runLoop.run(timeout: 5) { app.idleReport().isIdle }
        XCTAssertTrue(settled2)
    }

    func test_guide_serverThatNeverAnswers() async {
        let label = UILabel()
        app.network.conditions = NetworkConditions(latency: 0.1, appliesJitter: false, realResponseLimit: 0.3)
        var request = URLRequest(url: server.url("/stall"))
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { _, _, error in
            let code = (error as? URLError)?.code
            DispatchQueue.main.async { label.text = code == .timedOut ? "Timed out" : "?" }
        }.resume()
        _ = await app.runLoop.run(timeout: 10) { label.text != nil }
        // label.text == "Timed out" at t=5.000s, and app.runtimeIssues names the request and the 0.300 s limit

        XCTAssertEqual(label.text, "Timed out")
        XCTAssertEqual(app.clock.seconds, 5, accuracy: 1e-9)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first.map { "\($0)".contains("did not answer GET \(request.url!.absoluteString) within 0.300 s") } == true)
    }
}
