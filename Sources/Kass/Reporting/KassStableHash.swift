import Foundation

/// A hash that is the same on every platform, process and run (Swift's `Hasher` is seeded per
/// process, and CryptoKit is not on Linux): 64-bit FNV-1a over the UTF-8 bytes
/// (offset basis 0xcbf29ce484222325, prime 0x100000001b3, as published by Fowler, Noll and Vo).
///
/// Allure's `historyId` uses it, so a test keeps its history across runs and machines.
///
/// ```swift
/// KassStableHash.fnv1a64Hex("")  // "cbf29ce484222325"
/// KassStableHash.fnv1a64Hex("a") // "af63dc4c8601ec8c"
/// ```
enum KassStableHash {
    /// FNV-1a 64-bit offset basis.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV-1a 64-bit prime.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// ``fnv1a64(_:)`` as 16 lower-case hex digits.
    static func fnv1a64Hex(_ text: String) -> String {
        let hex = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
