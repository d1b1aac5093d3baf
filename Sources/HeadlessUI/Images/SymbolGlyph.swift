import Foundation

/// A glyph-like shape in a unit square (0...1 on both axes, y pointing down), made of a few
/// primitives and tested at pixel centres: how HeadlessUI draws its system-symbol placeholders.
/// Pure and deterministic, so the same name always gives the same pixels.
struct SymbolGlyph: Sendable {
    /// Whether the point (unit coordinates) is inside the shape.
    let contains: @Sendable (CGPoint) -> Bool

    /// Stroke width of outlined glyphs, in unit coordinates (about 1.5 pt at 17 pt).
    static let strokeWidth: CGFloat = 0.09

    // MARK: Primitives

    /// A filled circle.
    static func disc(_ center: CGPoint, _ radius: CGFloat) -> SymbolGlyph {
        SymbolGlyph { hypot($0.x - center.x, $0.y - center.y) <= radius }
    }

    /// A circle outline of the stroke width, centred on `radius`.
    static func ring(_ center: CGPoint, _ radius: CGFloat, width: CGFloat = strokeWidth) -> SymbolGlyph {
        SymbolGlyph { abs(hypot($0.x - center.x, $0.y - center.y) - radius) <= width / 2 }
    }

    /// A straight stroke with round caps through `points`.
    static func stroke(_ points: [CGPoint], width: CGFloat = strokeWidth) -> SymbolGlyph {
        let pairs = Array(zip(points, points.dropFirst()))
        return SymbolGlyph { point in
            pairs.contains { distance(from: point, toSegment: $0.0, $0.1) <= width / 2 }
        }
    }

    /// A filled polygon (even-odd rule).
    static func polygon(_ points: [CGPoint]) -> SymbolGlyph {
        SymbolGlyph { point in
            var inside = false
            var previous = points[points.count - 1]
            for current in points {
                if (current.y > point.y) != (previous.y > point.y) {
                    let crossX = (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y) + current.x
                    if point.x < crossX { inside.toggle() }
                }
                previous = current
            }
            return inside
        }
    }

    /// A filled rectangle with rounded corners.
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> SymbolGlyph {
        SymbolGlyph { point in
            guard rect.contains(point) else { return false }
            let nearestX = Swift.min(Swift.max(point.x, rect.minX + radius), rect.maxX - radius)
            let nearestY = Swift.min(Swift.max(point.y, rect.minY + radius), rect.maxY - radius)
            return hypot(point.x - nearestX, point.y - nearestY) <= radius
        }
    }

    // MARK: Combinators

    /// Points in any of `glyphs`.
    static func union(_ glyphs: [SymbolGlyph]) -> SymbolGlyph {
        SymbolGlyph { point in glyphs.contains { $0.contains(point) } }
    }

    /// Points in this glyph but not in `other`.
    func subtracting(_ other: SymbolGlyph) -> SymbolGlyph {
        SymbolGlyph { [contains] point in contains(point) && !other.contains(point) }
    }

    /// Points in this glyph and in `other`.
    func intersecting(_ other: SymbolGlyph) -> SymbolGlyph {
        SymbolGlyph { [contains] point in contains(point) && other.contains(point) }
    }

    /// The glyph's rim: points inside it whose image, pushed out from `center` by `1 / inner`,
    /// is still inside (so a filled shape becomes its outline).
    func outlined(center: CGPoint = CGPoint(x: 0.5, y: 0.5), inner: CGFloat = 0.72) -> SymbolGlyph {
        SymbolGlyph { [contains] point in
            let scaled = CGPoint(x: center.x + (point.x - center.x) / inner, y: center.y + (point.y - center.y) / inner)
            return contains(point) && !contains(scaled)
        }
    }

    /// The glyph mirrored or rotated by a quarter turn `turns` times clockwise about the centre.
    func rotated(quarterTurns turns: Int) -> SymbolGlyph {
        SymbolGlyph { [contains] point in
            var current = point
            for _ in 0..<((turns % 4 + 4) % 4) { current = CGPoint(x: current.y, y: 1 - current.x) }
            return contains(current)
        }
    }

    private static func distance(from point: CGPoint, toSegment start: CGPoint, _ end: CGPoint) -> CGFloat {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return hypot(point.x - start.x, point.y - start.y) }
        let t = Swift.min(1, Swift.max(0, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared))
        return hypot(point.x - (start.x + t * dx), point.y - (start.y + t * dy))
    }

    // MARK: Rasterizing

    /// Straight RGBA8 bytes of a `width × height` pixel bitmap: opaque black where the glyph
    /// covers a pixel centre, transparent elsewhere.
    func rasterize(pixelWidth width: Int, pixelHeight height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let point = CGPoint(x: (CGFloat(column) + 0.5) / CGFloat(width), y: (CGFloat(row) + 0.5) / CGFloat(height))
                if contains(point) { bytes[(row * width + column) * 4 + 3] = 255 }
            }
        }
        return bytes
    }
}
