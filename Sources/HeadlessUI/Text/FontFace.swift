import CFreeType
import Foundation

/// One FreeType face and its caches (glyph index per scalar, advance per glyph, kerning per pair),
/// all in design units so they serve every point size. Only ``FontLibrary`` touches it, under its lock.
final class FontFace {
    let file: FontFile
    let path: String
    let metrics: FaceMetrics
    let hasKerning: Bool
    private let face: FT_Face
    private var glyphIndexByScalar: [UInt32: UInt32] = [:]
    private var advanceByGlyph: [UInt32: Int] = [:]
    private var kerningByPair: [UInt64: Int] = [:]
    /// Glyph indices of the ASCII scalars, looked up without hashing (`nil`: not asked yet).
    private var asciiGlyphIndex = [UInt32?](repeating: nil, count: 128)
    /// Advances of the first glyphs (where Latin text lives), looked up without hashing.
    private var lowGlyphAdvance = [Int?](repeating: nil, count: FontFace.lowGlyphCount)
    private static let lowGlyphCount = 1024

    /// Opens `path` with `library`.
    /// - Throws: ``FontLookupError/freeTypeFailure(call:path:code:)`` when FreeType refuses the file.
    init(file: FontFile, path: String, library: FT_Library) throws {
        var opened: FT_Face?
        let status = FT_New_Face(library, path, 0, &opened)
        guard status == 0, let opened else {
            throw FontLookupError.freeTypeFailure(call: "FT_New_Face", path: path, code: status)
        }
        self.file = file
        self.path = path
        self.face = opened
        let record = opened.pointee
        hasKerning = (record.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
        let capHeight = Self.glyphTop(of: "H", in: opened) ?? CGFloat(record.ascender) * 0.7
        let xHeight = Self.glyphTop(of: "x", in: opened) ?? CGFloat(record.ascender) * 0.5
        metrics = FaceMetrics(
            unitsPerEm: CGFloat(record.units_per_EM),
            ascender: CGFloat(record.ascender),
            descender: CGFloat(record.descender),
            lineHeight: CGFloat(record.height),
            capHeight: capHeight,
            xHeight: xHeight
        )
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The glyph for `scalar`, or 0 (`.notdef`) when the face has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        let isASCII = scalar.value < 0x80
        if isASCII, let cached = asciiGlyphIndex[Int(scalar.value)] { return cached }
        if !isASCII, let cached = glyphIndexByScalar[scalar.value] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        if isASCII { asciiGlyphIndex[Int(scalar.value)] = index } else { glyphIndexByScalar[scalar.value] = index }
        return index
    }

    /// The unhinted horizontal advance of `glyph` in design units.
    func advance(ofGlyph glyph: UInt32) -> Int {
        let isLow = glyph < Self.lowGlyphCount
        if isLow, let cached = lowGlyphAdvance[Int(glyph)] { return cached }
        if !isLow, let cached = advanceByGlyph[glyph] { return cached }
        var advance = 0
        if FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph {
            advance = Int(slot.pointee.metrics.horiAdvance)
        }
        if isLow { lowGlyphAdvance[Int(glyph)] = advance } else { advanceByGlyph[glyph] = advance }
        return advance
    }

    /// The kerning adjustment between `left` and `right` in design units (0 without a kern table).
    func kerning(between left: UInt32, and right: UInt32) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = kerningByPair[key] { return cached }
        var vector = FT_Vector()
        var value = 0
        if FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 {
            value = Int(vector.x)
        }
        kerningByPair[key] = value
        return value
    }

    /// The top of `character`'s outline above the baseline, in design units.
    private static func glyphTop(of character: Unicode.Scalar, in face: FT_Face) -> CGFloat? {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph else { return nil }
        return CGFloat(slot.pointee.metrics.horiBearingY)
    }
}
