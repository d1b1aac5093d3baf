import Foundation

extension RasterCanvas {
    /// The factor from user-space lengths to pixels under the current transform.
    var lengthScale: CGFloat {
        Swift.max(1e-9, abs(state.transform.determinant).squareRoot())
    }

    /// `elements` (user space) flattened into pixel-space subpaths.
    func deviceSubpaths(of elements: [PathElement]) -> [PathFlattener.Subpath] {
        PathFlattener.subpaths(of: elements, transform: state.transform)
    }

    /// The pixel shape that fills `subpaths` (pixel space) under `rule`.
    static func fillShape(_ subpaths: [PathFlattener.Subpath], rule: CGPathFillRule) -> PixelShape {
        let contours = subpaths.map(\.points).filter { $0.count >= 3 }
        return rule == .evenOdd ? .evenOddPolygon(contours) : .polygon(contours)
    }

    /// The pixel shape of the stroke of `subpaths` (pixel space) in `style` (user-space units).
    func strokeShape(_ subpaths: [PathFlattener.Subpath], style: StrokeStyle) -> PixelShape {
        let scale = lengthScale
        let trimmed = StrokeOutliner.trimmed(subpaths, start: style.start, end: style.end)
        let outliner = StrokeOutliner(
            width: style.width * scale, cap: style.cap, join: style.join, miterLimit: style.miterLimit,
            dashes: style.dashes.map { $0 * scale }, dashPhase: style.dashPhase * scale
        )
        return .polygon(outliner.outline(trimmed))
    }

    /// Fills `elements` (user space) with `color` under `rule`.
    func fill(path elements: [PathElement], rule: CGPathFillRule = .winding, color: UIColor) {
        fill(deviceSubpaths: deviceSubpaths(of: elements), rule: rule, color: color)
    }

    /// Fills pixel-space subpaths with `color` under `rule`.
    func fill(deviceSubpaths subpaths: [PathFlattener.Subpath], rule: CGPathFillRule, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear else { return }
        paint(Self.fillShape(subpaths, rule: rule), color: ink)
    }

    /// Strokes `elements` (user space) with `color` in `style`.
    func stroke(path elements: [PathElement], style: StrokeStyle, color: UIColor) {
        stroke(deviceSubpaths: deviceSubpaths(of: elements), style: style, color: color)
    }

    /// Strokes pixel-space subpaths with `color`; widths and dashes are user-space lengths.
    func stroke(deviceSubpaths subpaths: [PathFlattener.Subpath], style: StrokeStyle, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear else { return }
        paint(strokeShape(subpaths, style: style), color: ink)
    }

    /// Intersects the clip with the inside of pixel-space subpaths under `rule`.
    func clip(toDeviceSubpaths subpaths: [PathFlattener.Subpath], rule: CGPathFillRule) {
        clip(to: Self.fillShape(subpaths, rule: rule))
    }

    /// Paints `shape` (pixel space) with a colour computed for each pixel centre, in user space.
    func paint(_ shape: PixelShape, colorAtUserPoint color: (CGPoint) -> PremultipliedColor) {
        let inverse = state.transform.inverted()
        paint(shape) { x, y in
            color(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse))
        }
    }
}

extension RasterCanvas {
    /// Makes `rect` (user space) transparent inside the clip, as `CGContext.clear(_:)`.
    func clearRect(_ rect: CGRect) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        let shape = pixelShape(for: rect, cornerRadii: .zero)
        let area = drawableArea(of: shape)
        guard !area.isEmpty else { return }
        let surface = target
        let mask = state.clip.mask
        shape.forEachCoverageRow(in: area) { y, coverage in
            var index = surface.index(x: area.x0, y: y)
            for column in 0..<coverage.count {
                var amount = coverage[column]
                if let mask { amount *= Float(mask.value(x: area.x0 + column, y: y)) / 255 }
                let keep = 255 - UInt32(Swift.min(255, amount * 255 + 0.5))
                let pixel = surface.pixels[index]
                surface.pixels[index] = PremultipliedColor.multiply(pixel & 0xFF, keep)
                    | PremultipliedColor.multiply((pixel >> 8) & 0xFF, keep) << 8
                    | PremultipliedColor.multiply((pixel >> 16) & 0xFF, keep) << 16
                    | PremultipliedColor.multiply(pixel >> 24, keep) << 24
                index += 1
            }
        }
    }
}
