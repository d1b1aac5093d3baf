import Foundation

/// A control for picking a value from a continuous range by dragging a thumb, as UIKit's `UISlider`.
///
/// - ``value`` is always clamped to ``minimumValue``...``maximumValue``; setting it (or
///   ``setValue(_:animated:)``) sends no event.
/// - Only a touch that starts on the thumb tracks: the thumb is ``thumbDiameter`` wide and its hit
///   area extends ``thumbHitOutset`` beyond it on every side (HeadlessUI choices; UIKit's numbers are
///   not documented). A tap on the track elsewhere does nothing: the thumb does not jump to the
///   finger, as in UIKit.
/// - While dragging, the thumb keeps its offset from the finger. With ``isContinuous`` (the default)
///   each move that changes the value sends `.valueChanged`; otherwise one `.valueChanged` is sent at
///   touch-up if the value changed.
/// - The minimum is on the left, or on the right in right-to-left layouts.
/// - Accessibility: an element with the `.adjustable` trait, value as a percentage of the range
///   (`"50%"`); ``accessibilityIncrement()``/``accessibilityDecrement()`` move it by 10 % of the range.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Diameter of the thumb (HeadlessUI choice: 28 pt, the size of UIKit's default thumb image).
    public static let thumbDiameter: CGFloat = 28
    /// How far beyond the thumb a touch still grabs it (HeadlessUI choice: 10 pt, a 48 pt target).
    public static let thumbHitOutset: CGFloat = 10
    /// The slider's natural height (31 pt).
    public static let defaultHeight: CGFloat = 31
    /// The track's thickness in points (iOS draws a 4 pt track).
    public static let trackHeight: CGFloat = 4
    /// The share of the range one accessibility increment or decrement moves the value (10 %).
    public static let accessibilityStepFraction: Float = 0.1

    private var storedValue: Float = 0
    private var storedMinimumValue: Float = 0
    private var storedMaximumValue: Float = 1
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// Whether dragging sends `.valueChanged` on every change (`true`) or once at the end.
    open var isContinuous = true

    /// The colour of the track left of the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override var actionTriggeringEvents: Event { .valueChanged }

    // MARK: Value

    /// The current value, clamped to the range. Setting it sends no event. NaN is reported and ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped) without sending `.valueChanged`. NaN is reported and ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            reportInvalid("value", "NaN is not a slider value; pass a number between minimumValue and maximumValue.")
            return
        }
        storedValue = Swift.min(storedMaximumValue, Swift.max(storedMinimumValue, value))
    }

    /// The value at the minimum end (0 by default). Raising it above ``maximumValue`` raises the maximum too.
    open var minimumValue: Float {
        get { storedMinimumValue }
        set {
            guard newValue.isFinite else {
                reportInvalid("minimumValue", "\(newValue) is not a finite number.")
                return
            }
            storedMinimumValue = newValue
            if storedMaximumValue < newValue { storedMaximumValue = newValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the maximum end (1 by default). Lowering it below ``minimumValue`` lowers the minimum too.
    open var maximumValue: Float {
        get { storedMaximumValue }
        set {
            guard newValue.isFinite else {
                reportInvalid("maximumValue", "\(newValue) is not a finite number.")
                return
            }
            storedMaximumValue = newValue
            if storedMinimumValue > newValue { storedMinimumValue = newValue }
            setValue(storedValue, animated: false)
        }
    }

    private func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }

    /// Where the value lies in the range, 0...1 (0 when the range is empty).
    var fraction: CGFloat {
        let span = storedMaximumValue - storedMinimumValue
        guard span > 0 else { return 0 }
        return CGFloat((storedValue - storedMinimumValue) / span)
    }

    // MARK: Geometry

    /// Natural height 31 pt; no natural width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.defaultHeight)
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private var thumbTravel: CGFloat { Swift.max(0, bounds.width - UISlider.thumbDiameter) }

    /// The thumb's rectangle in the slider's coordinates, for the current value.
    public func thumbRect() -> CGRect {
        let along = isRightToLeft ? 1 - fraction : fraction
        let originX = bounds.minX + along * thumbTravel
        let originY = bounds.midY - UISlider.thumbDiameter / 2
        return CGRect(x: originX, y: originY, width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    /// The track's rectangle for `bounds` (as UIKit's `trackRect(forBounds:)`): the full width,
    /// ``trackHeight`` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// The thumb's rectangle when the slider shows `value` (as UIKit's
    /// `thumbRect(forBounds:trackRect:value:)`); values outside the range are clamped.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = storedMaximumValue - storedMinimumValue
        let clamped = Swift.min(storedMaximumValue, Swift.max(storedMinimumValue, value.isFinite ? value : storedMinimumValue))
        let fraction = span > 0 ? CGFloat((clamped - storedMinimumValue) / span) : 0
        let along = isRightToLeft ? 1 - fraction : fraction
        let travel = Swift.max(0, rect.width - UISlider.thumbDiameter)
        return CGRect(
            x: rect.minX + along * travel, y: bounds.midY - UISlider.thumbDiameter / 2,
            width: UISlider.thumbDiameter, height: UISlider.thumbDiameter
        )
    }

    private func value(forThumbCenterX centerX: CGFloat) -> Float {
        guard thumbTravel > 0 else { return storedValue }
        var along = (centerX - bounds.minX - UISlider.thumbDiameter / 2) / thumbTravel
        along = Swift.min(1, Swift.max(0, along))
        if isRightToLeft { along = 1 - along }
        return storedMinimumValue + Float(along) * (storedMaximumValue - storedMinimumValue)
    }

    // MARK: Tracking

    /// Tracks only touches that start on the thumb's hit area.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect()
        let hitArea = thumb.insetBy(dx: -UISlider.thumbHitOutset, dy: -UISlider.thumbHitOutset)
        guard hitArea.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTrackingStart = storedValue
        return true
    }

    /// Moves the thumb with the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        followFinger(touch, with: event)
        return true
    }

    /// Final position; a non-continuous slider sends its one `.valueChanged` here.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { followFinger(touch, with: event) }
        if !isContinuous && storedValue != valueAtTrackingStart { sendActions(.valueChanged, with: event) }
    }

    private func followFinger(_ touch: UITouch, with event: UIEvent?) {
        let newValue = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        guard newValue != storedValue else { return }
        storedValue = newValue
        if isContinuous { sendActions(.valueChanged, with: event) }
    }

    // MARK: Accessibility

    /// Sliders are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The value as a percentage of the range, rounded: `"50%"`.
    open override var defaultAccessibilityValue: String? { "\(Int((fraction * 100).rounded()))%" }
    /// `.adjustable`, plus `.notEnabled` when disabled.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// Raises the value by 10 % of the range and sends `.valueChanged` (a VoiceOver swipe up).
    open override func accessibilityIncrement() { adjustByAccessibilityStep(1) }

    /// Lowers the value by 10 % of the range and sends `.valueChanged` (a VoiceOver swipe down).
    open override func accessibilityDecrement() { adjustByAccessibilityStep(-1) }

    private func adjustByAccessibilityStep(_ direction: Float) {
        guard isEnabled else { return }
        let old = storedValue
        setValue(storedValue + direction * UISlider.accessibilityStepFraction * (storedMaximumValue - storedMinimumValue), animated: false)
        if storedValue != old { sendActions(.valueChanged, with: nil) }
    }
}
