import Foundation

extension AccessibilitySnapshot {
    /// Derives now every fact an attempt snapshot (``EventGenerator/takeAttemptSnapshot()``) has not
    /// derived yet, so it answers as of this moment however long it is kept (for a failure report
    /// written later). Does nothing for a snapshot that already knows every fact.
    @MainActor
    public func deriveRemainingFacts() {
        storage.deriveAll(nodes, parents: nodes.map { $0.parentIndex ?? -1 })
    }
}
