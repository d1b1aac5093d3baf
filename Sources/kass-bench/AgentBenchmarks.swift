import ChaosBank
import Foundation
import HammerAgent
import HammerCLI
import HeadlessUI

/// The `agent` suite: ChaosBank live on the real-time clock with its agent, driven through the
/// `hammer` CLI's transport (`AgentClient`, HTTP on loopback) from another thread while the main
/// thread turns the run loop at 60 Hz, as `chaosbank --agent` does. Round trips of `describe` (Home,
/// and the longer Transactions list) and of a `tap` (the card's Show/Hide, which stays on screen),
/// and `status` requests per second from 1 and 8 concurrent clients. Targets: describe under 30 ms,
/// tap under 60 ms including processing.
@MainActor
enum AgentBenchmarks {
    static let suite = BenchmarkSuite(
        name: "agent",
        summary: "HammerAgent round trips through the CLI transport: describe, tap, status requests/s (1 and 8 clients)"
    ) { runs in
        var results: [BenchmarkResult] = []
        for (route, name) in [(ChaosBankRoute.home, "describe, Home"), (.transactions, "describe, Transactions")] {
            results += live(route: route) { client, elements in
                let samples = (0..<max(runs, 5)).map { _ in time { _ = try? client.post(command: "describe", body: "{}") } }
                return [Measure.result(suite: "agent", name: name, size: elements, samples: samples, unit: "ms")]
            }
        }
        results += live(route: .card) { client, elements in
            let samples = (0..<max(runs, 5)).map { _ in
                time { _ = try? client.post(command: "tap", body: #"{"identifier":"card.cvv.reveal"}"#) }
            }
            return [
                Measure.result(suite: "agent", name: "tap --identifier (card.cvv.reveal)", size: elements, samples: samples, unit: "ms")
            ]
        }
        results += live(route: .home) { client, _ in
            [1, 8].map { clients in
                let samples = (0..<3).map { _ in requestsPerSecond(client: client, clients: clients, requests: 200) }
                return Measure.result(suite: "agent", name: "status requests per second", size: clients, samples: samples, unit: "req/s")
            }
        }
        return results
    }

    /// Launches ChaosBank live at `route` with an agent on a free port, runs `measure` on a client
    /// thread (with the element count of the screen) while the main thread turns the run loop.
    private static func live(
        route: ChaosBankRoute, _ measure: @escaping @Sendable (AgentClient, Int) -> [BenchmarkResult]
    ) -> [BenchmarkResult] {
        let application = UIApplication.launch(
            LaunchConfiguration(clockMode: .realTime), delegate: ChaosBankAppDelegate(options: ChaosBankLaunchOptions(route: route))
        )
        defer { application.terminate() }
        var configuration = AgentServerConfiguration(environment: [:])
        configuration.port = 0
        let agent = HammerAgent(configuration: configuration, log: { _ in })
        let box = ResultBox()
        Task { @MainActor in
            do { box.port = try await agent.start() } catch { box.failure = "\(error)" }
        }
        pump(application, until: { box.port != nil || box.failure != nil })
        guard let port = box.port else {
            FileHandle.standardError.write(Data("kass-bench agent: the agent did not start: \(box.failure ?? "timeout")\n".utf8))
            return []
        }
        application.runLoop.run(for: 1)  // let the screen load its data
        let client = AgentClient(endpoint: AgentEndpoint(port: port))
        Thread.detachNewThread {
            let elements = (
                try? client.post(command: "describe", body: "{}")
            )?.output?["text"]?.stringValue?.split(separator: "\n").count ?? 0
            let measured = measure(client, elements)
            box.finish(measured)
        }
        pump(application, until: { box.results != nil })
        Task { @MainActor in await agent.stop() }
        application.runLoop.run(for: 0.1)
        return box.results ?? []
    }

    /// Turns the live run loop until `done` (at most 120 s of wall time).
    private static func pump(_ application: UIApplication, until done: () -> Bool) {
        let start = Date()
        while !done(), Date().timeIntervalSince(start) < 120 {
            application.runLoop.run(for: 0.02)
        }
    }

    /// Milliseconds `body` takes.
    private nonisolated static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// `requests` status calls spread over `clients` threads; requests per second.
    private nonisolated static func requestsPerSecond(client: AgentClient, clients: Int, requests: Int) -> Double {
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<clients {
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<(requests / clients) { _ = try? client.post(command: "status", body: "{}") }
                group.leave()
            }
        }
        group.wait()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Double(requests / clients * clients) / seconds
    }
}

/// Hands values between the client thread and the main thread.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedPort: Int?
    private var storedFailure: String?
    private var storedResults: [BenchmarkResult]?

    var port: Int? {
        get { lock.withLock { storedPort } }
        set { lock.withLock { storedPort = newValue } }
    }

    var failure: String? {
        get { lock.withLock { storedFailure } }
        set { lock.withLock { storedFailure = newValue } }
    }

    var results: [BenchmarkResult]? { lock.withLock { storedResults } }

    func finish(_ results: [BenchmarkResult]) { lock.withLock { storedResults = results } }
}
