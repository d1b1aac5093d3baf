import Foundation

/// A row of equal-width segments of which one is selected, as UIKit's `UISegmentedControl`.
///
/// - The segment under the finger when it lifts (inside the control's tracking area) becomes
///   selected; `.valueChanged` is sent only when the selection changes. Disabled segments ignore taps.
/// - A momentary control (``isMomentary``) selects the tapped segment while its `.valueChanged`
///   actions run, then returns to ``noSegment``; every tap sends `.valueChanged`.
/// - Setting ``selectedSegmentIndex`` sends no event. Out-of-range indexes are reported and ignored.
/// - Segments run left to right, or right to left in right-to-left layouts. Natural height 32 pt.
/// - Accessibility: the control is not an element itself; ``accessibilityElements`` holds one button
///   element per segment (label = title, `.selected` on the selected one, `.notEnabled` when disabled).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    override var defaultActionIsSingleTap: Bool { true }

    /// The index meaning "no segment selected" (-1).
    public static let noSegment = -1
    /// The natural height of a segmented control (32 pt).
    public static let defaultHeight: CGFloat = 32

    private struct Segment {
        var title: String?
        var isEnabled = true
        /// A fixed width, or 0 for a share of the room the fixed segments leave.
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var customAccessibilityElements: [Any]?
    private var segmentElements: [ControlPartAccessibilityElement] = []

    /// Whether segments only flash selected instead of staying selected (default `false`).
    open var isMomentary = false

    /// The colour of the selected segment's pill (default nil: white), as UIKit's
    /// `selectedSegmentTintColor` (iOS 13).
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Title attributes per state (`.normal`, `.selected`, `.disabled`…).
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the titles' text attributes for `state`, as UIKit: `.font` and `.foregroundColor` are
    /// drawn (the selected segment uses `.selected`'s, else `.normal`'s); nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        setNeedsDisplay()
    }

    /// The text attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Creates a segmented control with one segment per title.
    public init(items: [String]) {
        super.init(frame: .zero)
        segments = items.map { Segment(title: $0) }
        rebuildSegmentElements()
    }

    /// Creates an empty segmented control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override var actionTriggeringEvents: Event { .valueChanged }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting it sends no event; an index outside
    /// `-1..<numberOfSegments` is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                reportOutOfRange("selectedSegmentIndex", newValue)
                return
            }
            storedSelectedIndex = newValue
        }
    }

    /// Inserts a segment. An index above ``numberOfSegments`` is pinned to the end, as UIKit documents;
    /// a negative index is reported and pinned to 0. The selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        if segment < 0 { reportOutOfRange("insertSegment(withTitle:at:animated:)", segment) }
        let index = Swift.min(Swift.max(0, segment), segments.count)
        segments.insert(Segment(title: title), at: index)
        if storedSelectedIndex != UISegmentedControl.noSegment && index <= storedSelectedIndex { storedSelectedIndex += 1 }
        rebuildSegmentElements()
    }

    /// Removes a segment. Removing the selected one leaves ``noSegment`` selected. Out-of-range
    /// indexes are reported and ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            reportOutOfRange("removeSegment(at:animated:)", segment)
            return
        }
        segments.remove(at: segment)
        if segment == storedSelectedIndex {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if segment < storedSelectedIndex {
            storedSelectedIndex -= 1
        }
        rebuildSegmentElements()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        rebuildSegmentElements()
    }

    /// Sets a segment's title; out-of-range indexes are reported and ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportOutOfRange("setTitle(_:forSegmentAt:)", segment) }
        segments[segment].title = title
    }

    /// A segment's title; `nil` (and a report) for an out-of-range index.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment) else {
            reportOutOfRange("titleForSegment(at:)", segment)
            return nil
        }
        return segments[segment].title
    }

    /// Enables or disables one segment; out-of-range indexes are reported and ignored.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportOutOfRange("setEnabled(_:forSegmentAt:)", segment) }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled; `false` (and a report) for an out-of-range index.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        guard segments.indices.contains(segment) else {
            reportOutOfRange("isEnabledForSegment(at:)", segment)
            return false
        }
        return segments[segment].isEnabled
    }

    private func reportOutOfRange(_ property: String, _ index: Int) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: property,
            reason: "segment index \(index) is out of range; this control has \(segments.count) segment(s) "
                + "(valid: 0..<\(segments.count)\(property == "selectedSegmentIndex" ? ", or UISegmentedControl.noSegment" : ""))."
        ))
    }

    // MARK: Geometry

    /// Natural height 32 pt; no natural width (HeadlessUI has no text metrics here yet).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISegmentedControl.defaultHeight)
    }

    /// Sets a segment's width (0: automatic, a share of what the fixed-width segments leave), as
    /// UIKit's `setWidth(_:forSegmentAt:)`; a negative or non-finite width is reported and ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportOutOfRange("setWidth(_:forSegmentAt:)", segment) }
        guard width.isFinite, width >= 0 else {
            UIApplication.reportRuntimeIssue(.invalidGeometry(view: debugName, property: "width of segment \(segment)", value: "\(width)"))
            return
        }
        segments[segment].width = width
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The width set for a segment (0 when automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The widths of the segments in order: fixed ones as set, automatic ones sharing the rest equally.
    private var segmentWidths: [CGFloat] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }.count
        let share = automatic > 0 ? Swift.max(0, bounds.width - fixed) / CGFloat(automatic) : 0
        return segments.map { $0.width > 0 ? $0.width : share }
    }

    /// The rectangle of a segment in the control's coordinates (mirrored in RTL).
    func segmentRect(at index: Int) -> CGRect {
        guard segments.indices.contains(index) else { return .zero }
        let widths = segmentWidths
        let order = effectiveUserInterfaceLayoutDirection == .rightToLeft ? Array(widths.indices.reversed()) : Array(widths.indices)
        var x = bounds.minX
        for position in order {
            if position == index { return CGRect(x: x, y: bounds.minY, width: widths[position], height: bounds.height) }
            x += widths[position]
        }
        return .zero
    }

    /// The segment whose column contains `x` (clamped to the control), or `nil` without segments.
    private func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let rects = segments.indices.map { segmentRect(at: $0) }
        if let hit = rects.firstIndex(where: { x >= $0.minX && x < $0.maxX }) { return hit }
        let leftmost = rects.indices.min { rects[$0].minX < rects[$1].minX } ?? 0
        let rightmost = rects.indices.max { rects[$0].maxX < rects[$1].maxX } ?? 0
        return x < bounds.midX ? leftmost : rightmost
    }

    // MARK: Tracking

    /// Selects the segment under the lift point.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard pointMostlyInside(point, with: event), let index = segmentIndex(atX: point.x),
              segments[index].isEnabled else { return }
        if isMomentary {
            storedSelectedIndex = index
            sendActions(.valueChanged, with: event)
            storedSelectedIndex = UISegmentedControl.noSegment
            return
        }
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        sendActions(.valueChanged, with: event)
    }

    // MARK: Accessibility

    /// One button element per segment, unless replaced.
    open override var accessibilityElements: [Any]? {
        get { customAccessibilityElements ?? segmentElements }
        set { customAccessibilityElements = newValue }
    }

    private func rebuildSegmentElements() {
        segmentElements = segments.indices.map { index in
            ControlPartAccessibilityElement(
                container: self,
                label: { [weak self] in
                    guard let self, self.segments.indices.contains(index) else { return nil }
                    return self.segments[index].title
                },
                traits: { [weak self] in
                    guard let self, self.segments.indices.contains(index) else { return .button }
                    var traits: UIAccessibilityTraits = .button
                    if index == self.storedSelectedIndex { traits.insert(.selected) }
                    if !self.isEnabled || !self.segments[index].isEnabled { traits.insert(.notEnabled) }
                    return traits
                },
                frame: { [weak self] in self?.segmentRect(at: index) ?? .zero }
            )
        }
    }
}
