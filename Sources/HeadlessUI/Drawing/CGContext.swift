import Foundation

/// A drawing destination, as Core Graphics' `CGContext`: a current transform, clip, colours, line
/// style and a path under construction, drawn into a HeadlessUI bitmap.
///
/// Get one with `UIGraphicsGetCurrentContext()` inside `UIView.draw(_:)` or from
/// `UIGraphicsImageRendererContext.cgContext`. User space is in points, y down, as in UIKit.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = UIGraphicsGetCurrentContext() else { return }
///     context.setFillColor(UIColor.systemRed.cgColor)
///     context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
/// }
/// ```
public final class CGContext {
    struct DrawingState {
        var fillColor: UIColor = .black
        var strokeColor: UIColor = .black
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
    }

    let canvas: RasterCanvas
    var drawingState = DrawingState()
    private var savedDrawingStates: [DrawingState] = []
    /// The path under construction, in pixel space (points are mapped when added, as Core Graphics does).
    private let devicePath = CGMutablePath()
    /// How many operations drew something (the renderer learns which `draw(_:)` overrides draw).
    var drawCount = 0

    init(canvas: RasterCanvas) {
        self.canvas = canvas
    }

    // MARK: Graphics state

    /// Pushes the transform, clip, colours and line style.
    public func saveGState() {
        canvas.saveState()
        savedDrawingStates.append(drawingState)
    }

    /// Pops the state pushed by the matching ``saveGState()``.
    public func restoreGState() {
        guard let last = savedDrawingStates.popLast() else { return }
        canvas.restoreState()
        drawingState = last
    }

    /// The current transform from user space to pixels.
    public var ctm: CGAffineTransform { canvas.transform }

    /// Moves the user-space origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { canvas.translateBy(x: tx, y: ty) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { canvas.scaleBy(x: sx, y: sy) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }
    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { drawingState.fillColor = color.rasterColor }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        drawingState.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { drawingState.fillColor = UIColor(white: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { drawingState.strokeColor = color.rasterColor }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        drawingState.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { drawingState.strokeColor = UIColor(white: gray, alpha: alpha) }
    /// Sets the line width in user-space units (1 by default).
    public func setLineWidth(_ width: CGFloat) { drawingState.stroke.width = width.isFinite ? Swift.max(0, width) : 1 }
    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { drawingState.stroke.cap = cap }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { drawingState.stroke.join = join }
    /// Sets the miter limit (10 by default).
    public func setMiterLimit(_ limit: CGFloat) { drawingState.stroke.miterLimit = limit }
    /// Sets the dash pattern (empty lengths: solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        drawingState.stroke.dashes = lengths
        drawingState.stroke.dashPhase = phase
    }
    /// Sets a global alpha applied to everything drawn.
    public func setAlpha(_ alpha: CGFloat) { drawingState.alpha = alpha.isNaN ? 0 : Swift.min(1, Swift.max(0, alpha)) }

    // MARK: Path construction

    /// Discards the current path.
    public func beginPath() { devicePath.elements.removeAll() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: ctm) }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: ctm) }
    /// Adds a subpath of straight lines through `points`.
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: ctm) }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { devicePath.addQuadCurve(to: end, control: control, transform: ctm) }
    /// Adds an arc (`clockwise` false: the angle increases, clockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }
    /// Adds a rectangle subpath.
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: ctm) }
    /// Adds a rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: ctm) }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: ctm) }
    /// Adds the subpaths of `path`.
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: ctm) }
    /// Closes the current subpath.
    public func closePath() { devicePath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(ctm.inverted()) }
    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect { devicePath.boundingBox.applying(ctm.inverted()) }
    /// A copy of the current path in user space (`nil` when empty).
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var inverse = ctm.inverted()
        return devicePath.copy(using: &inverse)
    }

    // MARK: Painting the path

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillDevicePath(rule: rule)
        beginPath()
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        strokeDevicePath()
        beginPath()
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillDevicePath(rule: .winding)
        case .eoFill: fillDevicePath(rule: .evenOdd)
        case .stroke: strokeDevicePath()
        case .fillStroke: fillDevicePath(rule: .winding); strokeDevicePath()
        case .eoFillStroke: fillDevicePath(rule: .evenOdd); strokeDevicePath()
        }
        beginPath()
    }

    /// Intersects the clip with the inside of the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(toDeviceSubpaths: PathFlattener.subpaths(of: devicePath.elements, transform: .identity), rule: rule)
        beginPath()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBoundingBox }

    // MARK: Shapes

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        drawCount += 1
        canvas.fill(rect, color: fillInk)
    }

    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Strokes the outline of `rect` (centred on its edges) with the stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with a line of `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (inside the clip).
    public func clear(_ rect: CGRect) {
        drawCount += 1
        canvas.clearRect(rect)
    }

    // MARK: Internal

    private var fillInk: UIColor { drawingState.fillColor.withAlphaComponent(drawingState.fillColor.alpha * drawingState.alpha) }
    private var strokeInk: UIColor { drawingState.strokeColor.withAlphaComponent(drawingState.strokeColor.alpha * drawingState.alpha) }

    private func fillDevicePath(rule: CGPathFillRule) {
        drawCount += 1
        canvas.fill(deviceSubpaths: PathFlattener.subpaths(of: devicePath.elements, transform: .identity), rule: rule, color: fillInk)
    }

    private func strokeDevicePath() {
        drawCount += 1
        let subpaths = PathFlattener.subpaths(of: devicePath.elements, transform: .identity)
        canvas.stroke(deviceSubpaths: subpaths, style: drawingState.stroke, color: strokeInk)
    }
}
