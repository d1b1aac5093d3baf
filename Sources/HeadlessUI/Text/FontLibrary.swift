import CFreeType
import Foundation

/// The process-wide FreeType state: one `FT_Library`, one face per font file (opened on first use),
/// and per-face caches of glyph indices, advances and kerning pairs in design units.
///
/// All access goes through one lock, so fonts can be measured from any thread.
///
/// - Note: HeadlessUI only; not in UIKit.
public final class FontLibrary: @unchecked Sendable {
    /// The library every `UIFont` uses.
    public static let shared = FontLibrary()

    /// The advance given to every glyph when no font file could be loaded (in
    /// ``FaceMetrics/fallback`` units, i.e. 0.6 em) so that layout still works.
    static let fallbackAdvanceUnits = 600

    private let lock = NSLock()
    private let searchDirectories: [String]
    private var library: FT_Library?
    private var faces: [FontFile: FontFace] = [:]
    private var failures: [FontFile: FontLookupError] = [:]
    private var shapedCache: [ShapedTextKey: ShapedText] = [:]

    /// How many measured strings are kept; the cache is emptied when it fills up.
    static let shapedCacheLimit = 512
    /// Strings longer than this (in UTF-8 bytes) are measured every time instead of cached.
    static let shapedCacheMaximumLength = 2048

    private struct ShapedTextKey: Hashable {
        var text: String
        var file: FontFile
        var pointSize: CGFloat
    }

    /// Creates a library that looks for font files in `searchDirectories`.
    public init(searchDirectories: [String] = FontLocator.searchDirectories) {
        self.searchDirectories = searchDirectories
    }

    deinit {
        faces.removeAll()
        if let library { FT_Done_FreeType(library) }
    }

    /// Opens `file` (or returns the already open face).
    /// - Throws: ``FontLookupError`` naming the paths tried and the fix.
    public func loadFace(_ file: FontFile) throws {
        lock.lock()
        defer { lock.unlock() }
        _ = try openFace(file)
    }

    /// The vertical metrics of `file` in design units; fallback metrics when it cannot be loaded.
    func metrics(of file: FontFile) -> FaceMetrics {
        withFace(file) { $0?.metrics ?? .fallback }
    }

    /// Measures `text` in `file` at `pointSize` (1 point = 1 design em / unitsPerEm × size).
    func shape(_ text: String, file: FontFile, pointSize: CGFloat) -> ShapedText {
        guard !text.isEmpty else { return .empty }
        let key = ShapedTextKey(text: text, file: file, pointSize: pointSize)
        let cacheable = text.utf8.count <= Self.shapedCacheMaximumLength
        return withFace(file) { face in
            if cacheable, let cached = shapedCache[key] { return cached }
            let shaped = Self.shape(text, face: face, pointSize: pointSize)
            if cacheable {
                if shapedCache.count >= Self.shapedCacheLimit { shapedCache.removeAll(keepingCapacity: true) }
                shapedCache[key] = shaped
            }
            return shaped
        }
    }

    /// Measures every cluster of `text`; call with the lock held.
    private static func shape(_ text: String, face: FontFace?, pointSize: CGFloat) -> ShapedText {
        let characters = Array(text)
        let unitsPerEm = face?.metrics.unitsPerEm ?? FaceMetrics.fallback.unitsPerEm
        let scale = pointSize / unitsPerEm
        var positions = [CGFloat](repeating: 0, count: characters.count + 1)
        var kernBefore = [CGFloat](repeating: 0, count: characters.count)
        var clusters: [ShapedText.Cluster] = []
        clusters.reserveCapacity(characters.count)
        var utf8Offsets = [Int](repeating: 0, count: characters.count + 1)
        var previousGlyph: UInt32 = 0
        var x: CGFloat = 0
        for (offset, character) in characters.enumerated() {
            let cluster = Self.measure(character, face: face)
            clusters.append(cluster)
            if let first = cluster.firstGlyph, let face {
                kernBefore[offset] = CGFloat(face.kerning(between: previousGlyph, and: first)) * scale
            }
            x += kernBefore[offset] + CGFloat(cluster.advanceUnits) * scale
            positions[offset + 1] = x
            utf8Offsets[offset + 1] = utf8Offsets[offset] + character.utf8.count
            previousGlyph = cluster.lastGlyph ?? 0
        }
        return ShapedText(
            characters: characters, positions: positions, kernBefore: kernBefore, clusters: clusters,
            source: text, utf8Offsets: utf8Offsets
        )
    }

    /// The advance of one grapheme cluster (the sum of its glyphs) and its first and last glyphs;
    /// call with the lock held (inside ``withFace(_:_:)``).
    static func measure(_ character: Character, face: FontFace?) -> ShapedText.Cluster {
        if character.isNewline { return ShapedText.Cluster(advanceUnits: 0, firstGlyph: nil, lastGlyph: nil) }
        var advance = 0
        var first: UInt32?
        var last: UInt32?
        for scalar in character.unicodeScalars {
            let lookup: Unicode.Scalar = scalar == "\t" ? " " : scalar
            guard let face else {
                if !Self.isInvisible(scalar) { advance += fallbackAdvanceUnits }
                continue
            }
            let glyph = face.glyphIndex(for: lookup)
            if glyph == 0, Self.isInvisible(scalar) { continue }
            advance += face.advance(ofGlyph: glyph)
            if first == nil { first = glyph }
            last = glyph
        }
        return ShapedText.Cluster(advanceUnits: advance, firstGlyph: first, lastGlyph: last)
    }

    /// Scalars that draw nothing when the font has no glyph for them (joiners, variation selectors,
    /// control characters).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Runs `body` with the lock held and the face of `file` (`nil` when it cannot be loaded; the
    /// failure is reported once).
    func withFace<Result>(_ file: FontFile, _ body: (FontFace?) -> Result) -> Result {
        lock.lock()
        let face: FontFace?
        var newFailure: FontLookupError?
        do {
            face = try openFace(file)
        } catch {
            face = nil
            if failures[file] == nil {
                let failure = error as? FontLookupError
                    ?? .freeTypeFailure(call: "open", path: file.fileName, code: -1)
                failures[file] = failure
                newFailure = failure
            }
        }
        let result = body(face)
        lock.unlock()
        if let newFailure { TextIssueReporter.report(.other(newFailure.description)) }
        return result
    }

    /// Must be called with the lock held.
    private func openFace(_ file: FontFile) throws -> FontFace {
        if let face = faces[file] { return face }
        if let failure = failures[file] { throw failure }
        if library == nil {
            var created: FT_Library?
            let status = FT_Init_FreeType(&created)
            guard status == 0, let created else {
                throw FontLookupError.freeTypeFailure(call: "FT_Init_FreeType", path: file.fileName, code: status)
            }
            library = created
        }
        let path = try FontLocator.path(forFileNamed: file.fileName, in: searchDirectories)
        let face = try FontFace(file: file, path: path, library: library!)
        faces[file] = face
        return face
    }
}
