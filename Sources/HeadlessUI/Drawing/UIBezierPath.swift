import Foundation

/// A path with its stroke style, as UIKit's `UIBezierPath`: build it, then `fill()` or `stroke()`
/// it in the current context, hand its `cgPath` to a shape layer, or hit-test it with `contains(_:)`.
///
/// ```swift
/// let badge = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
/// UIColor.systemRed.setFill()
/// badge.fill()
/// ```
open class UIBezierPath {
    let storage = CGMutablePath()

    /// The width of stroked lines (1 by default).
    open var lineWidth: CGFloat = 1
    /// The shape of open ends.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule.
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A closed rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A closed rectangle with the `corners` rounded by elliptical `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerRadii.width, r.width / 2)), ry = Swift.max(0, Swift.min(cornerRadii.height, r.height / 2))
        func corner(_ which: UIRectCorner, _ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat, sharp: CGPoint) {
            if corners.contains(which), rx > 0, ry > 0 {
                let unit = CGAffineTransform(translationX: cx, y: cy).scaledBy(x: rx, y: ry)
                storage.elements.append(.line(CGPoint(x: cos(start), y: sin(start)).applying(unit)))
                storage.appendArcCurves(center: .zero, radius: 1, start: start, sweep: .pi / 2, transform: unit)
            } else {
                storage.elements.append(.line(sharp))
            }
        }
        storage.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY))
        corner(.topRight, r.maxX - rx, r.minY + ry, -.pi / 2, sharp: CGPoint(x: r.maxX, y: r.minY))
        corner(.bottomRight, r.maxX - rx, r.maxY - ry, 0, sharp: CGPoint(x: r.maxX, y: r.maxY))
        corner(.bottomLeft, r.minX + rx, r.maxY - ry, .pi / 2, sharp: CGPoint(x: r.minX, y: r.maxY))
        corner(.topLeft, r.minX + rx, r.minY + ry, .pi, sharp: CGPoint(x: r.minX, y: r.minY))
        storage.closeSubpath()
    }

    /// An open arc of a circle; `clockwise` is as seen on screen (y down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the subpaths of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage.elements = cgPath.elements
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc; `clockwise` is as seen on screen (y down). A line joins the current point to its start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // On screen (y down), clockwise means increasing angles, which Core Graphics calls counterclockwise.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { storage.closeSubpath() }
    /// Removes every point.
    open func removeAllPoints() { storage.elements.removeAll() }
    /// Adds the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage.elements = storage.elements.map { $0.applying(transform) }
    }

    /// Sets the dash pattern used by `stroke()` (`count` lengths read from `pattern`; nil or 0: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashes = []
            return
        }
        dashes = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    // MARK: Reading

    /// The path as a Core Graphics path (a copy; setting it replaces the subpaths).
    open var cgPath: CGPath {
        get { CGPath(elements: storage.elements) }
        set { storage.elements = newValue.elements }
    }

    /// The end point of the last element.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// The bounding box of the path, control points included, as UIKit's `bounds`.
    open var bounds: CGRect {
        let box = storage.boundingBox
        return box.isNull ? .zero : box
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing

    /// Fills the path with the current context's fill colour.
    @MainActor
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and this path's line style.
    @MainActor
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashes)
        context.beginPath()
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path.
    @MainActor
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
