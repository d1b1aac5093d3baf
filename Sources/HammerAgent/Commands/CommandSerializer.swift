import Foundation

/// Lets one mutating command run at a time, in arrival order. Commands interleave at every `await`
/// on the main actor; two taps at once would put two fingers down and mix their deltas. Reading
/// commands (`describe`, `status`, `wait`) do not queue: a snapshot is taken between awaits, so it
/// is consistent, and a health check never waits behind a long action.
@MainActor
final class CommandSerializer {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once every command queued before it has finished.
    func run<Result>(_ body: () async -> Result) async -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isBusy = true
        }
        defer {
            if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
        }
        return await body()
    }
}
