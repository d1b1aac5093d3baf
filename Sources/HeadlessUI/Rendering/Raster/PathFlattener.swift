import Foundation

/// Turns path elements into polylines: curves are split into straight segments short enough that
/// they stay within `tolerance` (in the transformed space) of the curve.
enum PathFlattener {
    /// One subpath as points, and whether it was closed.
    struct Subpath {
        var points: [CGPoint]
        var closed: Bool
    }

    /// The subpaths of `elements` mapped by `transform`, curves flattened.
    static func subpaths(of elements: [PathElement], transform: CGAffineTransform, tolerance: CGFloat = 0.2) -> [Subpath] {
        var result: [Subpath] = []
        var current: [CGPoint] = []
        // Where the pen is after a close: the start of the closed subpath.
        var penAfterClose: CGPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Subpath(points: current, closed: closed)) }
            current = []
        }
        func begin() -> CGPoint? {
            if current.isEmpty, let pen = penAfterClose { current = [pen] }
            penAfterClose = nil
            return current.last
        }
        for element in elements {
            switch element.applying(transform) {
            case .move(let point):
                finish(closed: false)
                penAfterClose = nil
                current = [point]
            case .line(let point):
                _ = begin()
                current.append(point)
            case .quadCurve(let control, let end):
                guard let start = begin() else { current = [end]; continue }
                let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                current += cubic(start, c1, c2, end, tolerance: tolerance)
            case .curve(let c1, let c2, let end):
                guard let start = begin() else { current = [end]; continue }
                current += cubic(start, c1, c2, end, tolerance: tolerance)
            case .close:
                let start = current.first
                finish(closed: true)
                penAfterClose = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The points after `start` along a cubic curve.
    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> [CGPoint] {
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let length = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
        guard length.isFinite else { return [p3] }
        // Chord error of a segment shrinks with the square of its length.
        let segments = Swift.max(1, Swift.min(512, Int((length / (8 * Swift.max(tolerance, 0.01))).squareRoot().rounded(.up)) * 2))
        return (1...segments).map { index in
            let t = CGFloat(index) / CGFloat(segments), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The pen position after `elements` (nil for an empty path).
    static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point): return point
        case .quadCurve(_, let end), .curve(_, _, let end): return end
        case .close: return subpathStart(of: elements)
        }
    }

    /// The start of the last subpath.
    static func subpathStart(of elements: [PathElement]) -> CGPoint? {
        for element in elements.reversed() {
            if case .move(let point) = element { return point }
        }
        if case .line(let point) = elements.first { return point }
        return nil
    }
}
