import CFreeType
import Foundation

/// One glyph rendered by FreeType: 8-bit anti-aliased coverage, placed relative to the pen position
/// on the baseline (``left`` pixels right of the pen, ``top`` pixels above the baseline).
struct GlyphBitmap: Sendable {
    let width: Int
    let height: Int
    let left: Int
    let top: Int
    let coverage: [UInt8]

    static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

/// Renders glyph bitmaps for drawing text, with its own FreeType library and faces (so glyph
/// rendering never changes the state of the faces ``FontLibrary`` measures with) and a cache keyed
/// by face, glyph, pixel size and a quarter-pixel horizontal phase.
///
/// Glyphs are loaded with light (vertical-only) hinting and rendered in FreeType's normal
/// anti-aliased mode at `pointSize × scale` pixels per em; positions come from layout, which uses
/// unhinted design-unit advances, so drawn text lines up with measured text.
final class GlyphBitmapCache: @unchecked Sendable {
    /// The cache text drawing uses.
    static let shared = GlyphBitmapCache()

    /// Horizontal positions are rounded to 1/`subpixelPhases` of a pixel.
    static let subpixelPhases = 4
    /// Bitmaps kept before the cache is emptied.
    static let cacheLimit = 4096

    private struct Key: Hashable {
        var file: FontFile
        var glyph: UInt32
        var pixelSize64: Int
        var phase: Int
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [FontFile: FT_Face] = [:]
    private var failedFiles: Set<FontFile> = []
    private var bitmaps: [Key: GlyphBitmap] = [:]
    private var glyphIndices: [FontFile: [UInt32: UInt32]] = [:]
    private var advances: [FontFile: [UInt32: Int]] = [:]
    private var currentSize: [FontFile: Int] = [:]

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyphs that draw `character` in `file` with each glyph's advance in design units
    /// (tabs, newlines and invisible scalars draw nothing). Empty when the font cannot be loaded.
    func glyphs(for character: Character, file: FontFile) -> [(glyph: UInt32, advanceUnits: Int)] {
        if character.isNewline || character == "\t" || character == " " { return [] }
        return lock.withLock {
            guard let face = openFace(file) else { return [] }
            var result: [(UInt32, Int)] = []
            for scalar in character.unicodeScalars {
                let invisible = scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
                let glyph = glyphIndex(scalar, file: file, face: face)
                if glyph == 0, invisible { continue }
                result.append((glyph, advance(glyph, file: file, face: face)))
            }
            return result
        }
    }

    /// The coverage bitmap of `glyph` at `pixelSize` pixels per em, shifted right by
    /// `phase / subpixelPhases` of a pixel.
    func bitmap(file: FontFile, glyph: UInt32, pixelSize: CGFloat, phase: Int) -> GlyphBitmap {
        guard pixelSize.isFinite, pixelSize > 0 else { return .empty }
        let key = Key(file: file, glyph: glyph, pixelSize64: Int((pixelSize * 64).rounded()), phase: phase)
        return lock.withLock {
            if let cached = bitmaps[key] { return cached }
            guard let face = openFace(file) else { return .empty }
            let rendered = render(face: face, key: key)
            if bitmaps.count >= Self.cacheLimit { bitmaps.removeAll(keepingCapacity: true) }
            bitmaps[key] = rendered
            return rendered
        }
    }

    // MARK: FreeType (lock held)

    private func openFace(_ file: FontFile) -> FT_Face? {
        if let face = faces[file] { return face }
        if failedFiles.contains(file) { return nil }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0, let created else { failedFiles.insert(file); return nil }
            library = created
        }
        var opened: FT_Face?
        guard let path = try? FontLocator.path(forFileNamed: file.fileName),
              FT_New_Face(library, path, 0, &opened) == 0, let opened else {
            // FontLibrary reports missing fonts when layout measures; drawing just draws nothing.
            failedFiles.insert(file)
            return nil
        }
        faces[file] = opened
        return opened
    }

    private func glyphIndex(_ scalar: Unicode.Scalar, file: FontFile, face: FT_Face) -> UInt32 {
        if let cached = glyphIndices[file]?[scalar.value] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[file, default: [:]][scalar.value] = index
        return index
    }

    private func advance(_ glyph: UInt32, file: FontFile, face: FT_Face) -> Int {
        if let cached = advances[file]?[glyph] { return cached }
        var value = 0
        if FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph {
            value = Int(slot.pointee.metrics.horiAdvance)
        }
        currentSize[file] = nil
        advances[file, default: [:]][glyph] = value
        return value
    }

    /// FreeType's `FT_LOAD_TARGET_LIGHT` (a function-like macro Swift does not import).
    private static let loadTargetLight = FT_Int32((Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16)

    private func render(face: FT_Face, key: Key) -> GlyphBitmap {
        if currentSize[key.file] != key.pixelSize64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.pixelSize64), 72, 72) == 0 else { return .empty }
            currentSize[key.file] = key.pixelSize64
        }
        var delta = FT_Vector(x: FT_Pos(key.phase * 64 / Self.subpixelPhases), y: 0)
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, FT_UInt(key.glyph), Self.loadTargetLight) == 0,
              let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage
        )
    }
}
