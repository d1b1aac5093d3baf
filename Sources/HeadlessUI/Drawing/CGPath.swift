import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`: subpaths of lines and curves in a
/// coordinate space, filled, stroked or clipped to by contexts and shape layers.
///
/// Build one with ``CGMutablePath`` or `UIBezierPath`; rectangles, ellipses and rounded rectangles
/// have initializers of their own.
public class CGPath: Equatable {
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle with elliptical corners, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included (`.null`
    /// for an empty path).
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let control, let end): points += [control, end]
            case .curve(let c1, let c2, let end): points += [c1, c2, end]
            case .close: break
            }
        }
        return Self.box(of: points)
    }

    /// The smallest rectangle holding the path's outline (curves measured, control points not).
    public var boundingBoxOfPath: CGRect {
        Self.box(of: PathFlattener.subpaths(of: elements, transform: .identity, tolerance: 0.05).flatMap(\.points))
    }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        PathFlattener.currentPoint(of: elements) ?? .zero
    }

    /// Whether `point` is inside the path under `rule` (curves measured to a twentieth of a point).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let subpaths = PathFlattener.subpaths(of: elements, transform: transform, tolerance: 0.05)
        var winding = 0
        for subpath in subpaths where subpath.points.count >= 2 {
            let points = subpath.points
            for index in 0..<points.count {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let mapping = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(mapping) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
