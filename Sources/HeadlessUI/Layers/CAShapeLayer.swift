import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with ``fillColor``, then
/// stroked with ``strokeColor`` between ``strokeStart`` and ``strokeEnd``, above its background and
/// below its sublayers.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 4
/// ring.strokeEnd = 0.75
/// ```
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    open var path: CGPath?
    /// The fill colour (opaque black by default; `nil` fills nothing).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How the path's inside is decided.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (`nil` by default: no stroke).
    open var strokeColor: CGColor?
    /// The fraction of the path's length where the stroke starts, 0...1.
    open var strokeStart: CGFloat = 0
    /// The fraction of the path's length where the stroke ends, 0...1.
    open var strokeEnd: CGFloat = 1
    /// The stroke width (1 by default).
    open var lineWidth: CGFloat = 1
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// The shape of open ends.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Dash lengths (`NSNumber`s, as Core Animation takes them); `nil` strokes solid lines.
    open var lineDashPattern: [NSNumber]?
    /// Where in the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0

    /// An empty shape layer.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, shape included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth; miterLimit = other.miterLimit
        lineCap = other.lineCap; lineJoin = other.lineJoin; lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
    }

    /// Layers are not archived in HeadlessUI.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func drawOwnContent(in canvas: RasterCanvas, values: LayerValues, opacity: CGFloat) {
        guard let path else { return }
        let subpaths = canvas.deviceSubpaths(of: path.elements)
        if let fillColor {
            let color = fillColor.rasterColor
            canvas.fill(
                deviceSubpaths: subpaths, rule: fillRule == .evenOdd ? .evenOdd : .winding,
                color: color.withAlphaComponent(color.alpha * opacity)
            )
        }
        if let strokeColor, lineWidth > 0 {
            let color = strokeColor.rasterColor
            let style = StrokeStyle(
                width: lineWidth, cap: lineCap.cgLineCap, join: lineJoin.cgLineJoin, miterLimit: miterLimit,
                dashes: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: lineDashPhase,
                start: values.animatedScalars["strokeStart"] ?? strokeStart, end: values.animatedScalars["strokeEnd"] ?? strokeEnd
            )
            canvas.stroke(deviceSubpaths: subpaths, style: style, color: color.withAlphaComponent(color.alpha * opacity))
        }
    }
}
