import Foundation

/// Spinning wheels of rows, one wheel per component, as UIKit's `UIPickerView`.
///
/// - Shape and content come from ``dataSource`` and ``delegate``; the picker reads them lazily and
///   again on ``reloadAllComponents()`` / ``reloadComponent(_:)``.
/// - Geometry: natural size 320 × 216 pt (UIKit's); rows 32 pt tall unless the delegate says
///   otherwise (HeadlessUI's choice, close to UIKit's rendering); wheels share the width equally
///   unless the delegate gives widths, and are centred as a group. The selection indicator is the
///   wheel's vertical centre. Rows are laid out flat (no 3D curvature).
/// - Spinning: a drag (pan, 10 pt hysteresis) moves the wheel with the finger. On release it coasts
///   with UIKit's normal deceleration (velocity × 0.998 per ms) to the row nearest its projected rest
///   and settles there on the runtime clock; then `didSelectRow` fires once, only if the row changed.
///   Touching a moving wheel stops it; lifting the finger snaps to the nearest row.
/// - Tapping a visible row above or below the indicator scrolls it in (0.3 s) and selects it.
/// - ``selectRow(_:inComponent:animated:)`` changes the selection at once and calls no delegate
///   method, as in UIKit. ``selectedRow(inComponent:)`` changes when a wheel comes to rest.
/// - Accessibility: the picker is a container of one adjustable element per wheel; value = the
///   selected row's title; increment/decrement move one row and call `didSelectRow`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// UIKit's natural picker height (216 pt).
    public static let defaultHeight: CGFloat = 216
    /// UIKit's natural picker width (320 pt).
    public static let defaultWidth: CGFloat = 320
    /// Row height when the delegate gives none (32 pt, HeadlessUI's choice).
    public static let defaultRowHeight: CGFloat = 32
    /// Font size of title rows (21 pt, HeadlessUI's choice).
    public static let rowFontSize: CGFloat = 21

    private struct ComponentState {
        var rowCount: Int
        var selectedRow: Int
    }

    private var components: [ComponentState] = []
    private var needsReload = true
    private var wheels: [PickerWheelView] = []
    private var componentElements: [PickerComponentAccessibilityElement] = []
    private var customAccessibilityElements: [Any]?

    /// Supplies the number of components and rows. Setting it reloads the picker lazily.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// Supplies titles, views, sizes and hears about selections. Setting it reloads the picker lazily.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsReload() }
    }

    /// Creates a picker with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Shape

    /// The number of wheels (from the data source, as last loaded).
    open var numberOfComponents: Int {
        loadIfNeeded()
        return components.count
    }

    /// The number of rows in `component` (as last loaded); 0 and a report for a bad component.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let state = state(of: component, property: "numberOfRows(inComponent:)") else { return 0 }
        return state.rowCount
    }

    /// The size of a row in `component`: the wheel's width and the row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard state(of: component, property: "rowSize(forComponent:)") != nil else { return .zero }
        layoutWheelsIfNeeded()
        let wheel = wheels[component]
        return CGSize(width: wheel.bounds.width, height: wheel.wheelGeometry.rowHeight)
    }

    /// The view showing `row` of `component`, or `nil` when that row is not visible.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard state(of: component, property: "view(forRow:forComponent:)") != nil else { return nil }
        layoutWheelsIfNeeded()
        return wheels[component].visibleView(forRow: row)
    }

    // MARK: Selection

    /// The selected row of `component`, or -1 when it has no rows (or the component does not exist,
    /// which is also reported).
    open func selectedRow(inComponent component: Int) -> Int {
        guard let state = state(of: component, property: "selectedRow(inComponent:)") else { return -1 }
        return state.rowCount > 0 ? state.selectedRow : -1
    }

    /// Selects `row` of `component` and brings it under the selection indicator, with a 0.3 s
    /// animation when `animated`. Calls no delegate method (as in UIKit). An out-of-range row or
    /// component is reported and ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let state = state(of: component, property: "selectRow(_:inComponent:animated:)") else { return }
        guard row >= 0, row < state.rowCount else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "selectRow(_:inComponent:animated:)",
                reason: "row \(row) is out of range; component \(component) has \(state.rowCount) row(s) (valid: 0..<\(state.rowCount)). "
                    + "The selection is unchanged."
            ))
            return
        }
        components[component].selectedRow = row
        layoutWheelsIfNeeded()
        wheels[component].scroll(toRow: row, animated: animated, userInitiated: false)
    }

    // MARK: Reloading

    /// Reads the number of components and rows again and rebuilds every row. Selections are kept,
    /// clamped to the new row counts.
    open func reloadAllComponents() {
        let count = checkedCount(dataSource?.numberOfComponents(in: self) ?? 0, what: "numberOfComponents(in:)")
        let previous = components
        components = (0..<count).map { component in
            let rows = checkedCount(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0,
                                    what: "pickerView(_:numberOfRowsInComponent: \(component))")
            let selected = component < previous.count ? previous[component].selectedRow : 0
            return ComponentState(rowCount: rows, selectedRow: Swift.min(Swift.max(0, selected), Swift.max(0, rows - 1)))
        }
        needsReload = false
        rebuildWheels()
    }

    /// Reads the row count of `component` again and rebuilds its rows; the selection is clamped.
    open func reloadComponent(_ component: Int) {
        guard state(of: component, property: "reloadComponent(_:)") != nil else { return }
        let rows = checkedCount(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0,
                                what: "pickerView(_:numberOfRowsInComponent: \(component))")
        components[component].rowCount = rows
        components[component].selectedRow = Swift.min(components[component].selectedRow, Swift.max(0, rows - 1))
        configure(wheels[component], component: component)
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    private func checkedCount(_ count: Int, what: String) -> Int {
        guard count < 0 else { return count }
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: "dataSource",
            reason: "\(what) returned \(count); a count cannot be negative, so 0 is used. Return 0 or more."
        ))
        return 0
    }

    private func state(of component: Int, property: String) -> ComponentState? {
        loadIfNeeded()
        guard components.indices.contains(component) else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: property,
                reason: "component \(component) does not exist; this picker has \(components.count) component(s) (valid: "
                    + "0..<\(components.count))."
            ))
            return nil
        }
        return components[component]
    }

    // MARK: Wheels

    private func rebuildWheels() {
        for wheel in wheels { wheel.removeFromSuperview() }
        wheels = components.indices.map { PickerWheelView(picker: self, component: $0) }
        for wheel in wheels { addSubview(wheel) }
        componentElements = components.indices.map { PickerComponentAccessibilityElement(picker: self, component: $0) }
        layoutWheels(forceConfigure: true)
    }

    private func layoutWheelsIfNeeded() {
        loadIfNeeded()
    }

    /// Places the wheels side by side (delegate widths, or equal shares), centred as a group. A wheel
    /// whose frame, row count or row height changed is rebuilt resting on its selected row.
    private func layoutWheels(forceConfigure: Bool = false) {
        let widths = components.indices.map { component -> CGFloat in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
            guard width.isFinite, width >= 0 else {
                reportBadMetric("pickerView(_:widthForComponent: \(component))", width)
                return equalComponentWidth
            }
            return width
        }
        var x = bounds.minX + (bounds.width - widths.reduce(0, +)) / 2
        for (component, wheel) in wheels.enumerated() {
            let frame = CGRect(x: x, y: bounds.minY, width: widths[component], height: bounds.height)
            x += widths[component]
            let resized = wheel.frame != frame
            if resized { wheel.frame = frame }
            configure(wheel, component: component, force: forceConfigure || resized)
        }
    }

    private func configure(_ wheel: PickerWheelView, component: Int, force: Bool = true) {
        var height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        if !(height.isFinite && height > 0) {
            reportBadMetric("pickerView(_:rowHeightForComponent: \(component))", height)
            height = Self.defaultRowHeight
        }
        let state = components[component]
        guard force || !wheel.shows(rowCount: state.rowCount, rowHeight: height) else { return }
        wheel.configure(rowCount: state.rowCount, rowHeight: height, restingOn: state.selectedRow)
    }

    private func reportBadMetric(_ what: String, _ value: CGFloat) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: "delegate",
            reason: "\(what) returned \(value); it must be a finite, positive number of points. The default is used."
        ))
    }

    /// The width each wheel gets when the delegate gives none: the picker's width shared equally.
    var equalComponentWidth: CGFloat {
        bounds.width / CGFloat(Swift.max(1, components.count))
    }

    /// Lays the wheels out for the current bounds (and loads the data first if needed).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadAllComponents() } else { layoutWheels() }
    }

    /// UIKit's natural size: 320 × 216 pt.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.defaultWidth, height: Self.defaultHeight)
    }

    /// The offered width (320 pt when none) and UIKit's 216 pt height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : Self.defaultWidth, height: Self.defaultHeight)
    }

    // MARK: Wheel callbacks

    /// A row view for `row` of `component`, from the delegate (or an empty title label without one).
    func makeRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return (view as? PickerRowLabel) ?? PickerRowLabel()
    }

    /// A wheel came to rest on `row`. A user-driven rest on a new row selects it and tells the delegate.
    func wheelDidSettle(component: Int, row: Int, userInitiated: Bool) {
        guard userInitiated, components.indices.contains(component), row >= 0,
              row != components[component].selectedRow else { return }
        components[component].selectedRow = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// Whether any wheel is still coasting or animating.
    public var isSpinning: Bool { wheels.contains(where: \.isMoving) }

    // MARK: Accessibility

    /// One adjustable element per wheel, unless the app sets its own.
    open override var accessibilityElements: [Any]? {
        get {
            if let customAccessibilityElements { return customAccessibilityElements }
            loadIfNeeded()
            return componentElements
        }
        set { customAccessibilityElements = newValue }
    }

    /// The accessible text of a row: its (attributed) title, else the accessibility label of its view.
    func accessibilityTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard components.indices.contains(component), row >= 0, row < components[component].rowCount else { return nil }
        if let delegate {
            if let title = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
                ?? delegate.pickerView(self, titleForRow: row, forComponent: component) {
                return title
            }
        }
        let view = wheels[component].visibleView(forRow: row) ?? makeRowView(row: row, component: component, reusing: nil)
        return view.accessibilityLabel
    }

    /// The frame of wheel `component` in the picker's coordinates.
    func wheelFrame(_ component: Int) -> CGRect {
        wheels.indices.contains(component) ? wheels[component].frame : .zero
    }

    /// Moves `component` one row (`+1` increment, `-1` decrement) and tells the delegate, as a
    /// VoiceOver swipe does. Nothing happens at either end.
    func adjustByAccessibility(component: Int, by step: Int) {
        guard components.indices.contains(component) else { return }
        let state = components[component]
        let row = state.selectedRow + step
        guard state.rowCount > 0, row >= 0, row < state.rowCount else { return }
        components[component].selectedRow = row
        wheels[component].scroll(toRow: row, animated: false, userInitiated: false)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
