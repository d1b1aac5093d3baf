import Foundation

/// The base class of buttons, switches, sliders, steppers and segmented controls, as UIKit's
/// `UIControl`: it turns the touches it receives into ``Event``s and runs the ``UIAction``s
/// registered for them.
///
/// Touch tracking copies UIKit's observable behaviour:
/// - **Down**: an enabled control whose ``beginTracking(_:with:)`` returns true highlights and sends
///   ``Event/touchDown``, plus ``Event/touchDownRepeat`` when `tapCount ≥ 2`.
/// - **Move**: while ``continueTracking(_:with:)`` returns true, ``isTouchInside`` and the highlight
///   follow the "mostly inside" test (the bounds grown by the device's tracking margin, 70 pt on
///   iPhone and 25 pt on iPad, or ``point(inside:with:)``). A flip sends ``Event/touchDragEnter`` or
///   ``Event/touchDragExit``; then every move sends ``Event/touchDragInside`` or ``Event/touchDragOutside``.
/// - **Lift**: ``endTracking(_:with:)``, then ``Event/touchUpInside`` or ``Event/touchUpOutside`` by
///   the same test. A control that was not highlighted when the finger lifted inside highlights for
///   ``minimumHighlightDuration``.
/// - **Cancel** (the system took the touch, or the control left its window): ``cancelTracking(with:)``
///   unhighlights and sends ``Event/touchCancel``.
/// - A disabled control is invisible to hit testing: touches reach the view behind it.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// How long a highlight that only began at touch-up stays visible (UIKit: 0.12 s).
    public static let minimumHighlightDuration: TimeInterval = 0.12

    /// One registered action and the events it runs for.
    struct ActionEntry {
        let action: UIAction
        var events: Event
    }

    /// Registered actions, in registration order (the order they run in).
    var actionEntries: [ActionEntry] = []
    private var storedHighlighted = false
    private var pendingUnhighlight: ScheduledWork?

    // MARK: State

    /// Whether the control accepts touches. A disabled control returns `nil` from hit testing, so
    /// touches fall through to the views behind it.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected (a toggled button, the chosen segment...).
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted (a touch is down on it). Highlighting a disabled control is
    /// ignored, as in UIKit; any change cancels a pending minimum-highlight timer.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set {
            pendingUnhighlight?.cancel()
            pendingUnhighlight = nil
            if newValue && !isEnabled { return }
            let old = storedHighlighted
            storedHighlighted = newValue
            if old != newValue { controlStateDidChange() }
        }
    }

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed (buttons restyle here).
    func controlStateDidChange() {}

    /// Whether the control is tracking a touch.
    public internal(set) var isTracking = false

    /// Whether the control's menu opens on touch down instead of the control's action (iOS 14).
    /// Needs ``isContextMenuInteractionEnabled`` (a button with a ``UIButton/menu`` has it).
    open var showsMenuAsPrimaryAction = false

    /// Whether a press and hold opens the control's menu (iOS 14); a button turns it on when it is
    /// given a menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { updateContextMenuInteraction() }
    }

    /// The interaction that opens the control's menu on a press and hold, while
    /// ``isContextMenuInteractionEnabled``.
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// The menu the control shows (a button's ``UIButton/menu``); `nil` for controls without one.
    var menuForPresentation: UIMenu? { nil }

    /// Called with the control's menu just shown (pop-up buttons follow the selection here).
    func menuDidPresent(_ presentation: MenuPresentation) {}

    /// Whether the tracked touch is inside the control's tracking area (the bounds grown by the
    /// device's tracking margin).
    public internal(set) var isTouchInside = false

    /// The control's state flags, derived from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    open var state: State {
        var state: State = isEnabled ? .normal : .disabled
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Horizontal placement of the content (title, image); `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// Vertical placement of the content; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The horizontal alignment with `.leading`/`.trailing` resolved to `.left`/`.right` for the
    /// view's layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Events that count as "the action triggered" for this kind of control: when one is sent, the
    /// control also sends ``Event/primaryActionTriggered``. Empty for a plain control; buttons use
    /// touch-up-inside, value controls use value-changed.
    var actionTriggeringEvents: Event { [] }

    // MARK: Init

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control whose `primaryAction` runs for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking (override points)

    /// A touch went down on the control; return whether to track it. The default returns `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking. The default returns `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (called before the touch-up event is sent). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled: stops tracking, unhighlights and sends ``Event/touchCancel``.
    /// Overrides must call `super`.
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        if isHighlighted { isHighlighted = false }
        sendActions(.touchCancel, with: event)
    }

    // MARK: Actions (override points)

    /// Runs every action registered for any of `controlEvents` (once each, in registration order),
    /// then ``Event/primaryActionTriggered`` when one of them is the control's action-triggering event.
    open func sendActions(for controlEvents: Event) {
        sendActions(controlEvents, with: nil)
    }

    /// Runs one action with this control as its ``UIAction/sender``.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends ``Event/primaryActionTriggered`` (what an accessibility activation or a keyboard press does).
    open func performPrimaryAction() {
        sendActions(.primaryActionTriggered, with: nil)
    }

    func sendActions(_ events: Event, with event: UIEvent?) {
        for entry in actionEntries where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
        if !actionTriggeringEvents.isDisjoint(with: events) {
            sendActions(.primaryActionTriggered, with: event)
        }
    }

    // MARK: Touches

    /// Whether a touch may start tracking: enabled and interactive.
    var shouldTrack: Bool { isEnabled && isUserInteractionEnabled }

    /// UIKit's "mostly inside" test: the bounds grown by the device's tracking margin, or
    /// ``point(inside:with:)``.
    func pointMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = UIControl.trackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }

    /// The current device's tracking margin (70 pt iPhone, 25 pt iPad).
    static var trackingMargin: CGFloat {
        UIApplication.current?.configuration.device.controlTrackingMargin ?? DeviceProfile.iPhone.controlTrackingMargin
    }

    private func firstTouch(in touches: Set<UITouch>) -> UITouch? {
        let mine = touches.filter { $0.view === self }
        return (mine.isEmpty ? touches : mine).min { $0.identity < $1.identity }
    }

    /// Starts tracking when the control is enabled and ``beginTracking(_:with:)`` agrees.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard shouldTrack else {
            super.touchesBegan(touches, with: event)
            return
        }
        guard let touch = firstTouch(in: touches) else { return }
        if showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, let menu = menuForPresentation {
            sendActions(.menuActionTriggered, with: event)
            _ = presentMenu(menu)
            return
        }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(.touchDown, with: event)
        if touch.tapCount >= 2 { sendActions(.touchDownRepeat, with: event) }
    }

    /// Follows the tracked touch: inside-ness, highlight, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else {
            super.touchesMoved(touches, with: event)
            return
        }
        guard let touch = firstTouch(in: touches) else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if wasInside != inside { sendActions(inside ? .touchDragEnter : .touchDragExit, with: event) }
        sendActions(inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// Ends tracking: touch-up inside or outside, and the minimum-highlight rule.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else {
            super.touchesEnded(touches, with: event)
            return
        }
        guard let touch = firstTouch(in: touches) else { return }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        var highlightedAtLift = false
        if !isHighlighted && inside {
            isHighlighted = true
            highlightedAtLift = isHighlighted
        }
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        endTracking(touch, with: event)
        isTracking = false
        sendActions(inside ? .touchUpInside : .touchUpOutside, with: event)
        if highlightedAtLift {
            scheduleUnhighlight(after: UIControl.minimumHighlightDuration)
        } else {
            isHighlighted = false
        }
        isTouchInside = false
    }

    /// Cancels tracking (``cancelTracking(with:)``) if a touch was being tracked.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
    }

    private func scheduleUnhighlight(after delay: TimeInterval) {
        guard let application = owningApplication else {
            isHighlighted = false
            return
        }
        pendingUnhighlight = application.scheduler.schedule(after: delay, label: "\(self.debugName): unhighlight") { [weak self] in
            guard let self else { return }
            self.pendingUnhighlight = nil
            self.isHighlighted = false
        }
    }

    // MARK: Hit testing and window

    /// Whether this control's default action is a single tap, so that (as in UIKit since iOS 6) a
    /// single-tap recognizer on an ancestor does not steal a tap on the control. Buttons, switches,
    /// steppers and segmented controls say yes.
    var defaultActionIsSingleTap: Bool { false }

    /// UIKit asks the touched view before a recognizer begins: a control whose default action is a
    /// single tap refuses other views' single-tap recognizers, so the control's action runs instead.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if defaultActionIsSingleTap, gestureRecognizer.view !== self,
           let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A disabled control returns `nil`, so touches pass through to the views behind it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Leaving the window while tracking cancels the tracking. Overrides must call `super`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil && isTracking { cancelTracking(with: nil) }
    }

    // MARK: Accessibility

    /// `.notEnabled` when disabled and `.selected` when selected; subclasses add their own traits.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
