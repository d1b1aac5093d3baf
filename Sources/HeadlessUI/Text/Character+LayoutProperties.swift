import Foundation

/// The character properties line breaking asks about for every cluster, with a fast path for ASCII:
/// the same answers as the standard library's (which look up Unicode property tables each time),
/// without the lookup for the common case.
extension Character {
    /// The same as `isWhitespace` (whether the first scalar is Unicode white space).
    var isLayoutWhitespace: Bool {
        guard let byte = utf8.first, byte < 0x80 else { return isWhitespace }
        return byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether the first scalar is ASCII (never ideographic, never a hyphen other than `-`).
    var hasASCIIFirstScalar: Bool {
        guard let byte = utf8.first else { return false }
        return byte < 0x80
    }
}
