import Foundation

/// A problem the runtime noticed and refused, where UIKit would raise an exception or log a warning:
/// the app keeps running, and tests can read ``UIApplication/runtimeIssues`` or install a handler.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum RuntimeIssue: Error, Equatable, Sendable, CustomStringConvertible {
    /// A view hierarchy operation was refused.
    case hierarchy(HierarchyError)
    /// A non-finite geometry value was assigned and ignored.
    case invalidGeometry(view: String, property: String, value: String)
    /// Work was scheduled with an unusable delay or interval.
    case invalidSchedule(label: String, reason: String)
    /// A gesture recognizer or control got an unusable configuration value.
    case invalidConfiguration(object: String, property: String, reason: String)
    /// A view controller operation was refused (present while presenting, pop the root...).
    case viewControllerMisuse(String)
    /// App code scheduled a `Timer` with Foundation's own API, which waits on the wall clock instead
    /// of the runtime clock (seen on `RunLoop.main`; it fires in `firesIn` seconds of real time).
    case wallClockTimer(firesIn: TimeInterval)
    /// A main-thread callback of the app held the main thread longer than the hang threshold in
    /// real time (see ``MainThreadHang``).
    case hang(MainThreadHang)
    /// Something else.
    case other(String)

    /// The message.
    public var description: String {
        switch self {
        case .hierarchy(let error):
            return error.description
        case .invalidGeometry(let view, let property, let value):
            return "Ignored \(property) = \(value) on \(view): geometry values must be finite numbers (no NaN or infinity)."
        case .invalidSchedule(let label, let reason):
            return "Did not schedule '\(label)': \(reason)"
        case .invalidConfiguration(let object, let property, let reason):
            return "Ignored \(property) on \(object): \(reason)"
        case .wallClockTimer(let seconds):
            return "A Foundation Timer is scheduled on RunLoop.main (Timer.scheduledTimer(withTimeInterval:repeats:block:) or "
                + "RunLoop.main.add(_:forMode:) in a file that imports Foundation next to UIKit): it fires on the wall clock, "
                + String(format: "in %.3f s of real time, ", seconds)
                + "not on the runtime clock, so virtual time does not bring it closer and idle waits cannot skip to it. "
                + "Remove `import Foundation` from that file (UIKit re-exports Foundation, on iOS too): with `import UIKit` "
                + "alone these calls run on the runtime clock. DispatchQueue.main.asyncAfter and Task.sleep run on the "
                + "runtime clock with either import."
        case .hang(let hang):
            return "Hang: \(hang). Move the slow work off the main thread."
        case .viewControllerMisuse(let message), .other(let message):
            return message
        }
    }
}
