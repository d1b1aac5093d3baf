import Foundation

/// The one place that words and reports misuse of diffable snapshots and data sources: UIKit raises
/// `NSInternalInconsistencyException` with the message; HeadlessUI reports a runtime issue with the
/// same message, says what it did instead and how to fix the call.
enum DiffableMisuse {
    /// The message for `api`: UIKit's reason, what HeadlessUI did instead, and the fix.
    static func message(
        _ api: String, _ reason: String, fix: String,
        outcome: String = "HeadlessUI ignored the call (UIKit raises NSInternalInconsistencyException)."
    ) -> String {
        "\(api): \(reason) \(outcome) Fix: \(fix)"
    }

    /// Reports the misuse. Snapshots are values usable off the main actor: there the message goes
    /// to standard error, since runtime issues belong to the application on the main actor.
    static func report(
        _ api: String, _ reason: String, fix: String,
        outcome: String = "HeadlessUI ignored the call (UIKit raises NSInternalInconsistencyException)."
    ) {
        let text = message(api, reason, fix: fix, outcome: outcome)
        guard Thread.isMainThread else {
            FileHandle.standardError.write(Data("HeadlessUI: \(text)\n".utf8))
            return
        }
        MainActor.assumeIsolated { UIApplication.reportRuntimeIssue(.other(text)) }
    }

    /// Identifiers as UIKit prints a set of them: `{(a, b)}`.
    static func list<T>(_ values: [T]) -> String {
        "{(" + values.map { "\($0)" }.joined(separator: ", ") + ")}"
    }
}
