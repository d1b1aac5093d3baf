#if !canImport(ObjectiveC)
import Foundation
import HeadlessUI

// `Task.sleep` on the runtime clock for code that imports `UIKit` on Linux. Declarations outside
// the Swift runtime shadow the runtime's own with the same shape, so these take over in files that
// import UIKit, with or without `import Foundation`.

extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(nanoseconds:)` on the runtime clock: on the main actor, while a HeadlessUI
    /// application runs on the virtual clock, the task resumes `duration` nanoseconds of runtime
    /// later (in the run-loop turn that reaches that instant), costs no wall time and counts in idle
    /// reports as a sleeping task. Throws `CancellationError` when the task is cancelled first, as
    /// Swift's does.
    ///
    /// Off the main actor, with no application running or on the real-time clock, this is Swift's
    /// own sleep on the wall clock.
    public nonisolated(nonsending) static func sleep(nanoseconds duration: UInt64) async throws {
        guard let clock = runtimeClock() else {
            try await FoundationTime.sleep(nanoseconds: duration)
            return
        }
        try await clock.sleep(for: .nanoseconds(duration))
    }

    /// `Task.sleep(for:)` on the runtime clock: on the main actor, while a HeadlessUI application
    /// runs on the virtual clock, the task resumes `duration` of runtime later, costs no wall time
    /// and counts in idle reports as a sleeping task (see ``sleep(nanoseconds:)``). Off the main
    /// actor, with no application running or on the real-time clock, this is Swift's own sleep.
    public nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
        guard let clock = runtimeClock() else {
            try await FoundationTime.sleep(for: duration)
            return
        }
        try await clock.sleep(for: duration)
    }
}
#endif
