import Foundation
import Hammer

/// A `whilePending` block's watch: armed until the first action in the block delivers its input,
/// which then checks `checks` at every moment its work is pending (see
/// ``KassSession/watchPending(_:action:element:since:budget:)``).
@MainActor
final class KassPendingWatch {
    /// Where the watch stands.
    enum Phase: Equatable {
        /// No action has delivered input yet.
        case armed
        /// The action (`tap button "b"`) delivered its input; its work is watched.
        case watching(String)
        /// The checks run at a moment of the action's work.
        case checking(String)
        /// The watched action is over.
        case done(String)
    }

    let mode: KassPendingMode
    /// The checks; released (nil) when the block ends, as they do not escape it.
    var checks: (() -> Void)?
    let file: StaticString
    let line: UInt
    var phase = Phase.armed
    /// The report note of the watch that passed.
    var note: String?

    init(mode: KassPendingMode, checks: @escaping () -> Void, file: StaticString, line: UInt) {
        self.mode = mode
        self.checks = checks
        self.file = file
        self.line = line
    }

    /// Why the action `action` (`tap button "b"`) may not run now, `nil` when it may.
    func refusal(of action: String) -> KassFailure.WhilePendingMisuse? {
        switch phase {
        case .armed: return nil
        case .checking: return .actionInChecks(action)
        case .watching, .done: return .secondAction(action)
        }
    }
}

/// One moment of a watch: what the checks found, with the events of their steps (held back; the
/// report shows the moment that decided) and, when it is kept as evidence, its snapshot and what
/// was pending.
struct KassPendingMoment {
    var failures: [KassScopedFailure]
    var checks: Int
    var events: [KassEvent]
    var snapshot: AccessibilitySnapshot?
    var pending: [String]
}
