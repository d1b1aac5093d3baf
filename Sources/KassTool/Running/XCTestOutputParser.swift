/// Reads XCTest's console output for which tests passed, failed or were skipped. Pure.
///
/// Understands the Linux form `Test Case 'TransferTests.test_amount' passed (0.012 seconds)` and
/// the Apple form `Test Case '-[ReferenceSuite.TransferTests test_amount]' failed (0.012 seconds).`
/// Tests are named `Class/test` (no module), the way they are matched against manifest ids.
///
/// ```swift
/// let report = XCTestOutputParser.parse("Test Case 'A.test_x' started at …\nTest Case 'A.test_x' failed (0.1 seconds)")
/// report.failed  // ["A/test_x"]
/// ```
enum XCTestOutputParser {
    /// What one run's output says.
    struct Report: Equatable, Sendable {
        /// Tests that passed, in output order.
        var passed: [String] = []
        /// Tests that failed, in output order.
        var failed: [String] = []
        /// Tests that were skipped, in output order.
        var skipped: [String] = []
        /// A test that started and never finished (the process died inside it).
        var unfinished: String?

        /// A report with all of its fields.
        init(passed: [String] = [], failed: [String] = [], skipped: [String] = [], unfinished: String? = nil) {
            self.passed = passed
            self.failed = failed
            self.skipped = skipped
            self.unfinished = unfinished
        }
    }

    /// Parses the whole output of one XCTest process.
    static func parse(_ output: String) -> Report {
        var report = Report()
        for line in output.split(separator: "\n") {
            guard let (name, status) = testCase(in: line) else { continue }
            if status.hasPrefix("started") {
                report.unfinished = name
            } else if status.hasPrefix("passed") {
                report.passed.append(name)
                if report.unfinished == name { report.unfinished = nil }
            } else if status.hasPrefix("failed") {
                report.failed.append(name)
                if report.unfinished == name { report.unfinished = nil }
            } else if status.hasPrefix("skipped") {
                report.skipped.append(name)
                if report.unfinished == name { report.unfinished = nil }
            }
        }
        return report
    }

    /// The test (`Class/test`) a `Test Case '…' started` line starts, nil for any other line.
    static func startedTest(in line: Substring) -> String? {
        guard let (name, status) = testCase(in: line), status.hasPrefix("started") else { return nil }
        return name
    }

    /// The test (`Class/test`) a `Test Case '…' <status>` line names, and the rest of the line from its status.
    private static func testCase(in line: Substring) -> (name: String, status: Substring)? {
        guard let range = line.range(of: "Test Case '") else { return nil }
        let rest = line[range.upperBound...]
        guard let close = rest.range(of: "' ") else { return nil }
        return (normalizedName(String(rest[..<close.lowerBound])), rest[close.upperBound...])
    }

    /// Whether `text` (a stretch of output) holds a complete `Test Case '…' failed (… seconds)` line:
    /// the signal to stop a process that only has to show one failure.
    @Sendable
    static func showsAFailedTest(_ text: Substring) -> Bool {
        var rest = text
        while let range = rest.range(of: "' failed (") {
            let after = rest[range.upperBound...]
            let lineEnd = after.firstIndex(of: "\n") ?? after.endIndex
            if after[..<lineEnd].hasSuffix("seconds)"), rest[..<range.lowerBound].contains("Test Case '") { return true }
            rest = after
        }
        return false
    }

    /// `Class/test` from `Class.test` or `-[Module.Class test]`.
    static func normalizedName(_ raw: String) -> String {
        if raw.hasPrefix("-["), raw.hasSuffix("]") {
            let inner = raw.dropFirst(2).dropLast()
            let parts = inner.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return String(inner) }
            let className = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
            return "\(className)/\(parts[1])"
        }
        guard let dot = raw.lastIndex(of: ".") else { return raw }
        let className = raw[..<dot].split(separator: ".").last.map(String.init) ?? String(raw[..<dot])
        return "\(className)/\(raw[raw.index(after: dot)...])"
    }

    /// `Class/test` from a manifest id `Module.Class/test`.
    static func shortName(ofTestID id: String) -> String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        let className = id[..<slash].split(separator: ".").last.map(String.init) ?? String(id[..<slash])
        return className + id[slash...]
    }
}
