#if !canImport(ObjectiveC)
import Dispatch
import Foundation
import HeadlessUI

extension DispatchQueue {
    /// `asyncAfter(deadline:execute:)` for code that imports `UIKit` on Linux: the work waits on the
    /// running HeadlessUI application's clock (virtual in tests), so it fires at the right runtime
    /// instant, costs no wall time and counts in idle reports (labelled
    /// `DispatchQueue.main.asyncAfter`). The delay is the deadline's distance from now, rounded to
    /// the millisecond (`.now() + 2` waits 2 s of runtime).
    ///
    /// The work is main-actor isolated, as Swift already treats work sent to `DispatchQueue.main`;
    /// sent to another queue with this form, it also runs on the main actor. Calls made off the main
    /// thread, with no application running or on the real-time clock wait on Grand Central Dispatch
    /// and then run on the main queue; calls that pass `qos:` or `flags:` are Grand Central
    /// Dispatch's own and do not wait on the runtime clock.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            let scheduled: Bool = MainActor.assumeIsolated {
                guard let application = UIApplication.current, application.configuration.clockMode == .virtual else {
                    return false
                }
                let now = DispatchTime.now().uptimeNanoseconds
                let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
                let delay = (Double(nanoseconds) / 1e6).rounded() / 1e3
                application.scheduler.schedule(after: delay, label: "DispatchQueue.main.asyncAfter", action: work)
                return true
            }
            if scheduled { return }
        }
        DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: []) {
            MainActor.assumeIsolated { work() }
        }
    }

    /// `async(execute:)` for code that imports `UIKit` on Linux. Sent from the main thread while a
    /// HeadlessUI application runs on the virtual clock, the block runs in the run loop's next turn
    /// (whether the loop is driven by a synchronous wait or an asynchronous one; Grand Central
    /// Dispatch's main queue would only run it once the caller returned to the queue) and idle
    /// reports list it as `DispatchQueue.main.async` until then. Sent from another thread, it goes to
    /// Grand Central Dispatch's main queue and idle reports list it until the queue has run it; sent
    /// from a `URLSession` completion handler that HeadlessUI is waiting for (Guide/Network.md), it
    /// runs on the main thread as soon as the handler returns, at the response's runtime instant.
    ///
    /// The work is main-actor isolated, as Swift already treats work sent to `DispatchQueue.main`;
    /// sent to another queue with this form, it also runs on the main actor. Calls that pass
    /// `group:`, `qos:` or `flags:` are Grand Central Dispatch's own and are not counted.
    public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            let scheduled: Bool = MainActor.assumeIsolated {
                guard let application = UIApplication.current, application.configuration.clockMode == .virtual else {
                    return false
                }
                application.scheduler.schedule(after: 0, label: "DispatchQueue.main.async", action: work)
                return true
            }
            if scheduled { return }
        }
        // From a URLSession completion handler the runtime is waiting for: run at the response's instant.
        if MainThreadHandoff.shared.offer(work) { return }
        MainQueueWork.shared.blockWasQueued()
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
            MainQueueWork.shared.blockDidRun()
            MainActor.assumeIsolated { work() }
        }
    }
}
#endif
