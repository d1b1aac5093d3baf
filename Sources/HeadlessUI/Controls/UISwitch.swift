import Foundation

/// An on/off switch, as UIKit's `UISwitch`.
///
/// - Size: always 51 × 31 pt; other sizes given to `frame`/`bounds` are ignored, as in UIKit.
/// - A tap anywhere on the switch toggles it (at touch-up, if the finger lifts inside the tracking area).
///   Dragging horizontally by more than ``thumbDragHysteresis`` moves the thumb instead: at lift the
///   switch takes the side the thumb is on (past the middle of its 20 pt travel), wherever the finger is.
/// - `.valueChanged` (and `.primaryActionTriggered`) fire only when the user changes the value,
///   never for ``setOn(_:animated:)`` or ``isOn``.
/// - Accessibility: an element with traits `.button` and `.toggleButton` (the trait UIKit switches
///   report since iOS 17), value `"1"`/`"0"`, `.notEnabled` when disabled.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    override var defaultActionIsSingleTap: Bool { true }

    /// The fixed size of a switch (UIKit: 51 × 31 pt).
    public static let switchSize = CGSize(width: 51, height: 31)
    /// Horizontal movement after which a touch drags the thumb rather than tapping (HeadlessUI choice:
    /// 10 pt, the same as UIKit's pan hysteresis).
    public static let thumbDragHysteresis: CGFloat = 10

    private var storedIsOn = false
    private var trackingStartX: CGFloat = 0
    private var isDraggingThumb = false
    /// Thumb position while dragging: 0 = off side, 1 = on side.
    private var thumbPosition: CGFloat = 0

    /// Whether the switch is on. Setting it sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The colour of the track when on (system green when `nil`).
    open var onTintColor: UIColor?
    /// The colour of the thumb (white when `nil`).
    open var thumbTintColor: UIColor?

    /// Creates a switch; the frame's size is ignored (51 × 31 pt).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        contentPriorities = .usuallyFixed(width: true, height: true)
    }

    /// Turns the switch on or off without sending `.valueChanged`.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
    }

    /// The frame; its size is always 51 × 31 pt.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// The bounds; its size is always 51 × 31 pt.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// 51 × 31 pt.
    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

    /// 51 × 31 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    override var actionTriggeringEvents: Event { .valueChanged }

    // MARK: Tracking

    /// Starts a tap or a thumb drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        isDraggingThumb = false
        thumbPosition = isOn ? 1 : 0
        return true
    }

    /// Moves the thumb once the finger travelled more than ``thumbDragHysteresis`` horizontally.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let deltaX = touch.location(in: self).x - trackingStartX
        if !isDraggingThumb && abs(deltaX) > UISwitch.thumbDragHysteresis { isDraggingThumb = true }
        if isDraggingThumb {
            let direction: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
            let travel = bounds.width - bounds.height
            let start: CGFloat = isOn ? 1 : 0
            thumbPosition = Swift.min(1, Swift.max(0, start + direction * deltaX / travel))
        }
        return true
    }

    /// A tap toggles; a drag keeps the side the thumb ended on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        var liftedInside = true
        if let touch {
            _ = continueTracking(touch, with: event)
            liftedInside = pointMostlyInside(touch.location(in: self), with: event)
        }
        let newValue = isDraggingThumb ? thumbPosition >= 0.5 : (liftedInside ? !isOn : isOn)
        isDraggingThumb = false
        guard newValue != isOn else { return }
        setOn(newValue, animated: true)
        sendActions(.valueChanged, with: event)
    }

    // MARK: Accessibility

    /// Switches are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// `"1"` when on, `"0"` when off.
    open override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    /// `.button` and `.toggleButton`, plus `.notEnabled` when disabled.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union([.button, .toggleButton])
    }
}
