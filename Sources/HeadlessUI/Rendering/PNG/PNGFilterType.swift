/// The five PNG row filters (filter method 0). Each row of image data starts with one of these as a
/// byte; the filter predicts each byte from its neighbours and stores the difference.
enum PNGFilterType: UInt8, Sendable, CaseIterable, CustomStringConvertible {
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
    var description: String {
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
        let a = Int16(left), b = Int16(above), c = Int16(upperLeft)
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - c - c)
        let nearerOfAboveAndUpperLeft = pb <= pc ? above : upperLeft
        return pa <= pb && pa <= pc ? left : nearerOfAboveAndUpperLeft
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
            output.initialize(from: row, count: count)
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

    /// The "minimum sum of absolute differences" cost of filtering `row` with `type`: each filtered
    /// byte read as a signed value, as the PNG specification's heuristic (and libpng) does. Stops
    /// early, returning a value ≥ `limit`, once the sum reaches `limit`.
    @inline(__always)
    static func cost(
        _ type: PNGFilterType, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        count: Int, distance: Int, limit: Int
    ) -> Int {
        @inline(__always) func magnitude(_ byte: UInt8) -> Int {
            let value = Int(Int8(bitPattern: byte))
            return value < 0 ? -value : value
        }
        // The first pixel has no left neighbour: None, Up and Sub/Average/Paeth with zeros on the left.
        let head = min(distance, count)
        var sum = 0
        for i in 0..<head {
            switch type {
            case .none, .sub: sum &+= magnitude(row[i])
            case .up, .paeth: sum &+= magnitude(row[i] &- previous[i])
            case .average: sum &+= magnitude(row[i] &- (previous[i] >> 1))
            }
        }
        // Then blocks without branches in the inner loops (so they vectorise), checking the limit between blocks.
        var start = head
        while start < count && sum < limit {
            let end = min(count, start + 1024)
            switch type {
            case .none:
                for i in start..<end { sum &+= magnitude(row[i]) }
            case .sub:
                for i in start..<end { sum &+= magnitude(row[i] &- row[i - distance]) }
            case .up:
                for i in start..<end { sum &+= magnitude(row[i] &- previous[i]) }
            case .average:
                for i in start..<end {
                    let mean = (UInt16(row[i - distance]) &+ UInt16(previous[i])) >> 1
                    sum &+= magnitude(row[i] &- UInt8(truncatingIfNeeded: mean))
                }
            case .paeth:
                for i in start..<end {
                    sum &+= magnitude(row[i] &- paethPredictor(row[i - distance], previous[i], previous[i - distance]))
                }
            }
            start = end
        }
        return sum
    }
}
