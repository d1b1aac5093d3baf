import Foundation

/// Draws views into a ``RasterCanvas`` the way Core Animation composites their layers, using what
/// is on screen now (`layer.presentation()` values of running animations).
///
/// For each view, back to front: hidden views and views with alpha below ``minimumVisibleAlpha``
/// are skipped; the view's centre, bounds and transform place it; its layer's shadow draws first;
/// its background colour fills the bounds with the layer's corner radius (and `maskedCorners`) — a
/// label's instead fills them square as part of its content, above its layer's own background; its
/// content draws (the layer's own content — `contents`, a `layerClass` shape or gradient — then
/// `draw(_:)`, then label text, image view image, control styling, or ``HeadlessContentDrawing``; a
/// control styling may draw the background itself, and subviews it draws itself are skipped);
/// `clipsToBounds` clips content and sublayers to the (rounded) bounds; the layer's sublayers (the
/// subviews' layers and added layers, see ``LayerRenderer``) draw in order; the layer border draws
/// last, above them, inside the bounds; a layer `mask` masks all of it.
///
/// **Group opacity.** A view with alpha < 1 that has visible subviews or content is drawn into an
/// offscreen layer and composited once at its alpha, as UIKit does (`allowsGroupOpacity`), so
/// overlapping children do not show through each other. A view with only a background or border
/// multiplies its alpha into those colours (the same pixels, without the offscreen cost).
///
/// Not drawn: 3-D transforms.
@MainActor
enum ViewRenderer {
    /// Views with a presentation alpha below this are not drawn (1/510: they would round to 0 in 8 bits).
    static let minimumVisibleAlpha: CGFloat = 1.0 / 510

    /// Draws `view` and its subviews into `canvas` in the view's own coordinate space: the view's
    /// `bounds.origin` lands on the canvas' current user-space origin. The view's own centre and
    /// transform are ignored (as `drawHierarchy` and `layer.render(in:)` do); its alpha applies.
    static func render(_ view: UIView, in canvas: RasterCanvas) {
        canvas.saveState()
        let bounds = view.presentationValues.bounds
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(view, in: canvas, placedInSuperview: false)
        canvas.restoreState()
    }

    /// Draws every visible window of the current application, back to front by level, with screen
    /// coordinates as the canvas' user space.
    static func renderWindows(in canvas: RasterCanvas) {
        guard let application = UIApplication.current else { return }
        for window in application.windows where !window.isHidden {
            draw(window, in: canvas, placedInSuperview: true)
        }
    }

    /// Draws `view` placed by its centre and transform in the superview's coordinate space
    /// (`placedInSuperview`), or as the root in its own space.
    static func draw(_ view: UIView, in canvas: RasterCanvas, placedInSuperview: Bool) {
        guard !view.isHidden else { return }
        // Dynamic colours resolve against the traits of the view being drawn (UIKit sets
        // UITraitCollection.current the same way around drawing).
        let previousTraits = UITraitCollection.swapCurrent(view.traitCollection)
        defer { UITraitCollection.restoreCurrent(previousTraits) }
        var values = view.presentationValues
        let layer = view.layer
        var layerValues = LayerValues(bounds: values.bounds)
        if !layer.animationEntries.isEmpty {
            // Core Animation animations added to the view's layer draw over the view's own values.
            layerValues = layer.presentedValues()
            values.bounds = layerValues.bounds
            values.position = layerValues.position
            values.transform = layerValues.transform
            values.alpha = CGFloat(layerValues.opacity)
            if !layer.keepsOwnBackground { values.backgroundColor = layerValues.backgroundColor.map(UIColor.init(cgColor:)) }
        } else if layer.keepsOwnBackground {
            layerValues.backgroundColor = layer.standalone.backgroundColor
        }
        guard values.alpha >= minimumVisibleAlpha else { return }
        canvas.saveState()
        defer { canvas.restoreState() }
        if placedInSuperview {
            canvas.concatenate(Self.placement(bounds: values.bounds, position: values.position, transform: values.transform))
        }
        let bounds = values.bounds
        let sublayers = LayerRenderer.visibleSublayers(of: layer)
        let drawsContent = hasContent(view)
        var background = ControlStyling.replacesBackground(of: view) ? nil : values.backgroundColor
        // A label draws its background colour as content, square (clipped to the rounded bounds only
        // when it clips); its layer's own background is the one the corner radius rounds.
        var contentBackground: UIColor?
        if layer.keepsOwnBackground {
            contentBackground = background.flatMap { $0.alpha > 0 ? $0 : nil }
            background = layerValues.backgroundColor.map(UIColor.init(cgColor:))
        }
        LayerRenderer.composite(
            layer, values: layerValues, opacity: values.alpha, background: background, clips: view.clipsToBounds,
            hasInnerDrawing: drawsContent || contentBackground != nil || !sublayers.isEmpty, extent: extent(of: view, bounds: bounds),
            in: canvas
        ) { opacity in
            if let contentBackground {
                canvas.fill(bounds, color: contentBackground.withAlphaComponent(contentBackground.alpha * opacity))
            }
            if drawsContent { drawContent(of: view, bounds: bounds, values: layerValues, opacity: opacity, in: canvas) }
            for sublayer in sublayers { LayerRenderer.draw(sublayer, in: canvas) }
        }
    }

    /// The transform from a view's coordinates to its superview's.
    static func placement(bounds: CGRect, position: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Everything `view` and its visible descendants may draw, in `view`'s coordinates.
    static func extent(of view: UIView, bounds: CGRect) -> CGRect {
        if view.clipsToBounds { return bounds }
        var result = bounds
        for subview in view.subviews where !subview.isHidden {
            let values = subview.presentationValues
            let inner = extent(of: subview, bounds: values.bounds)
            result = result.union(inner.applying(placement(bounds: values.bounds, position: values.position, transform: values.transform)))
        }
        if !view.layer.slots.isEmpty {
            for slot in view.layer.slots {
                guard case .layer(let sublayer) = slot, !sublayer.isHidden else { continue }
                let values = sublayer.presentedValues()
                result = result.union(LayerRenderer.extent(of: sublayer, values: values).applying(values.placement))
            }
        }
        // Text and images may overhang the bounds slightly (glyph bearings, aspect fill).
        return result.insetBy(dx: -2, dy: -2)
    }
}
