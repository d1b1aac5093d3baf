import CZlib

/// The CRC-32 that PNG stores after every chunk (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320,
/// as in zlib's `crc32`, which computes it here). A chunk's CRC covers its type and data, not its length.
enum PNGCRC32 {
    /// The CRC-32 of `bytes` (`checksum(Array("123456789".utf8)) == 0xCBF43926`).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        update(0, with: bytes[...])
    }

    /// Continues the CRC `crc` over `bytes` (start from 0), so a chunk's type and data can be fed separately.
    static func update(_ crc: UInt32, with bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return crc }
            var value = UInt(crc)
            var offset = 0
            // zlib's length parameter is a 32-bit uInt: feed very large slices in pieces.
            while offset < buffer.count {
                let count = min(buffer.count - offset, Int(UInt32.max / 2))
                value = crc32(value, base + offset, uInt(count))
                offset += count
            }
            return UInt32(truncatingIfNeeded: value)
        }
    }
}
