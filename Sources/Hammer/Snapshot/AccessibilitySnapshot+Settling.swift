import Foundation

extension AccessibilitySnapshot {
    /// Derives now every fact an attempt snapshot (``EventGenerator/takeAttemptSnapshot()``) has not
    /// derived yet. An attempt snapshot does this by itself before the app handles anything further
    /// (see ``SnapshotSettlement``); call it to pay that cost at a moment of your choosing. Does
    /// nothing for a snapshot that already knows every fact.
    public func deriveRemainingFacts() {
        storage.settle()
    }
}
