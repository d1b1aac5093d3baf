import Foundation
import Hammer

/// Why a Kass action, assertion or step failed, as data: the element, the action, a ``Reason``
/// (with the values it compared, the element's state, what covers it, the budget used…), the
/// element's state, the closest matches and more ``Detail`` lines. Every word of the message comes
/// from one generator (see ``message``):
///
/// ```text
/// Kass: text "home.welcome" — assertVisible failed: no text matches "home.welcome"
///   ↳ state: not in the hierarchy (42 elements on screen)
///   ↳ did you mean: 'home.welcom', 'Welcome!'?
///   ↳ hint: check the identifier, or make sure the screen that shows it is displayed
/// ```
///
/// ``kind`` tells a defect of the app apart from a misuse of the DSL (an argument it cannot take, an
/// app that was never launched): reports show them differently.
public struct KassFailure: Sendable, Equatable {
    /// Whether a failure says the app is wrong or the test is written wrong.
    public enum Kind: String, Sendable, Codable, Equatable {
        /// The app did not do what the test expects (or did not get there within the budget).
        case appDefect = "defect"
        /// The test used the DSL in a way it cannot run (an invalid argument, no app launched or
        /// declared, an interceptor that never proceeds): fix the test, not the app.
        case misuse
    }

    /// The element acted on (`button "login.submit"`), `nil` for failures of a screen or step.
    public var element: String?
    /// What was attempted (`tap`, `typeText("secret")`, `onLoad`).
    public var action: String
    /// Why it failed (the last reason seen when the budget ran out).
    public var reason: Reason
    /// The element's state at that moment.
    public var state: String?
    /// The closest identifiers and labels from the same snapshot, when nothing matched.
    public var didYouMean: [String]
    /// More `↳` lines (one per failing branch, row, run or mismatch).
    public var details: [Detail]
    /// The budget the failing action or assertion had, in seconds of app time (the element's own
    /// `within(timeout:)`, cut at an enclosing combinator's deadline); `nil` when it had none.
    public var budget: TimeInterval?

    /// Creates a failure.
    public init(
        element: String?, action: String, reason: Reason, state: String? = nil, didYouMean: [String] = [],
        details: [Detail] = [], budget: TimeInterval? = nil
    ) {
        self.element = element
        self.action = action
        self.reason = reason
        self.state = state
        self.didYouMean = didYouMean
        self.details = details
        self.budget = budget
    }

    /// A defect of the app, or a misuse of the DSL: a misuse reason, or a failure that only
    /// gathers failures (`verifyAll`, `anyOf`) all of which are misuses.
    public var kind: Kind {
        if case .misuse = reason { return .misuse }
        let nested = details.compactMap(\.failure)
        switch reason {
        case .checksFailed, .noBranchPassed:
            return !nested.isEmpty && nested.allSatisfy { $0.kind == .misuse } ? .misuse : .appDefect
        default:
            return .appDefect
        }
    }

    /// How to fix it, when Kass knows (it follows from the reason).
    public var hint: String? { KassFailureMessages.hint(for: reason) }

    /// The first line: `Kass: <element> — <action> failed: <reason>`.
    public var summary: String { KassFailureMessages.summary(of: self) }

    /// The whole message: the summary, then `↳` lines for details, state, did-you-mean and hint.
    public var message: String { KassFailureMessages.message(of: self) }
}
