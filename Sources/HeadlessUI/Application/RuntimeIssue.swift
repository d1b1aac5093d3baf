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
        case .viewControllerMisuse(let message), .other(let message):
            return message
        }
    }
}
