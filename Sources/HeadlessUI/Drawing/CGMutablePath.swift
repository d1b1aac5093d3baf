import Foundation

/// A path being built, as Core Graphics' `CGMutablePath`. Each call takes an optional transform
/// applied to its points before they are added.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 40, y: 0))
/// path.addArc(center: CGPoint(x: 40, y: 20), radius: 20, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
/// path.closeSubpath()
/// ```
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point` (a move when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.line(point.applying(transform)))
    }

    /// Adds a subpath of straight lines through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.curve(control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.quadCurve(control: control.applying(transform), end: end.applying(transform)))
    }

    /// Adds a closed rectangle subpath (clockwise on screen, starting at the minimum corner).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangle subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` (four cubic curves).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(translationX: r.midX, y: r.midY).scaledBy(x: r.width / 2, y: r.height / 2)
        let unit = scale.concatenating(transform)
        elements.append(.move(CGPoint(x: 1, y: 0).applying(unit)))
        appendArcCurves(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, transform: unit)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle whose corners are quarter ellipses `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerWidth, r.width / 2)), ry = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let unit = CGAffineTransform(translationX: cx, y: cy).scaledBy(x: rx, y: ry).concatenating(transform)
            appendArcCurves(center: .zero, radius: 1, start: start, sweep: .pi / 2, transform: unit)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// Adds an arc of a circle, as Core Graphics: with `clockwise` false the angle increases from
    /// `startAngle` to `endAngle` (which looks clockwise on screen, where y points down). A line
    /// joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)).applying(transform)
        if PathFlattener.currentPoint(of: elements) == nil || elements.last == .close {
            elements.append(.move(start))
        } else {
            elements.append(.line(start))
        }
        appendArcCurves(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive deltas increase the angle).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform
        )
    }

    /// Adds every subpath of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    // MARK: Internal

    private func appendDrawing(_ element: PathElement) {
        if elements.isEmpty, case .line(let point) = element {
            elements.append(.move(point))
            return
        }
        if elements.last == .close, let start = PathFlattener.subpathStart(of: elements) {
            elements.append(.move(start))
        }
        elements.append(element)
    }

    /// The signed sweep from `start` to `end`, in (−2π, 2π], going the requested way.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        var delta = end - start
        if increasing {
            if delta >= full { return full }
            delta = delta.truncatingRemainder(dividingBy: full)
            return delta < 0 ? delta + full : delta
        }
        if delta <= -full { return -full }
        delta = delta.truncatingRemainder(dividingBy: full)
        return delta > 0 ? delta - full : delta
    }

    /// Appends cubic curves for the arc (at most a quarter turn each).
    func appendArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle))
            let c2 = CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))
            elements.append(.curve(control1: c1.applying(transform), control2: c2.applying(transform), end: p3.applying(transform)))
            angle = next
        }
    }
}
