import Foundation

/// Main-queue work sent from another thread while the main thread is blocked waiting for an app's
/// network completion handler (see ``HeadlessNetwork``): the `UIKit` module for Linux hands
/// `DispatchQueue.main.async` blocks sent in that window here instead of to Grand Central Dispatch,
/// and the runtime runs them on the main thread as soon as the handler has returned, at the same
/// runtime instant. Grand Central Dispatch's main queue would run them only once the main thread
/// returns to it, which a test driving the app synchronously does not do until it awaits.
package final class MainThreadHandoff: @unchecked Sendable {
    /// The one handoff (there is one main thread).
    package static let shared = MainThreadHandoff()

    private let lock = NSLock()
    private var accepting = false
    private var work: [@MainActor @Sendable () -> Void] = []

    /// Takes `block` to run on the main thread when the runtime is waiting for a handler; returns
    /// false (the caller sends it to Grand Central Dispatch) otherwise.
    package func offer(_ block: @escaping @MainActor @Sendable () -> Void) -> Bool {
        lock.withLock {
            guard accepting else { return false }
            work.append(block)
            return true
        }
    }

    /// Starts accepting blocks (the main thread is about to wait for a handler).
    func beginAccepting() {
        lock.withLock { accepting = true }
    }

    /// Stops accepting and returns the blocks offered meanwhile, in order.
    func endAccepting() -> [@MainActor @Sendable () -> Void] {
        lock.withLock {
            accepting = false
            defer { work.removeAll() }
            return work
        }
    }
}
