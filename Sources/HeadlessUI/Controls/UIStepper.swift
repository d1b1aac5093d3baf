import Foundation

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper`.
///
/// - Size 94 × 32 pt (intrinsic). The halves split at `bounds.midX`: + on the right, − on the left
///   (mirrored in right-to-left layouts). A half highlights while the finger is over it, using the
///   control's tracking margin.
/// - A tap changes the value at **touch-up**, before `.touchUpInside`. Holding a half with
///   ``autorepeat`` steps again 0.5 s after touch-down and every 0.5 s up to the 5th repeat, then every
///   ``autorepeatFastInterval`` and, from the 20th repeat, every ``autorepeatFastestInterval``; the lift
///   that ends a repeat run adds no extra step.
/// - With ``isContinuous`` each step sends `.valueChanged`; otherwise one `.valueChanged` is sent at
///   the end of the press.
/// - Without ``wraps`` a half is disabled at its limit; with it, stepping past the maximum goes to
///   the minimum and below the minimum to the maximum.
/// - Accessibility: the stepper itself is not an element; its ``accessibilityElements`` are two
///   button elements, "Decrement" and "Increment" (`.notEnabled` when that half is disabled).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    override var defaultActionIsSingleTap: Bool { true }

    /// The stepper's natural size (UIKit: 94 pt wide, the segmented control's 32 pt high).
    public static let defaultSize = CGSize(width: 94, height: 32)
    /// Delay before the first repeat and between repeats 2 to 5 (UIKit: 0.5 s).
    public static let autorepeatInitialInterval: TimeInterval = 0.5
    /// Interval from the 5th to the 20th repeat (HeadlessUI choice: UIKit's value is not readable).
    public static let autorepeatFastInterval: TimeInterval = 0.1
    /// Interval after the 20th repeat (HeadlessUI choice: UIKit's value is not readable).
    public static let autorepeatFastestInterval: TimeInterval = 0.05

    private var storedValue: Double = 0
    private var storedMinimumValue: Double = 0
    private var storedMaximumValue: Double = 100
    private var storedStepValue: Double = 1
    private var isPlusHighlighted = false
    private var isMinusHighlighted = false
    private var repeatCount = 0
    private var repeatTimer: ScheduledWork?
    private var customAccessibilityElements: [Any]?
    private lazy var halfElements: [ControlPartAccessibilityElement] = [
        makeHalfElement(increment: false), makeHalfElement(increment: true),
    ]

    /// Whether stepping past one limit continues from the other (default `false`).
    open var wraps = false {
        didSet { unhighlightDisabledHalves() }
    }

    /// Whether holding a half repeats the step (default `true`).
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` (default `true`) or only the end of the press.
    open var isContinuous = true

    /// Creates a stepper.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentPriorities = .usuallyFixed(width: true, height: true)
    }

    override var actionTriggeringEvents: Event { .valueChanged }

    // MARK: Value

    /// The value, clamped to the range. Setting it sends no event. NaN is reported and ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                reportInvalid("value", "NaN is not a stepper value; pass a number between minimumValue and maximumValue.")
                return
            }
            storedValue = Swift.min(storedMaximumValue, Swift.max(storedMinimumValue, newValue))
            unhighlightDisabledHalves()
        }
    }

    /// The lowest value (default 0). Raising it above ``maximumValue`` raises the maximum too.
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            guard newValue.isFinite else { return reportInvalid("minimumValue", "\(newValue) is not a finite number.") }
            if storedMaximumValue < newValue { storedMaximumValue = newValue }
            storedMinimumValue = newValue
            value = storedValue
        }
    }

    /// The highest value (default 100). Lowering it below ``minimumValue`` lowers the minimum too.
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            guard newValue.isFinite else { return reportInvalid("maximumValue", "\(newValue) is not a finite number.") }
            if storedMinimumValue > newValue { storedMinimumValue = newValue }
            storedMaximumValue = newValue
            value = storedValue
        }
    }

    /// The step (default 1). UIKit raises for values ≤ 0; HeadlessUI reports them and keeps the old step.
    open var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return reportInvalid("stepValue", "\(newValue) is not allowed: stepValue must be greater than 0.")
            }
            storedStepValue = newValue
        }
    }

    private func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }

    /// Whether the + half can be used (enabled control, and below the maximum unless wrapping).
    var isIncrementEnabled: Bool { isEnabled && (wraps || storedValue < storedMaximumValue) }
    /// Whether the − half can be used.
    var isDecrementEnabled: Bool { isEnabled && (wraps || storedValue > storedMinimumValue) }

    private func unhighlightDisabledHalves() {
        if !isIncrementEnabled { isPlusHighlighted = false }
        if !isDecrementEnabled { isMinusHighlighted = false }
    }

    // MARK: Geometry

    /// 94 × 32 pt.
    open override var intrinsicContentSize: CGSize { UIStepper.defaultSize }

    /// 94 × 32 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.defaultSize }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The rectangle of the + (`increment`) or − half in the stepper's coordinates.
    func halfRect(increment: Bool) -> CGRect {
        let onRight = increment != isRightToLeft
        let half = bounds.width / 2
        return CGRect(x: onRight ? bounds.midX : bounds.minX, y: bounds.minY, width: half, height: bounds.height)
    }

    // MARK: Tracking

    /// Highlights the half under the finger and starts the repeat timer.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        repeatCount = 0
        if autorepeat { scheduleRepeat(after: UIStepper.autorepeatInitialInterval) }
        updateHighlighting(at: touch.location(in: self), with: event)
        return true
    }

    /// Keeps the highlighted half under the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateHighlighting(at: touch.location(in: self), with: event)
        return true
    }

    /// Steps once for a tap (or ends a repeat run), then unhighlights and stops repeating.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        updateCount(fromTimer: false, with: event)
        isPlusHighlighted = false
        isMinusHighlighted = false
        stopRepeating()
    }

    /// Unhighlights, stops repeating and sends `.touchCancel`.
    open override func cancelTracking(with event: UIEvent?) {
        isPlusHighlighted = false
        isMinusHighlighted = false
        stopRepeating()
        super.cancelTracking(with: event)
    }

    private func updateHighlighting(at point: CGPoint, with event: UIEvent?) {
        guard pointMostlyInside(point, with: event) else {
            isPlusHighlighted = false
            isMinusHighlighted = false
            return
        }
        let rightHalf = point.x >= bounds.midX
        let onPlus = rightHalf != isRightToLeft
        isPlusHighlighted = onPlus && isIncrementEnabled
        isMinusHighlighted = !onPlus && isDecrementEnabled
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer?.cancel()
        guard let application = owningApplication else { return }
        repeatTimer = application.scheduler.schedule(after: delay, label: "\(self.debugName): autorepeat") { [weak self] in
            self?.updateCount(fromTimer: true, with: nil)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    /// UIKit's step logic for a timer fire or the end of a press.
    private func updateCount(fromTimer: Bool, with event: UIEvent?) {
        let plus = isPlusHighlighted && isIncrementEnabled
        let minus = isMinusHighlighted && isDecrementEnabled
        if fromTimer {
            guard plus || minus else {
                if repeatCount >= 1 { repeatCount = 1 }
                scheduleRepeat(after: UIStepper.autorepeatInitialInterval)
                return
            }
        } else if repeatCount != 0 || !(plus || minus) {
            if plus || minus {
                repeatCount += 1
                if !isContinuous { sendActions(.valueChanged, with: event) }
            } else if repeatCount >= 1 {
                repeatCount = 1
            }
            return
        }
        step(up: plus)
        if isContinuous { sendActions(.valueChanged, with: event) }
        let previousCount = repeatCount
        repeatCount += 1
        guard fromTimer else {
            if !isContinuous { sendActions(.valueChanged, with: event) }
            return
        }
        let next: TimeInterval
        if previousCount <= 3 {
            next = UIStepper.autorepeatInitialInterval
        } else {
            next = previousCount > 18 ? UIStepper.autorepeatFastestInterval : UIStepper.autorepeatFastInterval
        }
        scheduleRepeat(after: next)
    }

    private func step(up: Bool) {
        var newValue = storedValue + (up ? storedStepValue : -storedStepValue)
        if wraps {
            if newValue > storedMaximumValue {
                newValue = storedMinimumValue
            } else if newValue < storedMinimumValue {
                newValue = storedMaximumValue
            }
        }
        value = newValue
    }

    // MARK: Accessibility

    /// The "Decrement" and "Increment" button elements, unless replaced.
    open override var accessibilityElements: [Any]? {
        get { customAccessibilityElements ?? halfElements }
        set { customAccessibilityElements = newValue }
    }

    private func makeHalfElement(increment: Bool) -> ControlPartAccessibilityElement {
        ControlPartAccessibilityElement(
            container: self,
            label: { increment ? "Increment" : "Decrement" },
            traits: { [weak self] in
                guard let self else { return [.button, .notEnabled] }
                let enabled = increment ? self.isIncrementEnabled : self.isDecrementEnabled
                return enabled ? .button : [.button, .notEnabled]
            },
            frame: { [weak self] in self?.halfRect(increment: increment) ?? .zero }
        )
    }
}
