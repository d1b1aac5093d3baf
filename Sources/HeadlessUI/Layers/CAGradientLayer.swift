import Foundation

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer`.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0)
/// gradient.endPoint = CGPoint(x: 1, y: 1)
/// view.layer.insertSublayer(gradient, at: 0)
/// ```
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), spread evenly unless ``locations`` are given.
    open var colors: [Any]?
    /// Where each colour sits along the gradient, 0...1 (one per colour).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0) by default: the top).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends ((0.5, 1) by default: the bottom).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial

    /// An empty gradient layer.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, gradient included when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    /// Layers are not archived in HeadlessUI.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colour stops, sorted by location.
    var stops: [(location: CGFloat, color: PremultipliedColor)] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        let given = locations.map { $0.map { CGFloat($0.doubleValue) } }
        return cgColors.enumerated().map { index, color in
            let location = given.flatMap { index < $0.count ? $0[index] : nil }
                ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1))
            return (location, PremultipliedColor(color.rasterColor))
        }.sorted { $0.location < $1.location }
    }

    override func drawOwnContent(in canvas: RasterCanvas, values: LayerValues, opacity: CGFloat) {
        let stops = stops
        let bounds = values.bounds
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let shape = canvas.pixelShape(for: bounds, cornerRadii: .zero)
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        let kind = type
        let alpha = UInt32((Swift.min(1, Swift.max(0, opacity)) * 255).rounded())
        canvas.paint(shape, colorAtUserPoint: { point in
            let t: CGFloat
            switch kind {
            case .radial:
                let rx = abs(axis.x), ry = abs(axis.y)
                let nx = rx > 0 ? (point.x - start.x) / rx : 0, ny = ry > 0 ? (point.y - start.y) / ry : 0
                t = rx > 0 || ry > 0 ? (nx * nx + ny * ny).squareRoot() : 0
            case .conic:
                let angle = atan2(point.y - start.y, point.x - start.x) - atan2(axis.y, axis.x)
                let turn = angle / (2 * .pi)
                t = turn - turn.rounded(.down)
            default:
                t = lengthSquared > 0 ? ((point.x - start.x) * axis.x + (point.y - start.y) * axis.y) / lengthSquared : 0
            }
            let color = Self.color(at: t, stops: stops)
            guard alpha < 255 else { return color }
            return PremultipliedColor(
                red: PremultipliedColor.multiply(color.red, alpha), green: PremultipliedColor.multiply(color.green, alpha),
                blue: PremultipliedColor.multiply(color.blue, alpha), alpha: PremultipliedColor.multiply(color.alpha, alpha)
            )
        })
    }

    /// The colour at `t`, interpolated between the stops (premultiplied, as Core Graphics does), the
    /// end colours beyond them.
    nonisolated static func color(at t: CGFloat, stops: [(location: CGFloat, color: PremultipliedColor)]) -> PremultipliedColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: UInt32, _ y: UInt32) -> UInt32 { UInt32((CGFloat(x) + (CGFloat(y) - CGFloat(x)) * f).rounded()) }
            return PremultipliedColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha)
            )
        }
        return last.color
    }
}
