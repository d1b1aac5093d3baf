/// One chunk read from a PNG file, its CRC already verified.
struct PNGChunk {
    /// The four-letter type, such as `IHDR`.
    let type: String
    /// The chunk's data bytes (a slice of the file).
    let data: ArraySlice<UInt8>
    /// Where the chunk (its length field) starts in the file.
    let offset: Int

    /// Critical chunks have an upper-case first letter; a decoder must understand them.
    var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }
}

/// Walks the chunks of a PNG file after checking its signature. Each chunk is checked for length,
/// a four-letter type and its CRC before it is returned.
struct PNGChunkReader {
    private let bytes: [UInt8]
    private var offset: Int

    /// Checks the signature; throws ``PNGError/invalidSignature(found:)`` when it is not PNG's.
    init(_ bytes: [UInt8]) throws(PNGError) {
        let signature = PNGChunkWriter.signature
        guard bytes.count >= signature.count, Array(bytes[0..<signature.count]) == signature else {
            throw .invalidSignature(found: Array(bytes.prefix(signature.count)))
        }
        self.bytes = bytes
        self.offset = signature.count
    }

    /// The next chunk, or nil at the end of the data.
    mutating func next() throws(PNGError) -> PNGChunk? {
        let start = offset
        let available = bytes.count - start
        guard available > 0 else { return nil }
        guard available >= 8 else {
            throw .truncatedChunk(chunk: nil, offset: start, declaredLength: nil, availableBytes: available)
        }
        var reader = PNGByteReader(bytes[start..<(start + 4)])
        let length = reader.uint32()
        let typeBytes = bytes[(start + 4)..<(start + 8)]
        guard typeBytes.allSatisfy(Self.isASCIILetter) else {
            throw .invalidChunkType(bytes: Array(typeBytes), offset: start)
        }
        let type = chunkName(typeBytes)
        guard length <= UInt32(Int32.max) else {
            throw .chunkTooLong(chunk: type, offset: start, declaredLength: length)
        }
        let dataEnd = start + 8 + Int(length)
        guard dataEnd + 4 <= bytes.count else {
            throw .truncatedChunk(chunk: type, offset: start, declaredLength: Int(length), availableBytes: available)
        }
        let data = bytes[(start + 8)..<dataEnd]
        var crcReader = PNGByteReader(bytes[dataEnd..<(dataEnd + 4)])
        let stored = crcReader.uint32()
        let computed = PNGCRC32.update(PNGCRC32.update(0, with: typeBytes), with: data)
        guard stored == computed else {
            throw .crcMismatch(chunk: type, offset: start, stored: stored, computed: computed)
        }
        offset = dataEnd + 4
        return PNGChunk(type: type, data: data, offset: start)
    }

    private func chunkName(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
