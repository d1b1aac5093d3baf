import Foundation

/// Draws layers the way Core Animation composites them: for each layer, back to front, its shadow,
/// background (rounded by `cornerRadius` and `maskedCorners`), own content (`contents`, `draw(in:)`,
/// a shape or a gradient), sublayers (sorted by `zPosition`, clipped by `masksToBounds`) and border,
/// all masked by `mask` and composited as one group at the layer's opacity.
///
/// Views' backing layers are drawn by ``ViewRenderer`` (which adds the view's own content); both go
/// through ``composite(_:values:opacity:background:clips:hasInnerDrawing:extent:in:inner:)``.
@MainActor
enum LayerRenderer {
    /// Draws `layer` placed in its superlayer's coordinates.
    static func draw(_ layer: CALayer, in canvas: RasterCanvas) {
        if let view = layer.owningView {
            ViewRenderer.draw(view, in: canvas, placedInSuperview: true)
            return
        }
        layer.layoutIfNeeded()
        draw(layer, values: layer.presentedValues(), in: canvas)
    }

    /// Draws a layer that backs no view with `values` (placement, opacity, background…).
    static func draw(_ layer: CALayer, values: LayerValues, in canvas: RasterCanvas) {
        let opacity = CGFloat(values.opacity)
        guard !values.isHidden, opacity >= ViewRenderer.minimumVisibleAlpha else { return }
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.concatenate(values.placement)
        let sublayers = visibleSublayers(of: layer)
        let drawsContent = layer.drawsOwnContent
        composite(
            layer, values: values, opacity: opacity, background: values.backgroundColor?.rasterColor, clips: values.masksToBounds,
            hasInnerDrawing: drawsContent || !sublayers.isEmpty, extent: extent(of: layer, values: values), in: canvas
        ) { opacity in
            if drawsContent { layer.drawOwnContent(in: canvas, values: values, opacity: opacity) }
            for sublayer in sublayers { draw(sublayer, in: canvas) }
        }
    }

    /// The sublayers to draw, by `zPosition` (stable for equal positions).
    static func visibleSublayers(of layer: CALayer) -> [CALayer] {
        let list = layer.orderedSublayers.filter { sublayer in
            if let view = sublayer.owningView { return !view.isHidden && !ControlStyling.isDrawnBySuperview(view) }
            return !sublayer.isHidden
        }
        guard list.contains(where: { $0.zPosition != 0 }) else { return list }
        return list.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// The shared compositing of a layer whose user space is already its bounds' coordinates:
    /// shadow, mask, group opacity, background, `inner` drawing (clipped when `clips`), border.
    /// `inner` gets the opacity to multiply into what it draws (1 inside a group).
    static func composite(
        _ layer: CALayer, values: LayerValues, opacity: CGFloat, background: UIColor?, clips: Bool, hasInnerDrawing: Bool,
        extent: CGRect, in canvas: RasterCanvas, inner: (CGFloat) -> Void
    ) {
        let bounds = values.bounds
        let radii = layer.cornerRadii(values: values)
        // Core Animation clips a layer's shadow with its content when it masks to bounds.
        let shadow = clips ? nil : shadow(of: layer, opacity: opacity, in: canvas)
        let usesGroup = shadow != nil || (opacity < 1 && hasInnerDrawing) || layer.mask != nil
        let drawOpacity = usesGroup ? 1 : opacity
        // The group holds the content only; the shadow is made from it (or from `shadowPath`) in a
        // buffer of its own that reaches past it.
        if usesGroup { canvas.beginTransparencyLayer(opacity: opacity, bounds: extent) }
        if let mask = layer.mask {
            canvas.beginMask()
            draw(mask, in: canvas)
            canvas.endMaskAndClip()
        }
        if let background, background.alpha > 0 {
            canvas.fill(bounds, cornerRadii: radii, color: background.withAlphaComponent(background.alpha * drawOpacity))
        }
        if clips || hasInnerDrawing { canvas.saveState() }
        if clips { canvas.clip(to: bounds, cornerRadii: radii) }
        if hasInnerDrawing { inner(drawOpacity) }
        if clips || hasInnerDrawing { canvas.restoreState() }
        let borderWidth = values.animatedScalars["borderWidth"] ?? layer.borderWidth
        if borderWidth > 0, let borderColor = layer.borderColor?.rasterColor, borderColor.alpha > 0 {
            canvas.strokeBorder(
                of: bounds, width: borderWidth, cornerRadii: radii, color: borderColor.withAlphaComponent(borderColor.alpha * drawOpacity)
            )
        }
        guard usesGroup else { return }
        if let shadow {
            canvas.endTransparencyLayer(shadow: shadow)
        } else {
            canvas.endTransparencyLayer()
        }
    }

    /// The layer's shadow in pixels, or nil when it draws none.
    static func shadow(of layer: CALayer, opacity: CGFloat, in canvas: RasterCanvas) -> RasterShadow? {
        let shadowOpacity = CGFloat(layer.shadowOpacity.isNaN ? 0 : Swift.min(1, Swift.max(0, layer.shadowOpacity)))
        guard shadowOpacity > 0, let color = layer.shadowColor?.rasterColor, color.alpha > 0 else { return nil }
        let transform = canvas.transform
        let offset = CGSize(width: layer.shadowOffset.width, height: layer.shadowOffset.height)
        let mapped = CGPoint(
            x: transform.a * offset.width + transform.c * offset.height, y: transform.b * offset.width + transform.d * offset.height
        )
        let shape = layer.shadowPath.map { RasterCanvas.fillShape(canvas.deviceSubpaths(of: $0.elements), rule: .winding) }
        return RasterShadow(
            color: color.withAlphaComponent(color.alpha * shadowOpacity), offset: CGVector(dx: mapped.x, dy: mapped.y),
            blurRadius: Swift.max(0, layer.shadowRadius) * canvas.lengthScale, shape: shape
        )
    }

    /// Everything `layer` and its visible sublayers may draw, in `layer`'s coordinates.
    static func extent(of layer: CALayer, values: LayerValues) -> CGRect {
        if values.masksToBounds { return values.bounds }
        var result = values.bounds
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            let box = path.boundingBox
            if !box.isNull { result = result.union(box.insetBy(dx: -shape.lineWidth * 5 - 1, dy: -shape.lineWidth * 5 - 1)) }
        }
        for sublayer in layer.orderedSublayers where !sublayer.isHidden {
            if let view = sublayer.owningView {
                let viewValues = view.presentationValues
                let inner = ViewRenderer.extent(of: view, bounds: viewValues.bounds)
                result = result.union(inner.applying(ViewRenderer.placement(
                    bounds: viewValues.bounds, position: viewValues.position, transform: viewValues.transform
                )))
            } else {
                let subValues = sublayer.presentedValues()
                result = result.union(extent(of: sublayer, values: subValues).applying(subValues.placement))
            }
        }
        return result.insetBy(dx: -2, dy: -2)
    }
}
