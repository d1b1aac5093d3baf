import Foundation

/// Foundation's and the Swift runtime's own time APIs, reached from a module that does not import
/// `UIKit`: the `UIKit` module for Linux shadows these names with runtime-clock forms and calls
/// these when the runtime clock does not apply (off the main thread, no application running, the
/// real-time clock).
package enum FoundationTime {
    /// Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    package static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `RunLoop.add(_:forMode:)`.
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    /// The Swift runtime's `Task.sleep(nanoseconds:)`.
    package static func sleep(nanoseconds duration: UInt64) async throws {
        try await Task.sleep(nanoseconds: duration)
    }

    /// The Swift runtime's `Task.sleep(for:)`.
    package static func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
