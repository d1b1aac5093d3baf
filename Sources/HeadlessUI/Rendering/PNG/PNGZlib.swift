import CZlib

/// The zlib (RFC 1950) compression PNG uses for its image data, through the system zlib.
enum PNGZlib {
    /// Compresses `bytes` into one zlib stream at `level` (0...9) with `strategy` (a zlib `Z_…` strategy).
    static func compress(_ bytes: [UInt8], level: Int32, strategy: Int32) throws(PNGError) -> [UInt8] {
        guard bytes.count < Int(UInt32.max / 2) else {
            throw .compressionFailed(reason: "the image data is \(bytes.count) bytes; one zlib call takes under 2 GiB")
        }
        var stream = z_stream()
        let status = deflateInit2_(&stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .compressionFailed(reason: message(status, stream)) }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(bytes.count)))
        var result = Z_OK
        // Uninitialised capacity: only the pages zlib writes to are ever touched.
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            bytes.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                result = deflate(&stream, Z_FINISH)
            }
            initialized = result == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        guard result == Z_STREAM_END else { throw .compressionFailed(reason: message(result, stream)) }
        return output
    }

    /// Inflates the zlib stream spread over `parts` (the data of consecutive IDAT chunks), which must
    /// produce exactly `expectedCount` bytes.
    static func decompress(_ parts: [ArraySlice<UInt8>], expectedCount: Int) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        let status = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .decompressionFailed(reason: message(status, stream)) }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expectedCount)
        var produced = 0, ended = false, overflow = 0
        var scratch = [UInt8](repeating: 0, count: 4096)
        for part in parts where !ended {
            let result: Int32 = part.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                while true {
                    let code: Int32
                    if produced < expectedCount {
                        code = output.withUnsafeMutableBufferPointer { out in
                            stream.next_out = out.baseAddress! + produced
                            stream.avail_out = uInt(min(expectedCount - produced, Int(UInt32.max / 2)))
                            let before = stream.avail_out
                            let code = inflate(&stream, Z_NO_FLUSH)
                            produced += Int(before - stream.avail_out)
                            return code
                        }
                    } else {
                        // Everything expected is there: anything more is a length error, counted in scratch.
                        code = scratch.withUnsafeMutableBufferPointer { out in
                            stream.next_out = out.baseAddress
                            stream.avail_out = uInt(out.count)
                            let code = inflate(&stream, Z_NO_FLUSH)
                            overflow += out.count - Int(stream.avail_out)
                            return code
                        }
                    }
                    if code == Z_STREAM_END { return code }
                    if code != Z_OK && code != Z_BUF_ERROR { return code }
                    if stream.avail_in == 0 { return Z_OK }
                    if overflow > maximumCountedOverflow { return Z_OK }
                }
            }
            switch result {
            case Z_OK: continue
            case Z_STREAM_END: ended = true
            case Z_NEED_DICT: throw .decompressionFailed(reason: "the stream asks for a preset dictionary, which PNG does not allow")
            default: throw .decompressionFailed(reason: message(result, stream))
            }
            if overflow > maximumCountedOverflow { break }
        }
        if overflow > 0 { throw .dataLengthMismatch(expected: expectedCount, actual: expectedCount + overflow) }
        guard ended else {
            if produced < expectedCount {
                throw .decompressionFailed(
                    reason: "the compressed data ends after \(produced) of \(expectedCount) bytes (truncated IDAT data)"
                )
            }
            throw .decompressionFailed(reason: "the compressed data has no end-of-stream marker (truncated IDAT data)")
        }
        guard produced == expectedCount else { throw .dataLengthMismatch(expected: expectedCount, actual: produced) }
        return output
    }

    /// How many surplus bytes are counted before giving up on an over-long stream.
    private static let maximumCountedOverflow = 1 << 20

    private static func message(_ code: Int32, _ stream: z_stream) -> String {
        if let text = stream.msg { return String(cString: text) + " (zlib code \(code))" }
        switch code {
        case Z_MEM_ERROR: return "out of memory (zlib code \(code))"
        case Z_BUF_ERROR: return "no progress possible (zlib code \(code))"
        case Z_DATA_ERROR: return "invalid or incomplete deflate data (zlib code \(code))"
        case Z_STREAM_ERROR: return "inconsistent stream state (zlib code \(code))"
        case Z_VERSION_ERROR: return "incompatible zlib version (zlib code \(code))"
        default: return "zlib code \(code)"
        }
    }
}
