import Foundation

/// Turns the event stream a Swift Testing run writes (`--event-stream-output-path PATH
/// --event-stream-version 0`, one JSON record a line) into XCTest-shaped `Test Case` lines, so one
/// parser (``XCTestOutputParser``) and one judgement (``RunResult``) serve both libraries. Pure.
///
/// A test that recorded an issue that is not a known issue failed; a test that started and never
/// ended (the process died in it) is left started. Suites and malformed lines are skipped.
///
/// ```
/// {"kind":"event","payload":{"kind":"testStarted","testID":"TallySuite.TallySwiftTests/addsOne()/TallyTests.swift:9:6"},"version":0}
/// → Test Case 'TallySwiftTests.addsOne()' started
/// ```
enum SwiftTestingEventStream {
    /// The XCTest-shaped lines of `stream`, each ending with a newline.
    static func xctestLines(of stream: String) -> String {
        var lines: [String] = []
        var failed = Set<String>()
        var open: [String] = []
        for line in stream.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  record["kind"] as? String == "event", let payload = record["payload"] as? [String: Any],
                  let kind = payload["kind"] as? String, let rawID = payload["testID"] as? String,
                  let name = testCaseName(ofEventTestID: rawID) else { continue }
            switch kind {
            case "testStarted":
                lines.append("Test Case '\(name)' started")
                open.append(name)
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                if issue?["isKnown"] as? Bool != true { failed.insert(name) }
            case "testEnded":
                lines.append("Test Case '\(name)' \(failed.contains(name) ? "failed" : "passed") (0.000 seconds)")
                open.removeAll { $0 == name }
            case "testSkipped":
                lines.append("Test Case '\(name)' skipped (0.000 seconds)")
            default:
                break
            }
        }
        // Stopped at its first failure: the failed test never ended, but it did fail.
        for name in open where failed.contains(name) {
            lines.append("Test Case '\(name)' failed (0.000 seconds)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `Suite.name()` from an event's test id (`Module.Suite/name()/File.swift:9:6`); nil for a suite.
    static func testCaseName(ofEventTestID rawID: String) -> String? {
        var components = rawID.split(separator: "/").map(String.init)
        if let last = components.last, last.contains(".swift:") { components.removeLast() }
        guard components.count >= 2, let function = components.last, function.hasSuffix(")") else { return nil }
        let suitePath = components.dropLast().joined(separator: "/")
        let shortSuite = XCTestOutputParser.shortName(ofTestID: suitePath + "/").dropLast()
        return "\(shortSuite).\(function)"
    }

    /// Whether `id` (a manifest test id) names a Swift Testing test: `Module.Suite/name()`.
    static func isSwiftTestingID(_ id: String) -> Bool { id.hasSuffix(")") }

    /// The `--filter` value that selects exactly `id`: the id as a regular expression, escaped and
    /// anchored at the start.
    static func filter(for id: String) -> String {
        "^" + id.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
    }

    /// Whether `text` (a stretch of console output) shows a Swift Testing test that recorded an
    /// issue that is not a known one: the signal to stop a process that only has to show one failure.
    @Sendable
    static func showsAFailedTest(_ text: Substring) -> Bool {
        text.split(separator: "\n").contains { line in
            line.contains("Test ") && line.contains(" recorded an issue")
        }
    }
}
