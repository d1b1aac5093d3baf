import Foundation

/// Blocks sent to `DispatchQueue.main` through the `UIKit` module for Linux that have not run yet.
/// Grand Central Dispatch runs them (in order, with the main actor's other work) while the run loop
/// drains the main queue; idle reports count them, so a wait does not call the app idle while a
/// block that updates the screen is still queued.
package final class MainQueueWork: @unchecked Sendable {
    /// The one counter (there is one main queue).
    package static let shared = MainQueueWork()

    private let lock = NSLock()
    private var queued = 0

    /// Records a block sent to the main queue.
    package func blockWasQueued() {
        lock.withLock { queued += 1 }
    }

    /// Records that a queued block ran.
    package func blockDidRun() {
        lock.withLock { queued = Swift.max(0, queued - 1) }
    }

    /// Blocks queued and not run yet.
    package var pendingCount: Int {
        lock.withLock { queued }
    }
}
