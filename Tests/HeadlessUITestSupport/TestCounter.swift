import Foundation

/// A counter that can be bumped from any thread or task, for test seams that report calls.
public final class TestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// A counter at zero.
    public init() {}

    /// The count so far.
    public var value: Int { lock.withLock { count } }

    /// Adds one.
    public func increment() { lock.withLock { count += 1 } }
}
