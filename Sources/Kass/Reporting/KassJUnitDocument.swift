import Foundation

/// Builds the JUnit XML for a set of finished tests (a pure function of their step trees).
///
/// Layout, as Jenkins, GitLab and most CI viewers read it:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="Kass" tests="3" failures="1" errors="0" skipped="0" time="0.250">
///   <testsuite name="CheckoutTests" tests="3" failures="1" errors="0" skipped="0" time="0.250" timestamp="…">
///     <testcase classname="CheckoutTests" name="test_prices" time="0.250" file="…" line="12">
///       <failure message="Kass: … failed: …" type="KassFailure">full message</failure>
///       <system-out>step tree
/// [[ATTACHMENT|/results/CheckoutTests/test_prices/step-4-screenshot.png]]</system-out>
///     </testcase>
///     <testcase classname="CheckoutTests" name="test_prices[EUR]" time="0.100">…</testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// Each test gives one `<testcase>`, and each of its ``KassStepKind/parameterizedCase`` steps one
/// more, named `test[case]`. Times are wall seconds with three decimals. A suite's `time` sums its
/// tests (not their cases, which are part of the tests' time).
public enum KassJUnitDocument {
    /// One `<testsuite>`: its name, the start of its first test, its time and its test cases.
    public struct Suite: Sendable, Codable, Equatable {
        /// The suite's name.
        public var name: String
        /// When its first test started.
        public var startedAt: Date
        /// Wall seconds of its tests (not of their cases, which are part of the tests' time).
        public var time: TimeInterval
        /// Its test cases, in report order.
        public var cases: [TestCase]

        /// Creates a suite.
        public init(name: String, startedAt: Date, time: TimeInterval, cases: [TestCase]) {
            self.name = name
            self.startedAt = startedAt
            self.time = time
            self.cases = cases
        }

        /// The suite of `tests` (finished tests of one suite, in report order).
        public init(name: String, tests: [KassStepTree]) {
            self.init(
                name: name, startedAt: tests.first?.test.startedAt ?? Date(timeIntervalSince1970: 0),
                time: tests.reduce(0) { $0 + ($1.end?.wallDuration ?? 0) }, cases: tests.flatMap(testCases(for:))
            )
        }

        /// `suites` with suites of the same name joined into the first one (cases appended in order,
        /// times added, the earliest start kept): the results of several processes as one document.
        public static func merging(_ suites: [Suite]) -> [Suite] {
            var merged: [Suite] = []
            for suite in suites {
                guard let index = merged.firstIndex(where: { $0.name == suite.name }) else {
                    merged.append(suite)
                    continue
                }
                merged[index].cases += suite.cases
                merged[index].time += suite.time
                merged[index].startedAt = min(merged[index].startedAt, suite.startedAt)
            }
            return merged
        }
    }

    /// One `<testcase>`.
    public struct TestCase: Sendable, Codable, Equatable {
        /// The suite (`classname`).
        public var classname: String
        /// The test or `test[case]`.
        public var name: String
        /// Wall seconds.
        public var time: TimeInterval
        /// How it ended.
        public var status: KassStepStatus
        /// Failure messages, first one first.
        public var failures: [String]
        /// The step log and attachment lines.
        public var systemOut: String
        /// The source file, when known.
        public var file: String?
        /// The source line, when known.
        public var line: Int?
    }

    /// The test cases of one finished test: the test itself, then one per parameterized case.
    public static func testCases(for tree: KassStepTree) -> [TestCase] {
        let status = tree.status ?? .failed
        var cases = [TestCase(
            classname: tree.test.suite, name: tree.test.name, time: tree.end?.wallDuration ?? 0,
            status: status, failures: tree.failureMessages(),
            systemOut: systemOut(lines: KassStepTreeText.lines(for: tree) + flakeLines(tree), attachments: tree.attachments()),
            file: tree.test.file, line: tree.test.line
        )]
        for node in tree.parameterizedCases {
            cases.append(TestCase(
                classname: tree.test.suite, name: "\(tree.test.name)[\(KassStepTree.caseName(of: node))]",
                time: node.wallDuration, status: node.status ?? status, failures: tree.failureMessages(under: node.id),
                systemOut: systemOut(lines: KassStepTreeText.lines(for: tree, from: node.id), attachments: tree.attachments(under: node.id)),
                file: tree.test.file, line: tree.test.line
            ))
        }
        return cases
    }

    /// The whole document for `suites` (suite name and its finished tests, in report order).
    public static func xml(suites: [(name: String, tests: [KassStepTree])]) -> String {
        xml(suites: suites.map { Suite(name: $0.name, tests: $0.tests) })
    }

    /// The whole document for `suites`, in order.
    public static func xml(suites: [Suite]) -> String {
        var suiteBlocks: [String] = []
        var totals = Counts()
        for suite in suites {
            var counts = Counts(cases: suite.cases)
            counts.time = suite.time
            totals.add(counts)
            let timestamp = suite.cases.isEmpty ? "" : timestampText(suite.startedAt)
            var block = "  <testsuite name=\"\(KassXMLEscaping.attribute(suite.name))\" \(counts.attributes)"
                + " timestamp=\"\(timestamp)\">\n"
            block += suite.cases.map(testCaseXML).joined()
            block += "  </testsuite>\n"
            suiteBlocks.append(block)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"Kass\" \(totals.attributes)>\n"
            + suiteBlocks.joined()
            + "</testsuites>\n"
    }

    private static func testCaseXML(_ testCase: TestCase) -> String {
        var attributes = "classname=\"\(KassXMLEscaping.attribute(testCase.classname))\""
            + " name=\"\(KassXMLEscaping.attribute(testCase.name))\" time=\"\(seconds(testCase.time))\""
        if let file = testCase.file, !file.isEmpty { attributes += " file=\"\(KassXMLEscaping.attribute(file))\"" }
        if let line = testCase.line, line > 0 { attributes += " line=\"\(line)\"" }
        var xml = "    <testcase \(attributes)>\n"
        switch testCase.status {
        case .failed:
            let messages = testCase.failures.isEmpty ? ["failed"] : testCase.failures
            let summary = messages[0].split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            xml += "      <failure message=\"\(KassXMLEscaping.attribute(summary))\" type=\"KassFailure\">"
                + KassXMLEscaping.text(messages.joined(separator: "\n\n")) + "</failure>\n"
        case .skipped:
            xml += "      <skipped/>\n"
        case .passed:
            break
        }
        xml += "      <system-out>\(KassXMLEscaping.text(testCase.systemOut))</system-out>\n"
        return xml + "    </testcase>\n"
    }

    private static func systemOut(lines: [String], attachments: [KassAttachment]) -> String {
        (lines + attachments.map { "[[ATTACHMENT|\($0.path.path)]]" }).joined(separator: "\n")
    }

    private static func flakeLines(_ tree: KassStepTree) -> [String] {
        let flakes = tree.end?.flakes ?? []
        return flakes.isEmpty ? [] : ["Possible flakes (passed only after retries):"] + flakes.map { "  - \($0)" }
    }

    /// Seconds with three decimals, `0.000` for non-finite or negative values.
    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }

    /// ISO 8601 in UTC without fractional seconds (`2024-05-01T12:00:00`), as JUnit's schema asks.
    static func timestampText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Test, failure and skip counts with the time, as attributes.
    private struct Counts {
        var tests = 0, failures = 0, skipped = 0
        var time: TimeInterval = 0

        init() {}

        init(cases: [TestCase]) {
            tests = cases.count
            failures = cases.filter { $0.status == .failed }.count
            skipped = cases.filter { $0.status == .skipped }.count
        }

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            skipped += other.skipped
            time += other.time
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(KassJUnitDocument.seconds(time))\""
        }
    }
}
