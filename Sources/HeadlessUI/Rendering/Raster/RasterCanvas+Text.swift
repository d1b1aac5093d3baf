import Foundation

extension RasterCanvas {
    /// Draws every line of `layout` with the layout's top-left corner at `origin` (user space),
    /// glyphs anti-aliased by FreeType, each line on its baseline, at the positions layout measured.
    func draw(_ layout: TextLayout, at origin: CGPoint, color: UIColor) {
        for line in layout.lines where !line.text.isEmpty {
            drawLine(
                line.text, font: layout.font, x: origin.x + line.origin.x, baseline: origin.y + line.baseline,
                wordSpacing: line.justificationSpacing, color: color
            )
        }
    }

    /// Draws `string` on one line in `font`, starting at `point` on the baseline.
    func drawString(_ string: String, font: UIFont, baselineOrigin point: CGPoint, color: UIColor) {
        drawLine(string, font: font, x: point.x, baseline: point.y, wordSpacing: 0, color: color)
    }

    /// Draws `string` on one line with the top of its line box at `point` (the baseline is the
    /// font's ascender below it), as `NSString.draw(at:withAttributes:)` places text.
    func drawString(_ string: String, font: UIFont, at point: CGPoint, color: UIColor) {
        drawLine(string, font: font, x: point.x, baseline: point.y + font.ascender, wordSpacing: 0, color: color)
    }

    private func drawLine(_ text: String, font: UIFont, x: CGFloat, baseline: CGFloat, wordSpacing: CGFloat, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear, x.isFinite, baseline.isFinite else { return }
        let shaped = font.shape(text)
        let unitScale = font.pointSize / font.metrics.unitsPerEm
        let cache = GlyphBitmapCache.shared
        let transform = state.transform
        let axisAligned = abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9 && transform.a > 0
            && abs(transform.a - transform.d) < 1e-9
        var spacing: CGFloat = 0
        for (index, character) in shaped.characters.enumerated() {
            if character.isWhitespace { spacing += wordSpacing }
            // Kerning between two clusters belongs to the second one: it moves this glyph, not the boundary.
            var penX = x + shaped.positions[index] + shaped.kernBefore[index]
                + (character.isWhitespace ? spacing - wordSpacing : spacing)
            for (glyph, advanceUnits) in cache.glyphs(for: character, file: font.fontFile) {
                if axisAligned {
                    blitGlyph(glyph, font: font, penX: penX, baseline: baseline, color: ink)
                } else {
                    drawTransformedGlyph(glyph, font: font, penX: penX, baseline: baseline, color: color)
                }
                penX += CGFloat(advanceUnits) * unitScale
            }
        }
    }

    /// Copies a glyph's coverage straight onto the pixel grid (no rotation, uniform scale).
    private func blitGlyph(_ glyph: UInt32, font: UIFont, penX: CGFloat, baseline: CGFloat, color: PremultipliedColor) {
        let transform = state.transform
        let pixelX = transform.a * penX + transform.tx
        let pixelBaseline = Int((transform.d * baseline + transform.ty).rounded())
        let phases = CGFloat(GlyphBitmapCache.subpixelPhases)
        let quarters = Int((pixelX * phases).rounded(.toNearestOrEven))
        let column = Int((CGFloat(quarters) / phases).rounded(.down))
        let phase = quarters - column * GlyphBitmapCache.subpixelPhases
        let bitmap = GlyphBitmapCache.shared.bitmap(
            file: font.fontFile, glyph: glyph, pixelSize: font.pointSize * transform.a, phase: phase
        )
        guard bitmap.width > 0 else { return }
        let left = column + bitmap.left, top = pixelBaseline - bitmap.top
        let glyphRect = PixelRect(x0: left, y0: top, x1: left + bitmap.width, y1: top + bitmap.height)
        let area = glyphRect.intersection(state.clip.bounds).intersection(target.rect)
        guard !area.isEmpty else { return }
        let surface = target
        let mask = state.clip.mask
        surface.pixels.withUnsafeMutableBufferPointer { pixels in
            bitmap.coverage.withUnsafeBufferPointer { coverage in
                for y in area.y0..<area.y1 {
                    var index = surface.index(x: area.x0, y: y)
                    var sourceIndex = (y - top) * bitmap.width + (area.x0 - left)
                    for x in area.x0..<area.x1 {
                        var amount = UInt32(coverage[sourceIndex])
                        if amount > 0, let mask { amount = PremultipliedColor.multiply(amount, UInt32(mask.value(x: x, y: y))) }
                        if amount > 0 {
                            pixels[index] = PixelBlend.sourceOver(color, coverage: amount, onto: pixels[index])
                        }
                        index += 1
                        sourceIndex += 1
                    }
                }
            }
        }
    }

    /// Renders the glyph at the transform's scale and maps its bitmap through the transform.
    private func drawTransformedGlyph(_ glyph: UInt32, font: UIFont, penX: CGFloat, baseline: CGFloat, color: UIColor) {
        let pixelsPerPoint = abs(state.transform.determinant).squareRoot()
        guard pixelsPerPoint > 0, pixelsPerPoint.isFinite else { return }
        let bitmap = GlyphBitmapCache.shared.bitmap(
            file: font.fontFile, glyph: glyph, pixelSize: font.pointSize * pixelsPerPoint, phase: 0
        )
        guard bitmap.width > 0 else { return }
        let rect = CGRect(
            x: penX + CGFloat(bitmap.left) / pixelsPerPoint, y: baseline - CGFloat(bitmap.top) / pixelsPerPoint,
            width: CGFloat(bitmap.width) / pixelsPerPoint, height: CGFloat(bitmap.height) / pixelsPerPoint
        )
        drawMask(bitmap.coverage, width: bitmap.width, height: bitmap.height, in: rect, color: color)
    }
}
