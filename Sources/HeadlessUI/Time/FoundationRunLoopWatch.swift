#if canImport(CoreFoundation)
import CoreFoundation
#endif
import Foundation

/// Watches Foundation's own main run loop for timers HeadlessUI's runtime clock cannot drive: a
/// `Timer` that app code scheduled with Foundation's own API (in a file that imports Foundation
/// directly, where the `UIKit` module's runtime-clock forms step aside) waits on the wall clock.
/// HeadlessUI cannot move it onto the runtime clock, so it makes it visible instead: idle reports
/// list it (a wait never calls the app idle while it is pending) and the first time one is seen a
/// runtime issue names the call and the fix.
///
/// It reads the main run loop's next timer date from Core Foundation (a lookup that runs nothing).
@MainActor
final class FoundationRunLoopWatch {
    /// Whether the pending timers were already reported (one report until none is left).
    private var reported = false

    /// Fire dates further away than this (about three years) are Foundation's "no timer" markers.
    private static let farFuture: TimeInterval = 1e8

    /// Seconds of wall-clock time until the next Foundation timer on `RunLoop.main` fires (0 when it
    /// is overdue); `nil` when none is scheduled.
    var secondsUntilNextTimer: TimeInterval? {
        #if canImport(CoreFoundation)
        let fireDate = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), Self.defaultMode)
        guard fireDate != 0 else { return nil }
        let seconds = fireDate - CFAbsoluteTimeGetCurrent()
        return seconds < Self.farFuture ? Swift.max(0, seconds) : nil
        #else
        return nil
        #endif
    }

    #if canImport(CoreFoundation)
    #if canImport(ObjectiveC)
    private static var defaultMode: CFRunLoopMode { .defaultMode }
    #else
    private static var defaultMode: CFRunLoopMode { kCFRunLoopDefaultMode }
    #endif
    #endif

    /// Reports a runtime issue the first time a Foundation timer is seen pending (again after none was).
    func poll() {
        guard let seconds = secondsUntilNextTimer else {
            reported = false
            return
        }
        guard !reported else { return }
        reported = true
        UIApplication.reportRuntimeIssue(.wallClockTimer(firesIn: seconds))
    }

    /// The idle report's line for the pending Foundation timer, if any.
    var idleLabel: String? {
        guard let seconds = secondsUntilNextTimer else { return nil }
        return "Foundation Timer on RunLoop.main (wall clock, fires in \(String(format: "%.3f", seconds)) s of real time)"
    }
}
