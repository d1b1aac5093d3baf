import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`: a completion block runs
/// when every animation added between `begin()` and `commit()` has ended (on a later run-loop turn
/// when there are none).
///
/// Without `begin()`, calls apply to an implicit transaction that commits at the end of the current
/// run-loop turn.
@preconcurrency @MainActor
public final class CATransaction {
    private static var open: [LayerTransaction] = []
    private static var implicit: LayerTransaction?

    /// Opens a transaction.
    public static func begin() {
        open.append(LayerTransaction())
    }

    /// Closes the innermost transaction.
    public static func commit() {
        guard let transaction = open.popLast() else { return }
        transaction.committed = true
        transaction.finishIfDone(application: UIApplication.current)
    }

    /// Commits the implicit transaction now.
    public static func flush() {
        guard let transaction = implicit else { return }
        implicit = nil
        transaction.committed = true
        transaction.finishIfDone(application: UIApplication.current)
    }

    /// Sets the block run when the transaction's animations have ended.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        current.completion = block
    }

    /// The completion block of the current transaction.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        current.completion
    }

    /// Whether implicit property animations are off. HeadlessUI makes no implicit layer animations,
    /// so this is recorded only.
    public static func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// Whether implicit animations are off for the current transaction.
    public static func disableActions() -> Bool {
        current.disableActions
    }

    /// Sets the duration of implicit animations (recorded only: HeadlessUI makes none).
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        current.animationDuration = duration
    }

    /// The duration of implicit animations of the current transaction.
    public static func animationDuration() -> CFTimeInterval {
        current.animationDuration
    }

    /// The transaction animations added now belong to.
    static var current: LayerTransaction {
        if let last = open.last { return last }
        if let implicit { return implicit }
        let transaction = LayerTransaction()
        implicit = transaction
        if let application = UIApplication.current {
            application.scheduler.schedule(after: 0, label: "CATransaction commit") { flush() }
        }
        return transaction
    }

    /// The transaction an animation added now joins, if one is open or implicit.
    static var joinable: LayerTransaction? { open.last ?? implicit }
}

/// The current time on the runtime clock, in seconds, as Core Animation's `CACurrentMediaTime()`
/// (layer animations' `beginTime` is measured on it).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.current?.clock.seconds ?? 0
}
