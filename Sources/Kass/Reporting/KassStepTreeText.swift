import Foundation

/// The plain-text step tree shared by the console report and JUnit's `<system-out>`: one line per
/// step, two spaces of indentation per level, a status marker, the durations, then the failure
/// message lines and attachment paths under the step they belong to. A step or test that failed
/// because the DSL was misused (``KassFailure/Kind/misuse``) shows `⚠` instead of `✗`.
///
/// ```text
/// ✗ LoginTests.test_login (app 2.50s, wall 0.12s)
///   ✓ launch (app 0.00s, wall 0.01s)
///   ✗ On LoginScreen (app 2.50s, wall 0.10s)
///     ✗ tap "login.submit" (app 2.00s, wall 0.05s, 3 attempts)
///       Kass: "login.submit" — tap failed: not hittable
///       attachment failure screenshot: /results/LoginTests/test_login/step-3-screenshot.png
///   – On HomeScreen (skipped)
/// ```
enum KassStepTreeText {
    /// The marker for a status: `✓` passed, `✗` failed (`⚠` when it failed for a misuse of the
    /// DSL), `–` skipped, `…` still running.
    static func marker(for status: KassStepStatus?, kind: KassFailure.Kind? = nil) -> String {
        switch status {
        case .passed: "✓"
        case .failed: kind == .misuse ? "⚠" : "✗"
        case .skipped: "–"
        case nil: "…"
        }
    }

    /// `(app 2.50s, wall 0.12s)`, with `, 3 attempts` when there was more than one.
    static func durations(app: TimeInterval, wall: TimeInterval, attempts: Int = 1) -> String {
        var text = "(app \(seconds(app)), wall \(seconds(wall))"
        if attempts > 1 { text += ", \(attempts) attempts" }
        return text + ")"
    }

    /// Seconds with two decimals: `2.50s` (non-finite or negative values show as `0.00s`).
    static func seconds(_ value: TimeInterval) -> String {
        let clamped = value.isFinite ? max(0, value) : 0
        return String(format: "%.2fs", clamped)
    }

    /// The test's header line and its whole step tree, one string per line.
    static func lines(for tree: KassStepTree) -> [String] {
        let end = tree.end
        var lines = ["\(marker(for: tree.status, kind: tree.failureKind)) \(tree.test.fullName) "
            + durations(app: end?.appDuration ?? 0, wall: end?.wallDuration ?? 0)]
        for issue in tree.testIssues {
            lines += indented(issue.message, depth: 1)
        }
        tree.walk { node, depth in
            lines += stepLines(node, depth: depth + 1, in: tree)
        }
        return lines
    }

    /// The lines of the subtree at `root` (the root at depth 0), without a test header.
    static func lines(for tree: KassStepTree, from root: KassStepID) -> [String] {
        var lines: [String] = []
        tree.walk(from: root) { node, depth in lines += stepLines(node, depth: depth, in: tree) }
        return lines
    }

    /// One step's line, then its message lines and attachments one level deeper.
    static func stepLines(_ node: KassStepTree.Node, depth: Int, in tree: KassStepTree) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        let suffix = node.status == .skipped
            ? "(skipped)" : durations(app: node.appDuration, wall: node.wallDuration, attempts: node.attempts)
        var lines = ["\(pad)\(marker(for: node.status, kind: node.failureKind)) \(node.name) \(suffix)"]
        for message in tree.reportedMessages(of: node.id) {
            lines += indented(message, depth: depth + 1)
        }
        for attachment in node.attachments {
            lines.append("\(pad)  attachment \(attachment.name): \(attachment.path.path)")
        }
        return lines
    }

    /// `text` split into lines (CR, LF or CRLF), each indented `depth` levels.
    static func indented(_ text: String, depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }
    }
}
