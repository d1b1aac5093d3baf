import Foundation

extension CGContext {
    /// Fills the clip area with `gradient` along the line from `start` to `end` (user space): each
    /// point takes the colour of its projection on the line. Beyond the ends nothing is drawn unless
    /// `options` asks for the end colours there, as Core Graphics does.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        paintGradient(gradient, options: options) { point in
            guard lengthSquared > 0 else { return nil }
            return ((point.x - start.x) * axis.x + (point.y - start.y) * axis.y) / lengthSquared
        }
    }

    /// Fills the clip area with `gradient` between the circle at `startCenter` with `startRadius`
    /// and the one at `endCenter` with `endRadius` (user space), as Core Graphics does: each point
    /// takes the colour of the largest interpolated circle passing through it.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let dcx = endCenter.x - startCenter.x, dcy = endCenter.y - startCenter.y, dr = endRadius - startRadius
        let a = dcx * dcx + dcy * dcy - dr * dr
        paintGradient(gradient, options: options) { point in
            let px = point.x - startCenter.x, py = point.y - startCenter.y
            let b = px * dcx + py * dcy + startRadius * dr
            let c = px * px + py * py - startRadius * startRadius
            let candidates: [CGFloat]
            if abs(a) < 1e-9 {
                guard abs(b) > 1e-12 else { return nil }
                candidates = [c / (2 * b)]
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let root = discriminant.squareRoot()
                candidates = [(b + root) / a, (b - root) / a]
            }
            return candidates.filter { startRadius + $0 * dr >= 0 }.max()
        }
    }

    /// Paints every pixel the clip allows with the gradient colour at `parameter(point)` (nil or out
    /// of range without the matching option: unchanged).
    private func paintGradient(
        _ gradient: CGGradient, options: CGGradientDrawingOptions, parameter: (CGPoint) -> CGFloat?
    ) {
        drawCount += 1
        let stops = gradient.stops.map { (location: $0.location, color: PremultipliedColor($0.color, opacity: drawingState.alpha)) }
        guard let first = stops.first, let last = stops.last else { return }
        let target = canvas.target.rect
        let everywhere = PixelShape.rect(CGRect(x: target.x0, y: target.y0, width: target.x1 - target.x0, height: target.y1 - target.y0))
        canvas.paint(everywhere, colorAtUserPoint: { point in
            guard let t = parameter(point), t.isFinite else { return .clear }
            if t < first.location, !options.contains(.drawsBeforeStartLocation) { return .clear }
            if t > last.location, !options.contains(.drawsAfterEndLocation) { return .clear }
            return CAGradientLayer.color(at: t, stops: stops)
        })
    }
}
