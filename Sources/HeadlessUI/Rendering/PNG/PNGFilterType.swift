/// The five PNG row filters (filter method 0). Each row of image data starts with one of these as a
/// byte; the filter predicts each byte from its neighbours and stores the difference.
public enum PNGFilterType: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// The bytes as they are.
    case none = 0
    /// Difference from the byte one pixel to the left.
    case sub = 1
    /// Difference from the byte above.
    case up = 2
    /// Difference from the mean of left and above.
    case average = 3
    /// Difference from whichever of left, above and upper-left is closest to left + above − upper-left.
    case paeth = 4

    /// `None`, `Sub`, `Up`, `Average` or `Paeth`, as the PNG specification names them.
    public var description: String {
        switch self {
        case .none: return "None"
        case .sub: return "Sub"
        case .up: return "Up"
        case .average: return "Average"
        case .paeth: return "Paeth"
        }
    }
}

/// The filter arithmetic shared by the encoder and the decoder. Rows are `count` bytes; `previous` is
/// the unfiltered row above (all zeros for the first row); `distance` is bytes per pixel (at least 1).
enum PNGFilter {
    /// The Paeth predictor: of `left`, `above` and `upperLeft`, the one nearest `left + above − upperLeft`.
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(above), c = Int(upperLeft)
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }

    /// Reverses `type` on `row` in place.
    static func unfilter(
        _ type: PNGFilterType, row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int
    ) {
        switch type {
        case .none:
            break
        case .sub:
            for i in distance..<max(distance, count) { row[i] &+= row[i - distance] }
        case .up:
            for i in 0..<count { row[i] &+= previous[i] }
        case .average:
            for i in 0..<count {
                let left = i >= distance ? Int(row[i - distance]) : 0
                row[i] &+= UInt8((left + Int(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let left = i >= distance ? row[i - distance] : 0
                let upperLeft = i >= distance ? previous[i - distance] : 0
                row[i] &+= paethPredictor(left, previous[i], upperLeft)
            }
        }
    }

    /// Writes `row` filtered with `type` into `output` (`count` bytes).
    static func filter(
        _ type: PNGFilterType, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        count: Int, distance: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        switch type {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            for i in 0..<count { output[i] = row[i] &- (i >= distance ? row[i - distance] : 0) }
        case .up:
            for i in 0..<count { output[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<count {
                let left = i >= distance ? Int(row[i - distance]) : 0
                output[i] = row[i] &- UInt8((left + Int(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let left = i >= distance ? row[i - distance] : 0
                let upperLeft = i >= distance ? previous[i - distance] : 0
                output[i] = row[i] &- paethPredictor(left, previous[i], upperLeft)
            }
        }
    }

    /// The "minimum sum of absolute differences" cost of `count` filtered bytes: each byte read as a
    /// signed value, as the PNG specification's heuristic (and libpng) does.
    @inline(__always)
    static func cost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let value = Int(Int8(bitPattern: bytes[i]))
            sum &+= value < 0 ? -value : value
        }
        return sum
    }
}
