import Foundation

/// A rectangular area that draws and receives touches, as UIKit's `UIView`.
///
/// Geometry is stored the way UIKit stores it: `bounds`, `center` and `transform`; `frame` is
/// derived from them (and is undefined, as in UIKit, when the transform is not the identity).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry storage

    /// Bounds, centre and transform in one value, so hot paths (hit testing, conversion) read the
    /// geometry with a single access.
    var geometry: ViewGeometry

    /// Hidden, alpha and interaction flags in one value, declared next to the geometry so hit
    /// testing reads one region of the object for both.
    var visibility = ViewVisibility()

    var storedBounds: CGRect {
        get { geometry.bounds }
        set { geometry.bounds = newValue }
    }
    var storedCenter: CGPoint {
        get { geometry.center }
        set { geometry.center = newValue }
    }
    var storedTransform: CGAffineTransform {
        get { geometry.transform }
        set { geometry.transform = newValue }
    }

    // MARK: Hierarchy storage

    /// The superview. Not `weak`: a weak reference gives every parent view a side table, which puts
    /// every retain and release of it on Swift's slow path (hit testing, dispatch and snapshots pay for
    /// that). Safety comes from the hierarchy instead: a view is released by its superview only after
    /// being removed from it, and a deinitializing view clears its subviews' pointers to it.
    nonisolated(unsafe) unowned(unsafe) var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    weak var owningViewController: UIViewController?
    /// Trait overrides, trait-change handlers and Dynamic Type state (see Traits/UIView+Traits.swift).
    var traitStorage: TraitStorage?

    // MARK: Appearance

    /// Hidden views are not drawn and receive no touches.
    open var isHidden: Bool {
        get { visibility.isHidden }
        set {
            let old = visibility.isHidden
            visibility.isHidden = newValue
            if old != newValue {
                superview?.setNeedsLayout()
                if isArrangedInStackView {
                    (superview as? UIStackView)?.arrangementStructureDidChange()
                    stackContentDidChange()
                }
                hiddenStateDidChange()
            }
        }
    }

    /// Opacity, 0...1. Views with alpha below 0.01 receive no touches.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let clamped = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue))
            let old = storedAlpha
            storedAlpha = clamped
            recordAnimatableChange(.alpha(from: old, to: clamped))
        }
    }
    var storedAlpha: CGFloat {
        get { visibility.alpha }
        set { visibility.alpha = newValue }
    }


    /// Whether subviews are clipped to the bounds (and so cannot be hit outside them).
    open var clipsToBounds = false

    /// Whether the view receives touches at all.
    open var isUserInteractionEnabled: Bool {
        get { visibility.isUserInteractionEnabled }
        set { visibility.isUserInteractionEnabled = newValue }
    }

    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false

    /// Whether a touch on this view blocks touches on other views in the same window.
    open var isExclusiveTouch = false

    /// An integer you can use to find the view (`viewWithTag`).
    open var tag = 0

    /// The fill colour behind the content.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            recordAnimatableChange(.backgroundColor(from: old, to: newValue))
        }
    }
    var storedBackgroundColor: UIColor?

    /// The tint colour, inherited from the superview when not set (system blue at the top).
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue; tintColorDidChange() }
    }
    var storedTintColor: UIColor?
    /// Set by the default `draw(_:)`, so the renderer learns which views draw nothing there.
    var drawWasNotOverridden = false

    /// Called when the tint colour changes.
    open func tintColorDidChange() {}

    /// Content mode for drawing content (kept for API parity; rendering uses it).
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// The backing layer: corner radius, border, shadow, added sublayers and the presentation values
    /// of running animations (see `Layers/CALayer.swift`).
    public private(set) lazy var layer: CALayer = CALayer.makeBackingLayer(for: self)

    /// The class of the backing layer (`CALayer` by default; return `CAGradientLayer.self`,
    /// `CAShapeLayer.self` or a subclass to back the view with another kind of layer).
    open class var layerClass: AnyClass { CALayer.self }

    /// Draws the view's content with `UIGraphicsGetCurrentContext()`; user space is the view's bounds
    /// coordinates. The default draws nothing. HeadlessUI calls it at every snapshot (see
    /// `Drawing/UIView+Drawing.swift`).
    open func draw(_ rect: CGRect) {
        drawWasNotOverridden = true
    }

    /// Marks the content as needing `draw(_:)`. HeadlessUI calls `draw(_:)` at every snapshot, so
    /// the next snapshot shows the new content.
    open func setNeedsDisplay() {
        layer.needsDisplayFlag = true
    }

    /// Marks part of the content as needing `draw(_:)` (HeadlessUI redraws all of it).
    open func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// The direction used for leading/trailing layout of this view.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Gesture recognizers attached to this view.
    public internal(set) var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions attached with `addInteraction(_:)`.
    var storedInteractions: [any UIInteraction] = []

    // MARK: Layout state

    var needsLayout = true
    /// Some descendant needs layout (set along the path to the root by `setNeedsLayout`).
    var descendantNeedsLayout = false
    var isInLayoutPass = false
    /// Hugging and compression-resistance priorities (see `UIView+ContentPriorities.swift`).
    var contentPriorities = ContentPriorities()
    /// Layout margins as last set (see `UIView+LayoutMargins.swift`).
    var storedLayoutMargins = UIView.defaultLayoutMarginsStorage
    /// Auto Layout state, made when the view first takes part in Auto Layout (see `Layout/AutoLayout`).
    var autoLayoutState: AutoLayoutViewState?

    // MARK: Init

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        geometry = ViewGeometry(
            bounds: CGRect(origin: .zero, size: frame.size), center: CGPoint(x: frame.midX, y: frame.midY)
        )
        super.init()
    }

    /// UIKit decodes a view from a storyboard or nib archive here. HeadlessUI has neither, so the
    /// initializer fails (returns `nil`) with a runtime issue; create views in code with
    /// ``init(frame:)``. It is `required`, as in UIKit: a subclass that declares an initializer of its
    /// own also declares this one (iOS code's `required init?(coder:) { fatalError(…) }` compiles
    /// unchanged).
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Called, in UIKit, on an object loaded from a nib or storyboard once all its outlets are set.
    /// HeadlessUI loads no nibs, so it never calls this; overrides compile and run when called
    /// directly (call `super`, as UIKit asks). The default does nothing.
    open func awakeFromNib() {}

    /// Called, in UIKit, by Interface Builder before it renders an `@IBDesignable` view. HeadlessUI
    /// never calls it; the default does nothing.
    open func prepareForInterfaceBuilder() {}

    /// Reports that `type` was asked to decode itself from an archive, which HeadlessUI cannot do.
    static func reportUndecodedArchive(of type: AnyClass) {
        UIApplication.reportRuntimeIssue(.other(
            "\(type).init?(coder:): HeadlessUI decodes no storyboards or nib archives; create the view in code with init(frame:)."
        ))
    }

    deinit {
        for subview in storedSubviews { subview.storedSuperview = nil }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            if storedTransform.isIdentity {
                return CGRect(
                    x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                    width: size.width, height: size.height
                )
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard newValue.isFiniteRect else {
                reportInvalidGeometry("frame", newValue)
                return
            }
            let standard = newValue.standardized
            let oldFrame = frame
            let oldBounds = storedBounds, oldCenter = storedCenter
            storedCenter = CGPoint(x: standard.midX, y: standard.midY)
            if storedTransform.isIdentity {
                storedBounds.size = standard.size
            }
            if oldFrame != frame {
                recordAnimatableChange(.bounds(from: oldBounds, to: storedBounds))
                recordAnimatableChange(.center(from: oldCenter, to: storedCenter))
                geometryDidChange(sizeChanged: oldBounds.size != storedBounds.size)
            }
        }
    }

    /// The view's own coordinate system: origin (the scroll offset of the content) and size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue.isFiniteRect else {
                reportInvalidGeometry("bounds", newValue)
                return
            }
            let old = storedBounds
            storedBounds = CGRect(origin: newValue.origin, size: newValue.standardized.size)
            if old != storedBounds {
                recordAnimatableChange(.bounds(from: old, to: storedBounds))
                geometryDidChange(sizeChanged: old.size != storedBounds.size)
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                reportInvalidGeometry("center", newValue)
                return
            }
            let old = storedCenter
            storedCenter = newValue
            if old != newValue {
                recordAnimatableChange(.center(from: old, to: newValue))
                geometryDidChange(sizeChanged: false)
            }
        }
    }

    /// The transform applied about the centre.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            if old != newValue {
                recordAnimatableChange(.transform(from: old, to: newValue))
                geometryDidChange(sizeChanged: false)
            }
        }
    }

    func geometryDidChange(sizeChanged: Bool) {
        if sizeChanged { setNeedsLayout() }
        autoLayoutGeometryDidChange()
    }

    func hiddenStateDidChange() {}

    private func reportInvalidGeometry(_ property: String, _ value: Any) {
        UIApplication.reportRuntimeIssue(
            .invalidGeometry(view: debugName, property: property, value: "\(value)")
        )
    }

    /// The view's class name plus identifier, for messages.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var debugName: String {
        let typeName = String(describing: type(of: self))
        if let identifier = accessibilityIdentifier { return "\(typeName) '\(identifier)'" }
        return typeName
    }

    // MARK: Overridable hooks (declared here so subclasses can override them)

    /// Called before the view moves to a new superview (or `nil`).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (or `nil`).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The farthest descendant (or self) that contains `point` and accepts touches, following UIKit's
    /// rules: hidden views, views with alpha < 0.01, views with user interaction disabled and points
    /// outside the bounds give `nil`; subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        standardHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view. Defaults to the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        geometry.boundsContain(point)
    }

    /// Lays out subviews. The default does nothing; stack views and controls override it.
    open func layoutSubviews() {}

    /// Updates the view's constraints before layout; called after ``setNeedsUpdateConstraints()``
    /// by the layout pass (or ``updateConstraintsIfNeeded()``). The default does nothing.
    open func updateConstraints() {}

    /// Called after ``layoutMargins`` or ``directionalLayoutMargins`` changed.
    open func layoutMarginsDidChange() {}

    /// Called when ``safeAreaInsets`` changed (checked by the layout pass before `layoutSubviews`).
    open func safeAreaInsetsDidChange() {}
    /// The safe-area insets last reported through ``safeAreaInsetsDidChange()``.
    var lastReportedSafeAreaInsets: UIEdgeInsets = .zero

    /// Called when the view's trait collection changed (an inherited appearance, text size…), with
    /// ``UITraitCollection/current`` set to the new traits, as UIKit's `UITraitEnvironment` method.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size that best fits `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// The natural size of the content, or ``UIView/noIntrinsicMetric`` per dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Asked before a gesture recognizer attached to this view (or a descendant) begins.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    // MARK: Accessibility defaults

    /// A view's accessibility frame is its visible rectangle in screen coordinates.
    open override var defaultAccessibilityFrame: CGRect {
        convert(bounds, to: nil)
    }
}

extension UIView {
    /// How content is laid out inside the view's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill.
        case scaleToFill
        /// Fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Fill, keeping the aspect ratio, cropping.
        case scaleAspectFill
        /// Redraw on bounds change.
        case redraw
        /// Centre without scaling.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
