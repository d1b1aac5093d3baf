/// Appends PNG chunks (big-endian length, type, data, CRC-32 over type and data) to a byte buffer.
struct PNGChunkWriter {
    /// The 8-byte PNG signature every file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file so far, starting with the signature.
    private(set) var bytes: [UInt8]

    /// Starts a file with the signature, reserving `capacity` bytes.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes += Self.signature
    }

    /// Appends a chunk of `type` (four ASCII letters) holding `data`.
    mutating func append(_ type: String, _ data: ArraySlice<UInt8>) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types are four ASCII letters")
        bytes.appendBigEndian(UInt32(data.count))
        bytes += typeBytes
        bytes += data
        let crc = PNGCRC32.update(PNGCRC32.update(0, with: typeBytes[...]), with: data)
        bytes.appendBigEndian(crc)
    }
}
