import Foundation

/// Turns polylines into the polygons of their stroke: a quadrilateral per segment, a join polygon per
/// corner and caps at open ends, all wound the same way so filling them with the non-zero rule
/// paints their union.
struct StrokeOutliner {
    var width: CGFloat
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    /// Dash lengths and phase, in the same units as the points (empty: solid).
    var dashes: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// The stroke polygons of `subpaths`.
    func outline(_ subpaths: [PathFlattener.Subpath]) -> [[CGPoint]] {
        guard width > 0, width.isFinite else { return [] }
        var polygons: [[CGPoint]] = []
        for subpath in dashed(subpaths) {
            var points: [CGPoint] = []
            for point in subpath.points where points.last.map({ Self.distance($0, point) > 1e-6 }) ?? true { points.append(point) }
            let closed = subpath.closed && points.count > 2
            if closed, let first = points.first, let last = points.last, Self.distance(first, last) <= 1e-6 { points.removeLast() }
            if points.count == 1 {
                polygons += capPolygons(at: points[0], direction: CGPoint(x: 1, y: 0), start: true)
                polygons += capPolygons(at: points[0], direction: CGPoint(x: 1, y: 0), start: false)
                continue
            }
            let count = points.count
            let segmentCount = closed ? count : count - 1
            for index in 0..<segmentCount {
                polygons.append(segment(points[index], points[(index + 1) % count]))
            }
            let corners = closed ? Array(0..<count) : Array(1..<Swift.max(1, count - 1))
            for index in corners {
                let previous = points[(index - 1 + count) % count], vertex = points[index], next = points[(index + 1) % count]
                polygons += joinPolygons(previous, vertex, next)
            }
            if !closed {
                polygons += capPolygons(at: points[0], direction: Self.unit(points[0], points[1]), start: true)
                polygons += capPolygons(at: points[count - 1], direction: Self.unit(points[count - 2], points[count - 1]), start: false)
            }
        }
        return polygons.filter { $0.count >= 3 }.map(Self.oriented)
    }

    // MARK: Pieces

    private func segment(_ a: CGPoint, _ b: CGPoint) -> [CGPoint] {
        let n = Self.normal(Self.unit(a, b), width / 2)
        return [CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)]
    }

    private func joinPolygons(_ previous: CGPoint, _ vertex: CGPoint, _ next: CGPoint) -> [[CGPoint]] {
        let d0 = Self.unit(previous, vertex), d1 = Self.unit(vertex, next)
        let cross = d0.x * d1.y - d0.y * d1.x
        if abs(cross) < 1e-9, d0.x * d1.x + d0.y * d1.y > 0 { return [] }
        if join == .round { return [circle(at: vertex)] }
        // The outer side is opposite the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = Self.normal(d0, side * width / 2), n1 = Self.normal(d1, side * width / 2)
        let p0 = CGPoint(x: vertex.x + n0.x, y: vertex.y + n0.y), p1 = CGPoint(x: vertex.x + n1.x, y: vertex.y + n1.y)
        if join == .miter {
            let cosine = Swift.max(-1, Swift.min(1, -(d0.x * d1.x + d0.y * d1.y)))
            let halfAngle = acos(cosine) / 2
            let ratio = halfAngle > 1e-6 ? 1 / sin(halfAngle) : .infinity
            if ratio <= miterLimit {
                let bisector = Self.unit(CGPoint(x: 0, y: 0), CGPoint(x: n0.x + n1.x, y: n0.y + n1.y))
                let length = width / 2 * ratio
                let tip = CGPoint(x: vertex.x + bisector.x * length, y: vertex.y + bisector.y * length)
                return [[vertex, p0, tip, p1]]
            }
        }
        return [[vertex, p0, p1]]
    }

    private func capPolygons(at point: CGPoint, direction: CGPoint, start: Bool) -> [[CGPoint]] {
        switch cap {
        case .butt: return []
        case .round: return [circle(at: point)]
        case .square:
            let d = start ? CGPoint(x: -direction.x, y: -direction.y) : direction
            let n = Self.normal(direction, width / 2)
            let out = CGPoint(x: point.x + d.x * width / 2, y: point.y + d.y * width / 2)
            return [[CGPoint(x: point.x + n.x, y: point.y + n.y), CGPoint(x: out.x + n.x, y: out.y + n.y),
                     CGPoint(x: out.x - n.x, y: out.y - n.y), CGPoint(x: point.x - n.x, y: point.y - n.y)]]
        }
    }

    private func circle(at center: CGPoint) -> [CGPoint] {
        let radius = width / 2
        let segments = Swift.max(8, Swift.min(128, Int((radius * 6).squareRoot() * 3)))
        return (0..<segments).map { index in
            let angle = CGFloat(index) / CGFloat(segments) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    // MARK: Dashes

    private func dashed(_ subpaths: [PathFlattener.Subpath]) -> [PathFlattener.Subpath] {
        let pattern = dashes.map { Swift.max(0, $0.isFinite ? $0 : 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return subpaths }
        var result: [PathFlattener.Subpath] = []
        for subpath in subpaths {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            var index = 0
            var remaining = pattern[0]
            var on = true
            var phase = dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            while phase > 0 {
                if phase >= remaining {
                    phase -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    on.toggle()
                } else {
                    remaining -= phase
                    phase = 0
                }
            }
            var dash: [CGPoint] = on ? [points[0]] : []
            for segmentIndex in 0..<(points.count - 1) {
                var a = points[segmentIndex]
                let b = points[segmentIndex + 1]
                var length = Self.distance(a, b)
                while length > remaining {
                    let t = remaining / length
                    let split = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        dash.append(split)
                        result.append(PathFlattener.Subpath(points: dash, closed: false))
                        dash = []
                    } else {
                        dash = [split]
                    }
                    on.toggle()
                    length -= remaining
                    a = split
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length
                if on { dash.append(b) }
            }
            if on, dash.count > 1 { result.append(PathFlattener.Subpath(points: dash, closed: false)) }
        }
        return result
    }

    // MARK: Geometry

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = distance(a, b)
        guard length > 0 else { return CGPoint(x: 1, y: 0) }
        return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    static func normal(_ direction: CGPoint, _ length: CGFloat) -> CGPoint {
        CGPoint(x: -direction.y * length, y: direction.x * length)
    }

    /// `polygon` wound so its signed area is positive.
    static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for index in 0..<polygon.count {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// The part of `subpaths` between fractions `start` and `end` of their total length (as
    /// `strokeStart` and `strokeEnd` trim a shape layer's path).
    static func trimmed(_ subpaths: [PathFlattener.Subpath], start: CGFloat, end: CGFloat) -> [PathFlattener.Subpath] {
        let lower = Swift.max(0, Swift.min(1, start)), upper = Swift.max(0, Swift.min(1, end))
        if lower <= 0, upper >= 1 { return subpaths }
        guard upper > lower else { return [] }
        let polylines = subpaths.map { subpath -> [CGPoint] in
            subpath.closed && subpath.points.count > 1 ? subpath.points + [subpath.points[0]] : subpath.points
        }
        let total = polylines.reduce(CGFloat(0)) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        }
        guard total > 0 else { return [] }
        let from = lower * total, to = upper * total
        var result: [PathFlattener.Subpath] = []
        var travelled: CGFloat = 0
        for points in polylines {
            var piece: [CGPoint] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > from, segmentStart < to else { continue }
                func point(at distanceAlong: CGFloat) -> CGPoint {
                    let t = (distanceAlong - segmentStart) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece.isEmpty { piece.append(segmentStart >= from ? a : point(at: from)) }
                piece.append(segmentEnd <= to ? b : point(at: to))
            }
            if piece.count > 1 { result.append(PathFlattener.Subpath(points: piece, closed: false)) }
        }
        return result
    }
}
