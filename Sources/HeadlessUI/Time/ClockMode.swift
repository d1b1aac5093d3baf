import Foundation

/// How the runtime clock advances.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum ClockMode: Equatable, Sendable {
    /// Time moves only when the run loop is driven; a frame costs no wall time. Deterministic.
    case virtual
    /// Frames follow the wall clock at 60 Hz (the live app driven by an agent).
    case realTime
}
