import Foundation

/// A view that lays out a row or column of arranged subviews, as UIKit's `UIStackView`.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // title stretches
/// ```
///
/// Layout runs in ``layoutSubviews()`` (so on the next layout pass after a change, or at once with
/// `layoutIfNeeded()`) and uses constraints, as UIKit's: the stack's `UISV-*` constraints (canvas
/// connection, spacing, fill-equally, fill-proportionally, distributing gaps, alignment, hiding)
/// are solved together with the arranged views' own constraints (an aspect ratio, a fixed width),
/// intrinsic sizes, hugging and compression-resistance priorities. Ties between equal priorities go
/// to the earliest arranged view. Hidden arranged views take no space and no spacing. In
/// right-to-left layouts a horizontal stack starts at the right.
///
/// The stack's own hugging and compression-resistance priorities do nothing, as in UIKit (where a
/// stack view has no intrinsic size): its arranged views' priorities decide. A nested stack aligned
/// `.leading`, `.center` or `.trailing` is held to its widest view only at priority 51, so it takes
/// the slack beside a label.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// UIKit's sentinel for ``setCustomSpacing(_:after:)``: go back to the stack's ``spacing``.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's sentinel for "the system's standard spacing" (``systemSpacing`` here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude
    /// The standard spacing between sibling views that ``spacingUseSystem`` stands for: 8 pt.
    public static let systemSpacing: CGFloat = 8

    /// The views the stack lays out, in order. They are always subviews of the stack too.
    public private(set) var arrangedSubviews: [UIView] = []

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The natural size last measured (measuring solves the arrangement twice), until something
    /// inside the stack changes.
    var cachedNaturalSize: CGSize?
    /// Whether the cached natural size was measured directly and holds at every cross length.
    var naturalSizeIsCrossIndependent = false
    /// The size last measured at a cross length (see `intrinsicSize(atCrossLength:)`).
    var cachedCrossMeasurement: (crossLength: CGFloat, size: CGSize)?
    /// The private engine that lays out the arrangement, kept across layouts.
    var arrangementEngine: AutoLayoutEngine?
    /// The private engines that measure the arrangement (one per kind of measurement, so each
    /// keeps its target and re-solves incrementally), kept across measurements.
    var measurementEngines: [StackMeasurement: AutoLayoutEngine] = [:]
    /// The intrinsic size at the last layout, to tell the superview when it changes.
    private var lastLaidOutIntrinsicSize: CGSize?

    /// The axis along which arranged views are placed (default `.horizontal`).
    open var axis: UILayoutConstraintAxis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The gap between adjacent arranged views (the minimum gap for the equal-spacing and
    /// equal-centering distributions). Default 0; negative values overlap views, as in UIKit.
    /// Non-finite values are reported and ignored.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                reportInvalid("spacing", "\(spacing) is not a finite number of points; kept \(oldValue).")
                spacing = oldValue
                return
            }
            if spacing != oldValue { arrangementDidChange() }
        }
    }

    /// Whether arranged views are laid out inside ``UIView/layoutMargins`` instead of the bounds
    /// (default false).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Creates a stack with a zero frame and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack that arranges `views` (each is added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Appends `view` to ``arrangedSubviews`` (moving it if already arranged) and adds it as a
    /// subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        let existing = arrangedSubviews.contains { $0 === view }
        placeArrangedSubview(view, at: arrangedSubviews.count - (existing ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it if already arranged) and
    /// adds it as a subview if needed. An index past the end is reported and clamped (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let existing = arrangedSubviews.contains { $0 === view }
        let upperBound = arrangedSubviews.count - (existing ? 1 : 0)
        guard (0...upperBound).contains(stackIndex) else {
            let clamped = Swift.min(upperBound, Swift.max(0, stackIndex))
            reportInvalid(
                "insertArrangedSubview(_:at: \(stackIndex))",
                "the index must be in 0...\(upperBound); inserted at \(clamped) instead."
            )
            placeArrangedSubview(view, at: clamped)
            return
        }
        placeArrangedSubview(view, at: stackIndex)
    }

    /// Removes `view` from ``arrangedSubviews`` only: it stays a subview (call
    /// `removeFromSuperview()` to take it out of the hierarchy), as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    private func placeArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            UIApplication.reportRuntimeIssue(.hierarchy(.addedToItself(view: debugName)))
            return
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }  // refused (a cycle); already reported
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(index, arrangedSubviews.count))
        arrangementDidChange()
    }

    // MARK: Custom spacing

    /// Sets the gap after `arrangedSubview` (replacing ``spacing`` there). Pass
    /// ``spacingUseDefault`` to go back to ``spacing``, ``spacingUseSystem`` for the standard 8 pt.
    /// A view that is not arranged, or a non-finite spacing, is reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            reportInvalid(
                "setCustomSpacing(_:after:)",
                "\(arrangedSubview.debugName) is not an arranged subview of this stack; add it with addArrangedSubview(_:) first."
            )
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            customSpacings[key] = nil
        } else if spacing.isFinite {
            customSpacings[key] = spacing
        } else {
            reportInvalid("setCustomSpacing(_:after:)", "\(spacing) is not a finite number of points.")
            return
        }
        arrangementDidChange()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The gap actually used after `view`: its custom spacing, else ``spacing``, with
    /// ``spacingUseSystem`` resolved to ``systemSpacing``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : value
    }

    // MARK: UIView overrides

    /// Forgets a subview that leaves the stack as an arranged view too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrangementDidChange()
        }
    }

    /// Places the arranged views (see the type's documentation), then tells the superview when the
    /// stack's own intrinsic size changed (for nested stacks).
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyArrangement()
        let size = intrinsicContentSize
        if let previous = lastLaidOutIntrinsicSize, previous != size {
            superview?.setNeedsLayout()
        }
        lastLaidOutIntrinsicSize = size
    }

    /// The size the arranged views need, solved from the stack's constraints: along the axis the sum
    /// of their lengths plus spacing (n × the longest for `.fillEqually`), across it the largest
    /// cross size, plus the margins when ``isLayoutMarginsRelativeArrangement`` is on. A dimension
    /// the arranged views leave open (a view without an intrinsic size there, or an aspect ratio
    /// that depends on the other dimension) is ``UIView/noIntrinsicMetric``; in Auto Layout the
    /// stack is then measured again at the cross length it gets. (UIKit's stack reports no intrinsic
    /// size; see Guide/HeadlessUI.md.)
    open override var intrinsicContentSize: CGSize {
        naturalSize()
    }

    /// The size the arrangement needs when the stack aims at `size` (at the fitting priority, 50):
    /// dimensions the arranged views decide keep their length, open ones take `size`'s.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(proposed: size)
    }

    /// Forgets the measurements when margins that inset the arrangement change.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    // MARK: Helpers

    func arrangementDidChange() {
        arrangementStructureDidChange()
        invalidateIntrinsicContentSize()
    }

    /// Views or constraints inside the stack changed: the private engines start again.
    func arrangementStructureDidChange() {
        arrangementEngine?.setNeedsRebuild()
        for engine in measurementEngines.values { engine.setNeedsRebuild() }
    }

    private func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }
}
