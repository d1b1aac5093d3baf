/// Turns unfiltered PNG rows of any colour type and bit depth into straight RGBA8.
struct PNGPixelConverter {
    private let header: PNGHeader
    /// For palette images: 256 RGBA entries (entries past the palette are marked invalid).
    private let paletteRGBA: [UInt8]
    private let paletteCount: Int
    /// The `tRNS` colour key (grey: 1 sample, RGB: 3 samples) at the file's bit depth, if any.
    private let colorKey: [UInt16]?

    init(header: PNGHeader, palette: ArraySlice<UInt8>?, transparency: ArraySlice<UInt8>?) throws(PNGError) {
        self.header = header
        var table = [UInt8](repeating: 0, count: 256 * 4)
        var count = 0
        var key: [UInt16]?
        switch header.colorType {
        case .palette:
            guard let palette else { throw .missingChunk("PLTE") }
            guard !palette.isEmpty, palette.count % 3 == 0, palette.count / 3 <= 256 else {
                throw .invalidPalette(
                    reason: "it holds \(palette.count) bytes; a palette is 1 to 256 entries of 3 bytes (red, green, blue)"
                )
            }
            count = palette.count / 3
            let alphas = transparency ?? []
            guard alphas.count <= count else {
                throw .invalidTransparency(reason: "it gives \(alphas.count) alpha values for a palette of \(count) entries")
            }
            for entry in 0..<count {
                let source = palette.startIndex + entry * 3
                table[entry * 4] = palette[source]
                table[entry * 4 + 1] = palette[source + 1]
                table[entry * 4 + 2] = palette[source + 2]
                table[entry * 4 + 3] = entry < alphas.count ? alphas[alphas.startIndex + entry] : 255
            }
        case .grayscale, .rgb:
            if let transparency {
                let samples = header.colorType.channelCount
                guard transparency.count == samples * 2 else {
                    throw .invalidTransparency(
                        reason: "it holds \(transparency.count) bytes; a colour key for \(header.colorType) images is \(samples * 2) bytes"
                    )
                }
                var reader = PNGByteReader(transparency)
                key = (0..<samples).map { _ in reader.uint16() }
            }
        case .grayscaleAlpha, .rgba:
            break  // tRNS is meaningless with an alpha channel; like libpng, ignore it.
        }
        self.paletteRGBA = table
        self.paletteCount = count
        self.colorKey = key
    }

    /// Converts `data` (rows of a filter byte then samples, already unfiltered) into RGBA8.
    func convert(_ data: [UInt8]) throws(PNGError) -> [UInt8] {
        let width = header.width, stride = header.rowByteCount + 1
        var output = [UInt8](repeating: 0, count: width * header.height * 4)
        var badIndex: Int?
        data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                for y in 0..<header.height where badIndex == nil {
                    let row = input.baseAddress! + y * stride + 1
                    let target = out.baseAddress! + y * width * 4
                    badIndex = convertRow(row, into: target)
                }
            }
        }
        if let badIndex { throw .paletteIndexOutOfRange(index: badIndex, paletteCount: paletteCount) }
        return output
    }

    /// Converts one row; returns a palette index that is out of range, if one occurs.
    private func convertRow(_ row: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) -> Int? {
        let width = header.width, depth = header.bitDepth
        let bytesPerSample = depth == 16 ? 2 : 1
        /// The sample `channel` of pixel `x` at the file's depth (full 16 bits for 16-bit files).
        func sample(_ x: Int, _ channel: Int) -> Int {
            if depth >= 8 {
                let index = (x * header.colorType.channelCount + channel) * bytesPerSample
                return depth == 8 ? Int(row[index]) : Int(row[index]) << 8 | Int(row[index + 1])
            }
            let bit = x * depth
            return Int(row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
        }
        /// A sample reduced to 8 bits: the high byte of 16-bit samples, low depths scaled to 0...255.
        func byte(_ value: Int) -> UInt8 {
            switch depth {
            case 16: return UInt8(value >> 8)
            case 8: return UInt8(value)
            default: return UInt8(value * 255 / ((1 << depth) - 1))
            }
        }
        switch header.colorType {
        case .rgba where depth == 8:
            target.update(from: row, count: width * 4)
        case .rgba:
            for x in 0..<width {
                for channel in 0..<4 { target[x * 4 + channel] = byte(sample(x, channel)) }
            }
        case .rgb:
            for x in 0..<width {
                let red = sample(x, 0), green = sample(x, 1), blue = sample(x, 2)
                target[x * 4] = byte(red); target[x * 4 + 1] = byte(green); target[x * 4 + 2] = byte(blue)
                let keyed = colorKey.map { Int($0[0]) == red && Int($0[1]) == green && Int($0[2]) == blue } ?? false
                target[x * 4 + 3] = keyed ? 0 : 255
            }
        case .grayscale:
            for x in 0..<width {
                let grey = sample(x, 0), value = byte(grey)
                target[x * 4] = value; target[x * 4 + 1] = value; target[x * 4 + 2] = value
                let keyed = colorKey.map { Int($0[0]) == grey } ?? false
                target[x * 4 + 3] = keyed ? 0 : 255
            }
        case .grayscaleAlpha:
            for x in 0..<width {
                let value = byte(sample(x, 0))
                target[x * 4] = value; target[x * 4 + 1] = value; target[x * 4 + 2] = value
                target[x * 4 + 3] = byte(sample(x, 1))
            }
        case .palette:
            for x in 0..<width {
                let index = sample(x, 0)
                guard index < paletteCount else { return index }
                for channel in 0..<4 { target[x * 4 + channel] = paletteRGBA[index * 4 + channel] }
            }
        }
        return nil
    }
}
