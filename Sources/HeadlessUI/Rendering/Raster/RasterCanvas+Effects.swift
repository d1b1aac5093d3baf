import Foundation

/// A drop shadow, as a layer's `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset` and
/// `shadowPath` describe it, converted to pixels.
struct RasterShadow {
    /// The shadow colour with the shadow opacity already applied.
    var color: UIColor
    /// The offset in pixels.
    var offset: CGVector
    /// The blur radius in pixels (Core Animation's `shadowRadius` × scale).
    var blurRadius: CGFloat
    /// The shadow's shape in pixels; `nil` uses the alpha of what was drawn.
    var shape: PixelShape?
}

extension RasterCanvas {
    // MARK: Shadows

    /// Ends the innermost transparency layer, drawing `shadow` of its content (or of the shadow's
    /// own shape) below it, then the content itself.
    func endTransparencyLayer(shadow: RasterShadow) {
        guard let layer = layers.popLast() else { return }
        while savedStates.count > layer.stateDepth { restoreState() }
        drawShadow(shadow, of: layer.surface)
        composite(layer.surface, opacity: layer.opacity)
    }

    private func drawShadow(_ shadow: RasterShadow, of surface: RasterSurface) {
        let ink = PremultipliedColor(shadow.color)
        guard !ink.isClear else { return }
        // Blurs and offsets past the canvas' size change nothing visible; bounding them bounds the work.
        let extent = CGFloat(Swift.max(pixelWidth, pixelHeight))
        let sigma = Swift.min(extent, Swift.max(0, shadow.blurRadius.isFinite ? shadow.blurRadius : 0)) / 2
        let margin = Int((sigma * 3).rounded(.up)) + 1
        let dx = Int(Swift.min(extent, Swift.max(-extent, shadow.offset.dx.isFinite ? shadow.offset.dx : 0)).rounded())
        let dy = Int(Swift.min(extent, Swift.max(-extent, shadow.offset.dy.isFinite ? shadow.offset.dy : 0)).rounded())
        let reach = PixelRect(
            x0: target.rect.x0 - margin - dx, y0: target.rect.y0 - margin - dy,
            x1: target.rect.x1 + margin - dx, y1: target.rect.y1 + margin - dy
        )
        let sourceRect = (shadow.shape?.bounds ?? surface.rect).intersection(reach)
        guard !sourceRect.isEmpty else { return }
        // The alpha, in a buffer `margin` pixels larger on each side, at the source position.
        let area = PixelRect(x0: sourceRect.x0 - margin, y0: sourceRect.y0 - margin, x1: sourceRect.x1 + margin, y1: sourceRect.y1 + margin)
        let width = area.width, height = area.height
        var alpha = [Float](repeating: 0, count: width * height)
        if let shape = shadow.shape {
            shape.forEachCoverageRow(in: sourceRect) { y, coverage in
                let rowStart = (y - area.y0) * width + (sourceRect.x0 - area.x0)
                for index in 0..<coverage.count { alpha[rowStart + index] = coverage[index] }
            }
        } else {
            for y in sourceRect.y0..<sourceRect.y1 {
                let rowStart = (y - area.y0) * width + (sourceRect.x0 - area.x0)
                let sourceStart = surface.index(x: sourceRect.x0, y: y)
                for index in 0..<sourceRect.width {
                    alpha[rowStart + index] = Float(surface.pixels[sourceStart + index] >> 24) / 255
                }
            }
        }
        if sigma > 0.1 { Self.gaussianBlur(&alpha, width: width, height: height, sigma: sigma) }
        let destination = target
        let clip = state.clip
        let drawable = PixelRect(x0: area.x0 + dx, y0: area.y0 + dy, x1: area.x1 + dx, y1: area.y1 + dy)
            .intersection(clip.bounds).intersection(destination.rect)
        guard !drawable.isEmpty else { return }
        destination.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in drawable.y0..<drawable.y1 {
                for x in drawable.x0..<drawable.x1 {
                    var amount = alpha[(y - dy - area.y0) * width + (x - dx - area.x0)]
                    if let mask = clip.mask { amount *= Float(mask.value(x: x, y: y)) / 255 }
                    let byte = UInt32(Swift.min(255, amount * 255 + 0.5))
                    guard byte > 0 else { continue }
                    let index = destination.index(x: x, y: y)
                    pixels[index] = PixelBlend.sourceOver(ink, coverage: byte, onto: pixels[index])
                }
            }
        }
    }

    /// Approximates a Gaussian blur of standard deviation `sigma` with three box blurs per axis.
    static func gaussianBlur(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        let boxWidth = (12 * sigma * sigma / 3 + 1).squareRoot()
        let radius = Swift.max(1, Int(((boxWidth - 1) / 2).rounded()))
        var scratch = [Float](repeating: 0, count: Swift.max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { boxBlur(&values, start: y * width, stride: 1, count: width, radius: radius, scratch: &scratch) }
            for x in 0..<width { boxBlur(&values, start: x, stride: width, count: height, radius: radius, scratch: &scratch) }
        }
    }

    private static func boxBlur(_ values: inout [Float], start: Int, stride: Int, count: Int, radius: Int, scratch: inout [Float]) {
        for index in 0..<count { scratch[index] = values[start + index * stride] }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for index in -radius...radius where index >= 0 && index < count { sum += scratch[index] }
        for index in 0..<count {
            values[start + index * stride] = sum * scale
            let leaving = index - radius, entering = index + radius + 1
            if leaving >= 0 { sum -= scratch[leaving] }
            if entering < count { sum += scratch[entering] }
        }
    }

    // MARK: Masks

    /// Starts drawing a mask: what is drawn until ``endMaskAndClip()`` is not shown; its alpha
    /// becomes part of the clip.
    func beginMask() {
        beginTransparencyLayer(opacity: 1)
    }

    /// Ends the mask started by ``beginMask()`` and intersects the clip with its alpha.
    func endMaskAndClip() {
        guard let layer = layers.popLast() else { return }
        while savedStates.count > layer.stateDepth { restoreState() }
        let surface = layer.surface
        let old = state.clip
        let bounds = old.bounds.intersection(surface.rect)
        let mask = ClipMask(rect: bounds)
        if !bounds.isEmpty {
            for y in bounds.y0..<bounds.y1 {
                for x in bounds.x0..<bounds.x1 {
                    var value = surface.pixels[surface.index(x: x, y: y)] >> 24
                    if let oldMask = old.mask { value = PremultipliedColor.multiply(value, UInt32(oldMask.value(x: x, y: y))) }
                    mask.coverage[(y - bounds.y0) * bounds.width + (x - bounds.x0)] = UInt8(value)
                }
            }
        }
        state.clip = ClipState(bounds: bounds, mask: mask)
    }
}
