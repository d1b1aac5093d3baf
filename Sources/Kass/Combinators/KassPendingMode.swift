import Foundation

/// How long `whilePending`'s checks must hold while the work the action started is pending (see
/// ``KassSession/whilePending(_:timeout:file:line:_:check:)``).
public enum KassPendingMode: Sendable, Equatable {
    /// Together at one moment while the work is pending (the first moment they do): "Placing…"
    /// shows while the order is placed.
    case atOneMoment
    /// From the first moment they hold together, at every moment until the work has finished:
    /// the button stays disabled until the answer arrives.
    case throughout
}
