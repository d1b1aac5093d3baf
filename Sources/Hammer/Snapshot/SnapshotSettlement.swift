import Foundation

/// Settles attempt snapshots before the app moves on: an attempt's snapshot
/// (``SnapshotBuilder/Derivation/onDemand``) derives its facts when they are first read, which is
/// only right while the hierarchy is still the one its walk saw. Every such snapshot is listed here
/// when it is taken; at the start of the run loop's next turn (before events, timers, queued work or
/// a frame), each one still in use derives every fact it has not derived yet, so it keeps answering
/// as of the moment it was taken however long it is kept. A snapshot released before then (the
/// usual locating attempt) costs nothing more.
///
/// The list references snapshots without keeping them alive (``SnapshotObjectReference``) and is
/// emptied at every turn, so it holds at most the snapshots taken since the last one.
@MainActor
enum SnapshotSettlement {
    /// The storages of the attempt snapshots taken since the run loop's last turn.
    private static var unsettled: [SnapshotObjectReference] = []
    /// The run-loop turns seen since the first snapshot (a snapshot notes the count it was taken at).
    private(set) static var turnsSeen = 0

    /// The turn count now, watching the run loop's turns from now on; nil when there is no run loop.
    static func currentTurn() -> Int? {
        AccessibilityPlatform.observeRunLoopTurns(settleAll) ? turnsSeen : nil
    }

    /// Lists `storage` to be settled before the app handles anything further; settles it at once
    /// when there is no run loop to wait for.
    static func settleBeforeTheAppMovesOn(_ storage: AccessibilitySnapshot.Storage) {
        guard AccessibilityPlatform.observeRunLoopTurns(settleAll) else {
            storage.settle()
            return
        }
        unsettled.append(SnapshotObjectReference(storage))
    }

    /// Settles every listed snapshot still in use (the turn observer).
    static func settleAll() {
        turnsSeen &+= 1
        guard !unsettled.isEmpty else { return }
        let listed = unsettled
        unsettled.removeAll(keepingCapacity: true)
        for reference in listed {
            (reference.object as? AccessibilitySnapshot.Storage)?.settle()
        }
    }
}
