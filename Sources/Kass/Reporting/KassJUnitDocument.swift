import Foundation
import KassSupport

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
        /// What kind of failure ended it (nil when it did not fail): a misuse of the DSL is written as
        /// a JUnit `<error>` (the test is broken), an app defect as a `<failure>`.
        public var failureKind: KassFailure.Kind?
    }

    /// The test cases of one finished test: the test itself, then one per parameterized case.
    public static func testCases(for tree: KassStepTree) -> [TestCase] {
        let status = tree.status ?? .failed
        var cases = [TestCase(
            classname: tree.test.suite, name: tree.test.name, time: tree.end?.wallDuration ?? 0,
            status: status, failures: tree.failureMessages(),
            systemOut: systemOut(lines: KassStepTreeText.lines(for: tree) + flakeLines(tree), attachments: tree.attachments()),
            file: tree.test.file, line: tree.test.line, failureKind: status == .failed ? tree.failureKind : nil
        )]
        for node in tree.parameterizedCases {
            cases.append(TestCase(
                classname: tree.test.suite, name: "\(tree.test.name)[\(KassStepTree.caseName(of: node))]",
                time: node.wallDuration, status: node.status ?? status, failures: tree.failureMessages(under: node.id),
                systemOut: systemOut(
                    lines: KassStepTreeText.lines(for: tree, from: node.id), attachments: tree.attachments(under: node.id)
                ),
                file: tree.test.file, line: tree.test.line,
                failureKind: (node.status ?? status) == .failed ? node.failureKind : nil
            ))
        }
        return cases
    }

    /// The whole document for `suites` (suite name and its finished tests, in report order).
    public static func xml(suites: [(name: String, tests: [KassStepTree])]) -> String {
        xml(suites: suites.map { Suite(name: $0.name, tests: $0.tests) })
    }

    /// The whole document for `suites`, in order, written by the package's one JUnit writer.
    public static func xml(suites: [Suite]) -> String {
        JUnitDocument(name: "Kass", suites: suites.map { suite in
            JUnitDocument.Suite(
                name: suite.name, time: suite.time, timestamp: suite.cases.isEmpty ? nil : suite.startedAt,
                cases: suite.cases.map(junitCase)
            )
        }).xml
    }

    private static func junitCase(_ testCase: TestCase) -> JUnitDocument.TestCase {
        let outcome: JUnitDocument.Outcome
        switch testCase.status {
        case .failed:
            let messages = testCase.failures.isEmpty ? ["failed"] : testCase.failures
            let summary = messages[0].split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let body = messages.joined(separator: "\n\n")
            outcome = testCase.failureKind == .misuse
                ? .error(message: summary, type: "KassMisuse", body: body)
                : .failure(message: summary, type: "KassFailure", body: body)
        case .skipped:
            outcome = .skipped(message: nil)
        case .passed:
            outcome = .passed
        }
        return JUnitDocument.TestCase(
            classname: testCase.classname, name: testCase.name, time: testCase.time, outcome: outcome,
            systemOut: testCase.systemOut, file: testCase.file, line: testCase.line
        )
    }

    private static func systemOut(lines: [String], attachments: [KassAttachment]) -> String {
        (lines + attachments.map { "[[ATTACHMENT|\($0.path.path)]]" }).joined(separator: "\n")
    }

    private static func flakeLines(_ tree: KassStepTree) -> [String] {
        let flakes = tree.end?.flakes ?? []
        return flakes.isEmpty ? [] : ["Possible flakes (passed only after retries):"] + flakes.map { "  - \($0)" }
    }
}
