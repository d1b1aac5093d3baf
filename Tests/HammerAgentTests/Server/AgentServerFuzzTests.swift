import Foundation
import HammerAgent
import XCTest

final class AgentServerFuzzTests: XCTestCase {
    /// The statuses a fuzzed request may get (no token is configured, and every client half-closes, so
    /// neither 401 nor 408 can be right).
    private static let allowedStatuses: Set<Int> = [200, 400, 403, 405, 411, 413, 505]

    func test_fuzz_10000HostileRequestsAllGetA4xxOr200AndTheServerStillAnswers() async throws {
        // Replay a failure with AGENT_FUZZ_SEED=<seed>; failures name the worker and index.
        let seed = ProcessInfo.processInfo.environment["AGENT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4B41_5353
        let workers = 8
        let requestsPerWorker = 1250
        let handled = LogRecorder()
        let (_, port) = try await startServer(testConfiguration { $0.maximumRequestBytes = 4096 }) { request in
            handled.sink(request.path)
            return .json(["path": request.path])
        }
        let failures = LogRecorder()
        let statusLines = LogRecorder()
        let started = Date()
        try await onClientThread {
            // One thread per worker (concurrentPerform is only as wide as the machine).
            let group = DispatchGroup()
            for worker in 0..<workers {
                group.enter()
                Thread {
                    Self.fuzz(port: port, seed: seed &+ UInt64(worker), count: requestsPerWorker, worker: worker,
                              failures: failures, statuses: statusLines)
                    group.leave()
                }.start()
            }
            group.wait()
        }
        let elapsed = Date().timeIntervalSince(started)

        XCTAssertEqual(failures.lines.count, 0, failures.lines.prefix(10).joined(separator: "\n"))
        let statuses = Dictionary(grouping: statusLines.lines, by: { $0 }).mapValues(\.count)
        XCTAssertGreaterThan(statusLines.lines.count, workers * requestsPerWorker * 99 / 100, "\(statuses)")
        XCTAssertEqual(statuses["200"] ?? 0, handled.lines.count, "every 200 came from the handler")
        XCTAssertGreaterThan(statuses["400"] ?? 0, 0)
        let summary = statuses.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
        print("fuzz: \(workers * requestsPerWorker) requests in \(String(format: "%.2f", elapsed)) s: \(summary)")

        let after = try await onClientThread { try RawHTTPClient.request(port: port, target: "/after-fuzz") }
        XCTAssertEqual(after.status, 200)
        XCTAssertEqual(after.json?["path"] as? String, "/after-fuzz")
    }

    /// Sends `count` generated requests one after another; records each status or what went wrong.
    private static func fuzz(
        port: Int, seed: UInt64, count: Int, worker: Int, failures: LogRecorder, statuses: LogRecorder
    ) {
        var generator = AgentFuzzRequestGenerator(seed: seed)
        for index in 0..<count {
            let bytes = generator.next()
            let place = "seed \(seed) (worker \(worker)) index \(index), request '\(escaped(bytes))'"
            do {
                let raw = try RawHTTPClient.exchange(port: port, bytes: bytes)
                if raw.isEmpty, bytes.isEmpty { continue }  // nothing sent, nothing answered
                guard let response = RawHTTPResponse(raw), allowedStatuses.contains(response.status) else {
                    failures.sink("\(place): answer '\(escaped(raw))'")
                    continue
                }
                statuses.sink(String(response.status))
            } catch {
                failures.sink("\(place): \(error)")
            }
        }
    }

    /// The first bytes, with controls and non-ASCII escaped, for failure messages.
    private static func escaped(_ bytes: [UInt8]) -> String {
        bytes.prefix(200).map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "\\x\(String($0, radix: 16))" }
            .joined()
    }
}
