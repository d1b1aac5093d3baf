import Foundation

/// Prints each test's step tree when it finishes, readable in CI logs, followed by the test's
/// possible flakes (actions that passed only after retries) and, on GitHub Actions
/// (`GITHUB_ACTIONS=true`), an `::error` annotation per failure.
///
/// ```text
/// ✗ LoginTests.test_login (app 2.50s, wall 0.12s)
///   ✗ On LoginScreen (app 2.50s, wall 0.10s)
///     ✗ tap "login.submit" (app 2.00s, wall 0.05s, 3 attempts)
///       Kass: "login.submit" — tap failed: not hittable
///   Possible flakes (passed only after retries):
///     - typeText "a@b.c" into "login.email" (2 attempts)
/// ::error file=/src/LoginTests.swift,line=12,title=LoginTests.test_login::Kass: …
/// ```
///
/// Output goes through ``sink``, one chunk per finished test (its lines, each ending in a newline);
/// by default the chunk is written to standard output in one write, so tests running in parallel
/// processes do not interleave inside a tree.
@MainActor
public final class KassConsoleReporter: KassReporter {
    /// Receives the text of each finished test.
    public let sink: @MainActor (String) -> Void
    /// Whether `::error` annotations are printed.
    public let emitsGitHubAnnotations: Bool
    private var recorder = KassStepTreeRecorder()

    /// Creates a console reporter.
    ///
    /// - Parameters:
    ///   - environment: decides ``emitsGitHubAnnotations`` (`GITHUB_ACTIONS=true`).
    ///   - sink: where the text goes; standard output by default.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        sink: @escaping @MainActor (String) -> Void = KassConsoleReporter.writeToStandardOutput
    ) {
        self.emitsGitHubAnnotations = KassGitHubAnnotations.isGitHubActions(environment)
        self.sink = sink
    }

    /// Records the event; prints the test's report when it is the test's `testFinished`.
    public func handle(_ event: KassEvent) {
        guard let tree = recorder.record(event) else { return }
        sink(Self.report(for: tree, gitHubAnnotations: emitsGitHubAnnotations))
    }

    /// The text printed for a finished test: the step tree, the possible flakes and, when asked,
    /// the GitHub annotations; every line ends with a newline.
    public static func report(for tree: KassStepTree, gitHubAnnotations: Bool) -> String {
        var lines = KassStepTreeText.lines(for: tree)
        let flakes = tree.end?.flakes ?? []
        if !flakes.isEmpty {
            lines.append("  Possible flakes (passed only after retries):")
            lines += flakes.map { "    - \($0)" }
        }
        if gitHubAnnotations {
            lines += KassGitHubAnnotations.lines(for: tree)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Writes `text` to standard output in one write.
    public static func writeToStandardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
