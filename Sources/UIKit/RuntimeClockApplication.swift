#if !canImport(ObjectiveC)
import Foundation
import HeadlessUI

/// The application whose runtime clock Foundation's time APIs use when called from a file that
/// imports `UIKit` on Linux: the current one, running on the virtual clock, when the caller is on the
/// main thread. `nil` means "use Foundation's own clock" (the real-time clock runs Foundation's run
/// loop on the wall clock, so Foundation's timers and Grand Central Dispatch fire on time there).
func runtimeClockApplication() -> UIApplication? {
    guard Thread.isMainThread else { return nil }
    return MainActor.assumeIsolated {
        guard let application = UIApplication.current, !application.isTerminated,
            application.configuration.clockMode == .virtual
        else { return nil }
        return application
    }
}

/// The clock of ``runtimeClockApplication()``, read from any isolation.
func runtimeClock() -> RuntimeClock? {
    guard let application = runtimeClockApplication() else { return nil }
    return MainActor.assumeIsolated { application.clock }
}
#endif
