import Foundation
@testable import HammerAgent
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
        let handled = AgentLogRecorder()
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.maximumRequestBytes = 4096 }) { request in
            handled.sink(request.path)
            return .json(["path": request.path])
        }
        let failures = AgentLogRecorder()
        let statusLines = AgentLogRecorder()
        let started = Date()
        try await onAgentClientThread {
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

        let after = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/after-fuzz") }
        XCTAssertEqual(after.status, 200)
        XCTAssertEqual(after.json?["path"] as? String, "/after-fuzz")
    }

    /// Sends `count` generated requests one after another; records each status or what went wrong.
    private static func fuzz(
        port: Int, seed: UInt64, count: Int, worker: Int, failures: AgentLogRecorder, statuses: AgentLogRecorder
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

/// A seeded, replayable random number generator (SplitMix64).
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// The same seed gives the same sequence on every platform.
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Makes hostile HTTP requests for fuzzing: valid requests mutated byte- and line-wise, nasty headers,
/// wrong methods and versions, and plain garbage. Deterministic for a given generator state.
private struct AgentFuzzRequestGenerator {
    private var random: SplitMix64

    /// A generator replaying the sequence of `seed`.
    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private static let body = #"{"identifier":"signIn","text":"héllo"}"#
    private static let templates: [String] = [
        "GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "POST /commands/tap HTTP/1.1\r\nHost: localhost:9876\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)",
        "GET /describe?depth=3&interactive&find=%E2%9C%93 HTTP/1.0\r\nHost: [::1]\r\nAccept: */*\r\n\r\n",
    ]
    private static let nastyHeaders: [String] = [
        "Origin: null", "Referer: http://evil.example/", "Cookie: a=b", "Sec-Fetch-Site: cross-site",
        "Host: evil.example", "Host: localhost", "Transfer-Encoding: chunked", "Content-Length: -1",
        "Content-Length: 99999999999999999999", "Content-Length: 5", "Content-Length: 0", "Content-Length: 1, 1",
        "Authorization: Bearer guess", " folded continuation", "NoColonHere", "X-Empty:", ": no name",
        "X-Long: " + String(repeating: "A", count: 3000), "Connection: keep-alive", "Expect: 100-continue",
    ]
    private static let methods = ["GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD", "BREW", "", "G E T", "get"]
    private static let versions = ["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/1.1 ", "http/1.1", "HTTP/9.9", ""]
    private static let interestingBytes: [UInt8] = [0x0D, 0x0A, 0x00, 0x20, 0x3A, 0x25, 0xFF, 0xC3, 0x09, 0x7F]

    /// The next request.
    mutating func next() -> [UInt8] {
        if Int.random(in: 0..<20, using: &random) == 0 {
            return (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        var bytes = Array(Self.templates.randomElement(using: &random)!.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes) }
        return bytes
    }

    /// Applies one random mutation.
    private mutating func mutate(_ bytes: inout [UInt8]) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1:
            let count = Int.random(in: 1...8, using: &random)
            let inserted = (0..<count).map { _ in Self.interestingBytes.randomElement(using: &random)! }
            bytes.insert(contentsOf: inserted, at: position)
        case 2 where !bytes.isEmpty:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...16, using: &random)))
        case 3:
            bytes.removeSubrange(position...)
        case 4 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        case 5:
            insertAfterFirstLine(&bytes, Array((Self.nastyHeaders.randomElement(using: &random)! + "\r\n").utf8))
        case 6:
            replaceWord(&bytes, index: 0, with: Self.methods.randomElement(using: &random)!)
        case 7:
            replaceWord(&bytes, index: 2, with: Self.versions.randomElement(using: &random)!)
        default:
            insertAfterFirstLine(&bytes, Array("X-Bytes: ".utf8) + [UInt8.random(in: 0x80...0xFF, using: &random)]
                + Array("\r\n".utf8))
        }
    }

    /// Inserts `line` right after the request line (or at the start when there is none).
    private func insertAfterFirstLine(_ bytes: inout [UInt8], _ line: [UInt8]) {
        let index = bytes.firstIndex(of: 0x0A).map { $0 + 1 } ?? 0
        bytes.insert(contentsOf: line, at: index)
    }

    /// Replaces the `index`th space-separated word of the request line.
    private func replaceWord(_ bytes: inout [UInt8], index: Int, with word: String) {
        let lineEnd = bytes.firstIndex(of: 0x0D) ?? bytes.count
        var words = bytes[..<lineEnd].split(separator: 0x20, omittingEmptySubsequences: false).map(Array.init)
        guard index < words.count else { return }
        words[index] = Array(word.utf8)
        bytes.replaceSubrange(..<lineEnd, with: Array(words.joined(separator: [0x20])))
    }
}
