import Foundation

extension RasterCanvas {
    // MARK: Filling

    /// Fills the whole canvas (ignoring transform and clip) with `color`, replacing what was there.
    func clear(to color: UIColor = .clear) {
        let packed = PremultipliedColor(color).packed
        target.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: packed) }
    }

    /// Fills `rect` (user space) with `color`, source-over.
    func fill(_ rect: CGRect, color: UIColor) {
        fill(rect, cornerRadii: .zero, color: color)
    }

    /// Fills `rect` with rounded corners of `cornerRadius`.
    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
        fill(rect, cornerRadii: CornerRadii(all: cornerRadius), color: color)
    }

    /// Fills `rect` with a radius per corner (radii are clamped to half the shorter side).
    func fill(_ rect: CGRect, cornerRadii: CornerRadii, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear, rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        paint(pixelShape(for: rect, cornerRadii: cornerRadii), color: ink)
    }

    /// Draws a border of `width` points inside `rect`, following its rounded corners, as
    /// `CALayer` draws `borderWidth`: the outer edge is the rect, the inner edge is inset by `width`
    /// with radii reduced by `width`.
    func strokeBorder(of rect: CGRect, width: CGFloat, cornerRadii: CornerRadii = .zero, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear, rect.isFiniteRect, rect.width > 0, rect.height > 0, width.isFinite, width > 0 else { return }
        let outerRadii = cornerRadii.clamped(to: rect.size)
        let inner = rect.insetBy(dx: Swift.min(width, rect.width / 2), dy: Swift.min(width, rect.height / 2))
        let innerRadii = outerRadii.inset(by: width).clamped(to: inner.size)
        if let axis = axisAlignedMapping() {
            paint(.ring(
                outer: axis.map(rect), outerRadii: axis.radii(outerRadii),
                inner: axis.map(inner), innerRadii: axis.radii(innerRadii)
            ), color: ink)
        } else {
            let outerContour = roundedRectContour(rect, radii: outerRadii)
            let innerContour = inner.width > 0 && inner.height > 0
                ? Array(roundedRectContour(inner, radii: innerRadii).reversed()) : []
            paint(.polygon([outerContour, innerContour]), color: ink)
        }
    }

    /// Draws the outline of a line segment `width` points wide (butt caps).
    func strokeLine(from start: CGPoint, to end: CGPoint, width: CGFloat, color: UIColor) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0, width.isFinite else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        fillPolygon([
            CGPoint(x: start.x + nx, y: start.y + ny), CGPoint(x: end.x + nx, y: end.y + ny),
            CGPoint(x: end.x - nx, y: end.y - ny), CGPoint(x: start.x - nx, y: start.y - ny),
        ], color: color)
    }

    /// Fills a closed polygon (user space) with the non-zero winding rule.
    func fillPolygon(_ points: [CGPoint], color: UIColor) {
        fillPolygon(contours: [points], color: color)
    }

    /// Fills several closed contours as one shape with the non-zero winding rule (a contour wound
    /// the other way cuts a hole).
    func fillPolygon(contours: [[CGPoint]], color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear else { return }
        let transform = state.transform
        let mapped = contours.filter { $0.count >= 3 }.map { $0.map { $0.applying(transform) } }
        guard !mapped.isEmpty else { return }
        paint(.polygon(mapped), color: ink)
    }

    /// Fills an ellipse inscribed in `rect`.
    func fillEllipse(in rect: CGRect, color: UIColor) {
        fill(rect, cornerRadii: CornerRadii(all: Swift.min(rect.width, rect.height) / 2), color: color)
    }

    // MARK: Shapes in pixel space

    /// The mapping of the current transform when it only scales and translates (no rotation or skew).
    struct AxisAlignedMapping {
        let transform: CGAffineTransform
        func map(_ rect: CGRect) -> CGRect { rect.applying(transform) }
        func radii(_ radii: CornerRadii) -> CornerRadii {
            // Mirroring swaps corners; uniform scales are the common case, so map by corner position.
            let sx = transform.a, sy = transform.d
            var result = radii.scaled(by: Swift.min(abs(sx), abs(sy)))
            if sx < 0 {
                result = CornerRadii(
                    topLeft: result.topRight, topRight: result.topLeft, bottomLeft: result.bottomRight, bottomRight: result.bottomLeft
                )
            }
            if sy < 0 {
                result = CornerRadii(
                    topLeft: result.bottomLeft, topRight: result.bottomRight, bottomLeft: result.topLeft, bottomRight: result.topRight
                )
            }
            return result
        }
    }

    func axisAlignedMapping() -> AxisAlignedMapping? {
        let t = state.transform
        guard abs(t.b) < 1e-9, abs(t.c) < 1e-9 else { return nil }
        // Rounded corners under a non-uniform scale become ellipses: leave those to the polygon path.
        return AxisAlignedMapping(transform: t)
    }

    /// `rect` (user space) with rounded corners as a shape in pixel space.
    func pixelShape(for rect: CGRect, cornerRadii: CornerRadii) -> PixelShape {
        let radii = cornerRadii.clamped(to: rect.size)
        if let axis = axisAlignedMapping() {
            let uniform = abs(abs(axis.transform.a) - abs(axis.transform.d)) < 1e-6
            if radii.isZero { return .rect(axis.map(rect)) }
            if uniform {
                let mapped = axis.map(rect)
                return .roundedRect(mapped, axis.radii(radii).clamped(to: mapped.size))
            }
        }
        let transform = state.transform
        return .polygon([roundedRectContour(rect, radii: radii).map { $0.applying(transform) }])
    }

    /// The outline of a rounded rectangle in user space, clockwise on screen, arcs as short segments.
    func roundedRectContour(_ rect: CGRect, radii: CornerRadii) -> [CGPoint] {
        let pixelScale = Swift.max(1e-6, abs(state.transform.determinant).squareRoot())
        func arc(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat) -> [CGPoint] {
            guard radius > 0 else { return [center] }
            let pixels = radius * pixelScale
            let segments = Swift.max(2, Swift.min(64, Int((pixels * 1.5).squareRoot() * 2)))
            return (0...segments).map { index in
                let angle = start + CGFloat(index) / CGFloat(segments) * (.pi / 2)
                return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        }
        return arc(CGPoint(x: rect.minX + radii.topLeft, y: rect.minY + radii.topLeft), radii.topLeft, from: .pi)
            + arc(CGPoint(x: rect.maxX - radii.topRight, y: rect.minY + radii.topRight), radii.topRight, from: -.pi / 2)
            + arc(CGPoint(x: rect.maxX - radii.bottomRight, y: rect.maxY - radii.bottomRight), radii.bottomRight, from: 0)
            + arc(CGPoint(x: rect.minX + radii.bottomLeft, y: rect.maxY - radii.bottomLeft), radii.bottomLeft, from: .pi / 2)
    }

    // MARK: Painting coverage

    /// The pixels a shape may change: its bounds, the clip and the target surface.
    func drawableArea(of shape: PixelShape) -> PixelRect {
        shape.bounds.intersection(state.clip.bounds).intersection(target.rect)
    }

    /// Composites `color` through `shape`'s coverage and the clip.
    func paint(_ shape: PixelShape, color: PremultipliedColor) {
        let area = drawableArea(of: shape)
        guard !area.isEmpty else { return }
        if case .rect(let rect) = shape {
            paintRect(rect, area: area, color: color)
            return
        }
        let surface = target
        let mask = state.clip.mask
        surface.pixels.withUnsafeMutableBufferPointer { pixels in
            shape.forEachCoverageRow(in: area) { y, coverage in
                var index = surface.index(x: area.x0, y: y)
                for column in 0..<coverage.count {
                    var amount = coverage[column]
                    if let mask { amount *= Float(mask.value(x: area.x0 + column, y: y)) * (1 / 255) }
                    let byte = UInt32(Swift.min(255, amount * 255 + 0.5))
                    if byte > 0 {
                        pixels[index] = PixelBlend.sourceOver(color, coverage: byte, onto: pixels[index])
                    }
                    index += 1
                }
            }
        }
    }

    /// The fast path for axis-aligned rectangles: integer coverage, whole rows stored at once
    /// where an opaque colour fully covers them.
    private func paintRect(_ rect: CGRect, area: PixelRect, color: PremultipliedColor) {
        let surface = target
        let mask = state.clip.mask
        let profile = PixelShape.horizontalProfile(rect, area: area).map { UInt32(($0 * 255).rounded()) }
        let packed = color.packed
        let width = area.width
        surface.pixels.withUnsafeMutableBufferPointer { pixels in
            profile.withUnsafeBufferPointer { profile in
                for y in area.y0..<area.y1 {
                    let vertical = UInt32((PixelShape.overlap(CGFloat(y), rect.minY, rect.maxY) * 255).rounded())
                    guard vertical > 0 else { continue }
                    let rowStart = surface.index(x: area.x0, y: y)
                    if mask == nil, vertical == 255, color.isOpaque {
                        var column = 0
                        while column < width {
                            let coverage = profile[column]
                            if coverage == 255 {
                                pixels[rowStart + column] = packed
                            } else if coverage > 0 {
                                pixels[rowStart + column] = PixelBlend.sourceOver(
                                    color, coverage: coverage, onto: pixels[rowStart + column]
                                )
                            }
                            column += 1
                        }
                        continue
                    }
                    for column in 0..<width {
                        var coverage = vertical == 255 ? profile[column] : PremultipliedColor.multiply(profile[column], vertical)
                        if let mask { coverage = PremultipliedColor.multiply(coverage, UInt32(mask.value(x: area.x0 + column, y: y))) }
                        if coverage > 0 {
                            pixels[rowStart + column] = PixelBlend.sourceOver(color, coverage: coverage, onto: pixels[rowStart + column])
                        }
                    }
                }
            }
        }
    }

    /// Composites a colour computed per pixel (`source(x, y)`, premultiplied) through `shape`'s
    /// coverage and the clip; used for images and glyph masks.
    func paint(_ shape: PixelShape, source: (_ x: Int, _ y: Int) -> PremultipliedColor) {
        let area = drawableArea(of: shape)
        guard !area.isEmpty else { return }
        let surface = target
        let mask = state.clip.mask
        surface.pixels.withUnsafeMutableBufferPointer { pixels in
            shape.forEachCoverageRow(in: area) { y, coverage in
                var index = surface.index(x: area.x0, y: y)
                for column in 0..<coverage.count {
                    var amount = coverage[column]
                    if let mask { amount *= Float(mask.value(x: area.x0 + column, y: y)) * (1 / 255) }
                    let byte = UInt32(Swift.min(255, amount * 255 + 0.5))
                    if byte > 0 {
                        let color = source(area.x0 + column, y)
                        if !color.isClear {
                            pixels[index] = PixelBlend.sourceOver(color, coverage: byte, onto: pixels[index])
                        }
                    }
                    index += 1
                }
            }
        }
    }
}
