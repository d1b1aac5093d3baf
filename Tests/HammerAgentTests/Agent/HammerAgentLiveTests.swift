import ChaosBank
import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// The agent on the live app's real-time clock (as `chaosbank --agent` runs it): the main thread keeps
/// turning the run loop at 60 Hz while a client on another thread sends commands.
@MainActor
final class HammerAgentLiveTests: XCTestCase {
    private var application: UIApplication?
    private var agent: HammerAgent?

    override func tearDown() async throws {
        await agent?.stop()
        await agent?.router.context.finish()
        application?.terminate()
    }

    func test_liveApp_servesCommandsWhileTheRunLoopFollowsTheWallClock() async throws {
        application = UIApplication.launch(
            LaunchConfiguration(clockMode: .realTime), delegate: ChaosBankAppDelegate(options: ChaosBankLaunchOptions(route: .home))
        )
        var configuration = AgentServerConfiguration(environment: [:])
        configuration.port = 0
        let agent = HammerAgent(configuration: configuration, log: { _ in })
        self.agent = agent
        let port = try await agent.start()
        let progress = ClientProgress()
        let client = Task.detached { () throws -> (RawHTTPResponse, RawHTTPResponse) in
            defer { Task { @MainActor in progress.isDone = true } }
            let status = try RawHTTPClient.request(port: port, method: "GET", target: "/v1/status")
            let tap = try RawHTTPClient.request(
                port: port, method: "POST", target: "/v1/commands/tap", body: #"{"identifier":"home.send"}"#
            )
            return (status, tap)
        }
        // The live loop (the real-time exception to virtual time): wall-clock frames until the client
        // is done, at most 10 s.
        let started = Date()
        while !progress.isDone, Date().timeIntervalSince(started) < 10 {
            await application?.runLoop.run(for: 0.1)
        }
        let (status, tap) = try await client.value
        XCTAssertEqual(status.status, 200)
        XCTAssertEqual(tap.status, 200, String(decoding: tap.body, as: UTF8.self))
        XCTAssertTrue((tap.json?["delta"] as? String ?? "").contains("TransferViewController"))
        XCTAssertGreaterThan(application?.runLoop.frameCount ?? 0, 0)
    }
}

/// Whether the client thread finished, read by the live loop.
@MainActor
private final class ClientProgress {
    var isDone = false
}
