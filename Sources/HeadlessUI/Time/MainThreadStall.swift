import Foundation

/// One simulated period during which the main thread was blocked (``UIApplication/stallMainThread(for:)``):
/// runtime passed with no frames. Stalls with no frame between them count as one. Real slow work is
/// measured as a ``MainThreadHang`` instead.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct MainThreadStall: Equatable, Sendable, CustomStringConvertible {
    /// Runtime-clock seconds when the stall began.
    public var start: TimeInterval
    /// How long no frame ran, in seconds.
    public var duration: TimeInterval

    /// Creates a record.
    public init(start: TimeInterval, duration: TimeInterval) {
        self.start = start
        self.duration = duration
    }

    /// `2.000 s at 12.300 s`.
    public var description: String {
        String(format: "%.3f s at %.3f s", duration, start)
    }
}
