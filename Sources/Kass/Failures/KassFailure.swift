import Foundation
import Hammer

/// Why a Kass action, assertion or step failed, as data. ``message`` is the one wording:
///
/// ```text
/// Kass: text "home.welcome" — assertVisible failed: no element matches identifier "home.welcome"
///   ↳ state: not found in the snapshot (42 elements)
///   ↳ did you mean: 'home.welcom', 'Welcome!'?
///   ↳ hint: check the identifier, or wait for the screen that shows it
/// ```
public struct KassFailure: Sendable, Equatable {
    /// The element acted on (`button "login.submit"`), `nil` for failures of a screen or step.
    public var element: String?
    /// What was attempted (`tap`, `typeText("secret")`, `onLoad`).
    public var action: String
    /// Why it failed (the last reason seen when the budget ran out).
    public var reason: String
    /// The element's state at that moment.
    public var state: String?
    /// The closest identifiers and labels from the same snapshot, when nothing matched.
    public var didYouMean: [String]
    /// How to fix it.
    public var hint: String?
    /// More `↳` lines (one per failing branch, row or mismatch).
    public var details: [String]
    /// The budget the failing action or assertion had, in seconds of app time (the element's own
    /// `within(timeout:)`, cut at an enclosing combinator's deadline); `nil` when it had none.
    public var budget: TimeInterval?

    /// Creates a failure.
    public init(
        element: String?, action: String, reason: String, state: String? = nil, didYouMean: [String] = [],
        hint: String? = nil, details: [String] = []
    ) {
        self.element = element
        self.action = action
        self.reason = reason
        self.state = state
        self.didYouMean = didYouMean
        self.hint = hint
        self.details = details
    }

    /// The first line: `Kass: <element> — <action> failed: <reason>`.
    public var summary: String {
        if let element { return "Kass: \(element) — \(action) failed: \(reason)" }
        return "Kass: \(action) failed: \(reason)"
    }

    /// The whole message: the summary, then `↳` lines for details, state, did-you-mean and hint.
    public var message: String {
        var lines = [summary]
        lines += details.map { "  ↳ \($0)" }
        if let state { lines.append("  ↳ state: \(state)") }
        if !didYouMean.isEmpty {
            lines.append("  ↳ did you mean: \(didYouMean.map { "'\($0)'" }.joined(separator: ", "))?")
        }
        if let hint { lines.append("  ↳ hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
