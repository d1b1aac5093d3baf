import ChaosBankServer
import Foundation
import KassSupport

/// The `server` suite: ChaosBank's API server in this process over a fresh SQLite file, driven over
/// loopback by clients on threads of their own. Each request is a transfer (`POST /v1/transfers`
/// with a new `Idempotency-Key`, one immediate transaction with its idempotency record, a durable
/// WAL commit), on a fresh connection (the server answers with `Connection: close`). Figures at 1 and
/// 16 concurrent clients: transfers per second, and the median and 99th-percentile latency of one.
@MainActor
enum ServerBenchmarks {
    static let suite = BenchmarkSuite(
        name: "server",
        summary: "ChaosBank API server: transfers per second and p50/p99 transfer latency at 1 and 16 clients"
    ) { runs in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kass-bench-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let server = try ChaosBankServer(databasePath: directory.appendingPathComponent("bank.sqlite").path)
            let port = try server.start()
            defer { server.stop() }
            let token = try signIn(port: port)
            var results: [BenchmarkResult] = []
            for clients in [1, 16] {
                let transfersPerClient = clients == 1 ? 200 : 25
                _ = burst(port: port, token: token, clients: clients, transfersPerClient: transfersPerClient)  // warm-up
                let bursts = (0..<max(3, min(runs, 9))).map { _ in
                    burst(port: port, token: token, clients: clients, transfersPerClient: transfersPerClient)
                }
                results.append(Measure.result(
                    suite: "server", name: "transfers per second", size: clients, samples: bursts.map(\.perSecond), unit: "req/s"))
                results.append(Measure.result(
                    suite: "server", name: "transfer latency p50", size: clients, samples: bursts.map(\.p50), unit: "ms"))
                results.append(Measure.result(
                    suite: "server", name: "transfer latency p99", size: clients, samples: bursts.map(\.p99), unit: "ms"))
            }
            return results
        } catch {
            FileHandle.standardError.write(Data("kass-bench server: \(error)\n".utf8))
            return []
        }
    }

    /// One burst's figures.
    private struct Burst {
        var perSecond: Double
        var p50: Double
        var p99: Double
    }

    /// `clients` threads each send `transfersPerClient` transfers of 0.01 EUR.
    private nonisolated static func burst(port: Int, token: String, clients: Int, transfersPerClient: Int) -> Burst {
        let latencies = LatencyBox()
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<clients {
            group.enter()
            Thread.detachNewThread {
                var mine: [Double] = []
                for _ in 0..<transfersPerClient {
                    let begin = DispatchTime.now().uptimeNanoseconds
                    let status = try? post(
                        port: port, path: "/v1/transfers", token: token,
                        body: #"{"recipientId":"lena","amount":"0.01","currency":"EUR"}"#)
                    if status?.status == 201 { mine.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6) }
                }
                latencies.add(mine)
                group.leave()
            }
        }
        group.wait()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let sorted = latencies.all.sorted()
        guard !sorted.isEmpty else { return Burst(perSecond: 0, p50: 0, p99: 0) }
        return Burst(
            perSecond: Double(sorted.count) / seconds, p50: sorted[sorted.count / 2],
            p99: sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)])
    }

    /// Signs in as the demo customer; returns the verified token.
    private static func signIn(port: Int) throws -> String {
        let credentials = #"{"email":"anna@chaosbank.test","password":"Secret123!"}"#
        let session = try post(port: port, path: "/v1/session", token: nil, body: credentials)
        guard let token = (try? JSONSerialization.jsonObject(with: session.body) as? [String: Any])?["token"] as? String else {
            throw BenchmarkFailure(description: "sign-in answered \(session.status)")
        }
        _ = try post(port: port, path: "/v1/session/code", token: token, body: #"{"code":"246810"}"#)
        return token
    }

    /// One POST with a new idempotency key: the status and the body.
    private nonisolated static func post(port: Int, path: String, token: String?, body: String) throws -> (status: Int, body: Data) {
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nIdempotency-Key: \(UUID().uuidString)\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        let answer = try Socket.exchange(Array((head + body).utf8), withLoopbackPort: port, timeout: 30)
        let text = String(decoding: answer, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let bodyStart = text.range(of: "\r\n\r\n").map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) } ?? answer.count
        return (status, Data(answer[bodyStart...]))
    }
}

/// Latencies collected from the client threads.
private final class LatencyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double] = []
    func add(_ more: [Double]) { lock.withLock { values += more } }
    var all: [Double] { lock.withLock { values } }
}

/// A benchmark that could not run.
private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}
