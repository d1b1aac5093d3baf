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

extension AccessibilitySnapshot {
    /// Whether the app has handled nothing since the snapshot was taken (no turn of the run loop:
    /// no event, timer, queued work or frame), so it shows the screen as it is now. A failure
    /// report uses it to put a screenshot next to a snapshot only when both show one moment.
    package var isCurrent: Bool {
        guard let turn = storage.turn else { return false }
        return turn == SnapshotSettlement.turnsSeen
    }
}
