/// How far two pixels may differ and still count as equal in a ``PixelDiff``.
///
/// Two pixels are equal when no channel (red, green, blue, alpha; straight, not premultiplied)
/// differs by more than ``channelDelta``. Two fully transparent pixels (alpha 0) are always equal,
/// whatever colour they carry, because nothing of them shows.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct PixelDiffTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest difference, 0...255, allowed in each channel.
    public var channelDelta: UInt8

    /// Allows each channel to differ by up to `channelDelta` (0...255).
    public init(channelDelta: UInt8) {
        self.channelDelta = channelDelta
    }

    /// Pixels must be identical.
    public static let exact = PixelDiffTolerance(channelDelta: 0)

    /// `exact` or `±N per channel`.
    public var description: String {
        channelDelta == 0 ? "exact" : "±\(channelDelta) per channel"
    }
}
