import Foundation

/// A rectangle that draws, as Core Animation's `CALayer`: geometry, background, border, corner
/// radius, shadow, opacity, a mask and sublayers, drawn by HeadlessUI's renderer.
///
/// Every view has one (its backing layer, ``UIView/layer``): the backing layer's geometry, opacity,
/// hidden state, `masksToBounds` and background colour are the view's own (`frame`, `alpha`,
/// `isHidden`, `clipsToBounds`, `backgroundColor`), and its `sublayers` hold the subviews' layers
/// and the layers added to it, in drawing order. Layers made with `CALayer()` stand alone until
/// added to a layer.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
/// card.layer.cornerRadius = 12
/// card.layer.borderColor = UIColor.systemBlue.cgColor
/// card.layer.borderWidth = 2
/// let stripe = CALayer()
/// stripe.frame = CGRect(x: 0, y: 0, width: 200, height: 8)
/// stripe.backgroundColor = UIColor.systemRed.cgColor
/// card.layer.addSublayer(stripe)
/// ```
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs (`nil` for layers made with `CALayer()`).
    weak var owningView: UIView?
    /// The values on screen, for a copy made by ``presentation()``.
    var presentationState: LayerValues?

    var standalone = LayerValues()
    /// Layers added with `addSublayer` and friends, for a layer that backs no view.
    var storedSublayers: [CALayer] = []
    /// Drawing order of a backing layer's sublayers: its view's subviews' layers and added layers.
    var slots: [SublayerSlot] = []
    weak var storedSuperlayer: CALayer?
    var needsLayoutFlag = true
    var needsDisplayFlag = false
    var animationEntries: [LayerAnimationEntry] = []
    /// Set by the default `draw(in:)`, so the renderer learns which layers draw nothing there.
    var drawInWasNotOverridden = false

    /// The depth order among siblings: higher values draw above lower ones.
    open var zPosition: CGFloat = 0
    /// The colour of the border (opaque black by default, as Core Animation).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The width of the border, drawn inside the bounds above the content and sublayers.
    open var borderWidth: CGFloat = 0
    /// The radius of the corners the background, border and `masksToBounds` clipping round.
    open var cornerRadius: CGFloat = 0
    /// Whether Core Animation caches the layer as a bitmap. Rasterizing changes only speed in UIKit
    /// (at ``rasterizationScale``); HeadlessUI draws every frame anew and keeps the value.
    open var shouldRasterize = false
    /// The scale a rasterized layer is cached at (1 by default).
    open var rasterizationScale: CGFloat = 1
    /// Which corners ``cornerRadius`` rounds (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// A layer whose alpha masks this layer's content (in this layer's coordinates).
    open var mask: CALayer?
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius in points.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset in points.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's shape; `nil` uses the alpha of the layer's content.
    open var shadowPath: CGPath?
    /// The layer's content image: a `UIImage` (or the `CGImage` stand-in, which is `UIImage`),
    /// stretched over the bounds.
    open var contents: Any?
    /// A name for the layer, for debugging and lookups.
    open var name: String?
    /// Whether ``setNeedsDisplay()`` is called when the bounds change.
    open var needsDisplayOnBoundsChange = false

    /// A layer with empty bounds at the origin.
    public init() {}

    /// A copy of `layer`'s properties, as Core Animation makes presentation copies (subclasses
    /// override it to copy their own properties).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// Layers are not archived in HeadlessUI; this initializer exists for subclasses that declare it.
    public required init?(coder: NSCoder) {}

    /// The backing layer of `view`, of the view class' `layerClass`.
    static func makeBackingLayer(for view: UIView) -> CALayer {
        let layerType = (type(of: view).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init(_headlessBackingLayerOf: view)
        return layer
    }

    /// Makes the backing layer of `view`: a required initializer, so a view's `layerClass` can be any
    /// subclass. Subclasses inherit it (when they override all designated initializers or none).
    ///
    /// - Note: HeadlessUI only; not in Core Animation. Not for app code.
    public required convenience init(_headlessBackingLayerOf view: UIView) {
        self.init()
        owningView = view
    }

    func copyProperties(from other: CALayer) {
        standalone = other.currentValues
        zPosition = other.zPosition
        borderColor = other.borderColor; borderWidth = other.borderWidth
        cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        mask = other.mask
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset; shadowPath = other.shadowPath
        contents = other.contents; name = other.name
    }

    // MARK: Geometry

    /// The layer's coordinate space: origin and size.
    open var bounds: CGRect {
        get { currentValues.bounds }
        set {
            guard newValue.isFiniteRect else { return }
            if let view = owningView, presentationState == nil { view.bounds = newValue; return }
            let old = standalone.bounds
            standalone.bounds = newValue
            if old.size != newValue.size { boundsSizeDidChange() }
        }
    }

    /// The position of the ``anchorPoint`` in the superlayer's coordinates.
    open var position: CGPoint {
        get { currentValues.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if let view = owningView, presentationState == nil { view.center = newValue; return }
            standalone.position = newValue
        }
    }

    /// The point of the bounds (unit coordinates, (0.5, 0.5) is the centre) placed at ``position``,
    /// about which the transform applies.
    ///
    /// A view's backing layer keeps (0.5, 0.5): HeadlessUI places views by their centre, so another
    /// value is reported as a runtime issue and ignored.
    open var anchorPoint: CGPoint {
        get { currentValues.anchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if owningView != nil, presentationState == nil {
                if newValue != CGPoint(x: 0.5, y: 0.5) {
                    UIApplication.reportRuntimeIssue(.invalidConfiguration(
                        object: "the backing layer of \(owningView?.debugName ?? "a view")", property: "anchorPoint \(newValue)",
                        reason: "HeadlessUI places views by their centre; add a sublayer (or wrap the view) to rotate about another point."
                    ))
                }
                return
            }
            standalone.anchorPoint = newValue
        }
    }

    /// The layer's rectangle in the superlayer's coordinates, derived from bounds, position, anchor
    /// point and transform.
    open var frame: CGRect {
        get {
            let values = currentValues
            if owningView != nil, presentationState == nil, let view = owningView { return view.frame }
            return values.frame
        }
        set {
            guard newValue.isFiniteRect else { return }
            if let view = owningView, presentationState == nil { view.frame = newValue; return }
            let standard = newValue.standardized
            let oldSize = standalone.bounds.size
            if standalone.transform.isIdentity { standalone.bounds.size = standard.size }
            let size = standalone.bounds.size
            standalone.position = CGPoint(
                x: standard.minX + standalone.anchorPoint.x * size.width, y: standard.minY + standalone.anchorPoint.y * size.height
            )
            if oldSize != standalone.bounds.size { boundsSizeDidChange() }
        }
    }

    /// The layer's 2-D transform, applied about the anchor point.
    open func affineTransform() -> CGAffineTransform {
        currentValues.transform
    }

    /// The layer's transform about the anchor point. HeadlessUI keeps and draws its 2-D part (see
    /// ``CATransform3D``); a backing layer's is its view's `transform`.
    open var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    /// Sets the layer's 2-D transform (a backing layer sets its view's `transform`).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let view = owningView, presentationState == nil { view.transform = transform; return }
        standalone.transform = transform
    }

    // MARK: Appearance

    /// The fill behind the content, following ``cornerRadius`` (a backing layer's is its view's
    /// `backgroundColor`, except a label's: a label draws its `backgroundColor` as content, and its
    /// layer keeps a background of its own, drawn below it and rounded).
    open var backgroundColor: CGColor? {
        get { currentValues.backgroundColor }
        set {
            if let view = owningView, presentationState == nil, !keepsOwnBackground {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
                return
            }
            standalone.backgroundColor = newValue
        }
    }

    /// Opacity, 0...1 (a backing layer's is its view's `alpha`).
    open var opacity: Float {
        get { currentValues.opacity }
        set {
            let clamped = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue))
            if let view = owningView, presentationState == nil { view.alpha = CGFloat(clamped); return }
            standalone.opacity = clamped
        }
    }

    /// Hidden layers and their sublayers are not drawn (a backing layer's is its view's `isHidden`).
    open var isHidden: Bool {
        get { currentValues.isHidden }
        set {
            if let view = owningView, presentationState == nil { view.isHidden = newValue; return }
            standalone.isHidden = newValue
        }
    }

    /// Whether content and sublayers are clipped to the (rounded) bounds (a backing layer's is its
    /// view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { currentValues.masksToBounds }
        set {
            if let view = owningView, presentationState == nil { view.clipsToBounds = newValue; return }
            standalone.masksToBounds = newValue
        }
    }

    // MARK: Display and layout

    /// Marks the layer's content as needing to be redrawn. HeadlessUI redraws content at every
    /// snapshot, so the next snapshot shows the new content.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        owningView?.setNeedsDisplay()
    }

    /// Whether ``setNeedsDisplay()`` was called since the content was last drawn.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the content now if it was marked as needing display.
    open func displayIfNeeded() {
        needsDisplayFlag = false
    }

    /// Draws the layer's content into `ctx`; the default draws nothing. Called at every snapshot
    /// with user space set to the layer's bounds.
    open func draw(in ctx: CGContext) {
        drawInWasNotOverridden = true
    }

    /// Marks the layer as needing ``layoutSublayers()`` before it is next drawn.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        owningView?.setNeedsLayout()
    }

    /// Whether ``setNeedsLayout()`` was called since the last layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the sublayers now if the layer needs layout (a backing layer lays out its view).
    open func layoutIfNeeded() {
        if let view = owningView {
            view.layoutIfNeeded()
            return
        }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Positions the sublayers; the default does nothing. Called before the layer is drawn after
    /// ``setNeedsLayout()`` or a change of the bounds' size (a backing layer's view lays out with
    /// `layoutSubviews()` instead).
    open func layoutSublayers() {}

    /// Draws what this kind of layer draws between its background and its sublayers: `contents`,
    /// then `draw(in:)` (subclasses: the shape, the gradient). A backing layer's view draws with
    /// `draw(_:)` instead of `draw(in:)`.
    func drawOwnContent(in canvas: RasterCanvas, values: LayerValues, opacity: CGFloat) {
        if let image = contents as? UIImage {
            canvas.draw(image, in: values.bounds, tintColor: nil, opacity: opacity)
        }
        guard owningView == nil else { return }
        CustomDrawing.run(for: self, canvas: canvas, opacity: opacity) { context in
            drawInWasNotOverridden = false
            draw(in: context)
            return drawInWasNotOverridden
        }
    }

    /// The corner radii of the background, border and clip, after ``maskedCorners``.
    func cornerRadii(values: LayerValues) -> CornerRadii {
        let radius = values.animatedScalars["cornerRadius"] ?? cornerRadius
        guard radius > 0 else { return .zero }
        let corners = maskedCorners
        func rounding(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        return CornerRadii(
            topLeft: rounding(.layerMinXMinYCorner), topRight: rounding(.layerMaxXMinYCorner),
            bottomLeft: rounding(.layerMinXMaxYCorner), bottomRight: rounding(.layerMaxXMaxYCorner)
        )
    }

    /// Whether this layer draws something of its own besides background and border.
    var drawsOwnContent: Bool {
        contents != nil || type(of: self) != CALayer.self
    }

    func boundsSizeDidChange() {
        needsLayoutFlag = true
        if needsDisplayOnBoundsChange { needsDisplayFlag = true }
    }

    // MARK: Presentation

    /// A copy holding the values currently on screen (interpolated from running animations, the
    /// view's and the layer's own); equal to the model when nothing animates.
    open func presentation() -> CALayer? {
        if presentationState != nil { return self }
        let copy = CALayer()
        copy.copyProperties(from: self)
        copy.owningView = owningView
        copy.presentationState = presentedValues()
        copy.standalone = copy.presentationState ?? standalone
        return copy
    }

    /// The model layer of a presentation copy (the layer itself otherwise).
    open func model() -> CALayer { self }

    /// Whether this layer is a presentation copy.
    public var isPresentation: Bool { presentationState != nil }

    /// The model values: the view's for a backing layer, the stored ones otherwise.
    var currentValues: LayerValues {
        if let presentationState { return presentationState }
        guard let view = owningView else { return standalone }
        var values = standalone
        values.bounds = view.storedBounds
        values.position = view.storedCenter
        values.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        values.transform = view.storedTransform
        values.opacity = Float(view.storedAlpha)
        values.isHidden = view.isHidden
        values.masksToBounds = view.clipsToBounds
        if !keepsOwnBackground { values.backgroundColor = view.storedBackgroundColor?.cgColor }
        return values
    }

    /// Whether this backing layer's `backgroundColor` is its own rather than its view's: a
    /// `UILabel` draws its `backgroundColor` with its text, as content (square unless the label
    /// clips), as UIKit's label layer does.
    var keepsOwnBackground: Bool { owningView is UILabel }
}
