import Foundation

/// The layer animations running in an application: ticked every frame by the ``Animator``, counted
/// in its running animations (so idle reports wait for them), delegates told when they start and stop.
@MainActor
final class LayerAnimationRegistry {
    private unowned let application: UIApplication
    /// Entries that have not ended yet.
    private(set) var running: [LayerAnimationEntry] = []

    init(application: UIApplication) {
        self.application = application
    }

    func add(_ entry: LayerAnimationEntry) {
        running.append(entry)
        entry.transaction?.pending += 1
    }

    /// Starts and ends entries whose time has come.
    func tick() {
        guard !running.isEmpty else { return }
        let now = application.clock.seconds
        for entry in running where !entry.started && now + TimeTolerance.epsilon >= entry.beginTime {
            entry.started = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        let ended = running.filter { $0.layer == nil || $0.isOver(at: now) }
        guard !ended.isEmpty else { return }
        for entry in ended { end(entry, finished: true) }
    }

    /// Ends `entry` (removed early when `finished` is false).
    func end(_ entry: LayerAnimationEntry, finished: Bool) {
        guard !entry.finished else { return }
        entry.finished = true
        running.removeAll { $0 === entry }
        if let layer = entry.layer, !finished || entry.animation.isRemovedOnCompletion {
            layer.animationEntries.removeAll { $0 === entry }
        }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        if let transaction = entry.transaction {
            transaction.pending -= 1
            transaction.finishIfDone(application: application)
        }
    }
}
