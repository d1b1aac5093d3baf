import Foundation

/// Design-unit metrics of DejaVu Sans Book, read from the font file (units per em 2048), so tests can
/// compute expected widths independently of the code under test.
enum DejaVuSans {
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = -483
    static let lineHeight: CGFloat = 2384
    static let capHeight: CGFloat = 1493
    static let xHeight: CGFloat = 1120
    static let advanceOfLowercaseI: CGFloat = 569
    static let advanceOfCapitalW: CGFloat = 2025
    static let advanceOfCapitalA: CGFloat = 1401
    static let advanceOfCapitalH: CGFloat = 1540
    static let advanceOfSpace: CGFloat = 651
    static let advanceOfDigit: CGFloat = 1303
    static let kerningOfAV: CGFloat = -131

    /// `units` of DejaVu Sans at `size` points.
    static func points(_ units: CGFloat, size: CGFloat) -> CGFloat {
        units * size / unitsPerEm
    }
}
