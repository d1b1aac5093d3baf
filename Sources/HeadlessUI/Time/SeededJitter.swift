import Foundation

/// Seeded, reproducible jitter for latencies and timers. One seed per run: the same seed gives the
/// same delays, so a race that jitter exposes can be replayed.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct SeededJitter: Sendable, Equatable {
    /// The seed the sequence started from (`nil` when jitter is off).
    public let seed: UInt64?
    /// The largest relative change applied to a delay (0.25 = up to ±25 %).
    public let maximumFraction: Double
    private var state: UInt64

    /// Jitter off: delays are used exactly as given.
    public static let off = SeededJitter(seed: nil, maximumFraction: 0)

    /// Creates a jitter source. `maximumFraction` is clamped to 0...1.
    public init(seed: UInt64?, maximumFraction: Double = 0.25) {
        self.seed = seed
        self.maximumFraction = seed == nil ? 0 : Swift.min(1, Swift.max(0, maximumFraction.isFinite ? maximumFraction : 0))
        self.state = seed ?? 0
    }

    /// Whether jitter changes anything.
    public var isEnabled: Bool { seed != nil && maximumFraction > 0 }

    /// Returns `delay` scaled by a factor drawn from `1 ± maximumFraction`.
    public mutating func apply(to delay: TimeInterval) -> TimeInterval {
        guard isEnabled else { return delay }
        let unit = Double(nextRandom() >> 11) / Double(1 << 53)  // 0 ..< 1
        let factor = 1 + (unit * 2 - 1) * maximumFraction
        return Swift.max(0, delay * factor)
    }

    /// SplitMix64.
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
