/// Reads big-endian integers from a byte slice whose length the caller has already checked.
struct PNGByteReader {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    /// Bytes not yet read.
    var remaining: Int { bytes.endIndex - index }

    mutating func uint8() -> UInt8 {
        defer { index += 1 }
        return bytes[index]
    }

    mutating func uint16() -> UInt16 {
        UInt16(uint8()) << 8 | UInt16(uint8())
    }

    mutating func uint32() -> UInt32 {
        UInt32(uint16()) << 16 | UInt32(uint16())
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` as four big-endian bytes (PNG's byte order).
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}
