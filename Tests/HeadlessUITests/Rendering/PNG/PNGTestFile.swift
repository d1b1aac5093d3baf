import Foundation
@testable import HeadlessUI

/// A PNG file taken apart into chunks so tests can alter, drop or add chunks and write it back with
/// correct (or deliberately wrong) CRCs.
struct PNGTestFile {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var chunks: [Chunk]

    init(chunks: [Chunk]) {
        self.chunks = chunks
    }

    /// Splits well-formed PNG bytes into chunks (the test's own parser, independent of the decoder).
    init(_ bytes: [UInt8]) {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, at: offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    /// The chunk types in order.
    var types: [String] { chunks.map(\.type) }

    /// The first chunk of `type`.
    func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }

    /// The file's bytes with correct CRCs.
    var bytes: [UInt8] {
        var output = Self.signature
        for chunk in chunks { output += Self.encode(chunk) }
        return output
    }

    /// One chunk as length, type, data, CRC.
    static func encode(_ chunk: Chunk) -> [UInt8] {
        let typeBytes = Array(chunk.type.utf8)
        return bigEndianBytes(UInt32(chunk.data.count)) + typeBytes + chunk.data
            + bigEndianBytes(PNGCRC32.checksum(typeBytes + chunk.data))
    }

    /// Byte offset of the `index`th chunk (its length field) in ``bytes``.
    func offset(ofChunkAt index: Int) -> Int {
        8 + chunks[..<index].reduce(0) { $0 + 12 + $1.data.count }
    }

    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// An IHDR payload.
    static func ihdr(
        width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, compression: UInt8 = 0, filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> Chunk {
        Chunk(type: "IHDR", data: bigEndianBytes(width) + bigEndianBytes(height) + [bitDepth, colorType, compression, filter, interlace])
    }
}

/// A small seeded random number generator (SplitMix64), so "random" test images are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }
}

/// A zlib stream holding `bytes` in stored (uncompressed) deflate blocks, so tests can put any
/// image data (wrong lengths, bad filter bytes) into an IDAT without a compressor.
func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
        let end = min(start + 65_535, bytes.count)
        let length = UInt16(end - start)
        output.append(end == bytes.count ? 1 : 0)
        output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        output += bytes[start..<end]
        start = end
    } while start < bytes.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    return output + PNGTestFile.bigEndianBytes(b << 16 | a)
}
