import Foundation

/// A control for picking a date, a time or a duration on spinning wheels, as UIKit's `UIDatePicker`
/// in `.wheels` style. It is a `UIControl`: a change the *user* makes (spinning or tapping a wheel,
/// an accessibility increment) sends `.valueChanged` once the wheel rests; setting ``date`` or
/// calling ``setDate(_:animated:)`` sends nothing.
///
/// - Wheels per ``datePickerMode`` and ``locale`` (see ``DatePickerLayout``): `.date` shows month,
///   day and year in the locale's order (en_US: month, day, year; de_DE: day, month, year);
///   `.time` shows hour, minute and AM/PM in 12-hour locales, hour and minute otherwise; `.dateAndTime`
///   adds a day wheel (years 1900–2100) before the time wheels; `.countDownTimer` shows hours and minutes.
/// - The day wheel holds exactly the displayed month's days; changing month or year to a shorter
///   month moves the day back to that month's last day.
/// - ``minimumDate`` / ``maximumDate``: a user change outside the range springs the wheels back to
///   the nearest bound (animated) and the date becomes that bound. ``date`` is always inside the range.
/// - ``minuteInterval`` must divide 60 (1...30); other values are reported and replaced by 1, the default.
/// - Natural size 320 × 216 pt; the wheels share the width equally.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The shortest count-down duration (one minute, as in UIKit).
    public static let minimumCountDownDuration: TimeInterval = 60

    let pickerView = UIPickerView()
    private lazy var wheelSource = DatePickerWheelSource(datePicker: self)
    private(set) var layout: DatePickerLayout?
    private var storedDate = Date()
    private var storedCountDownDuration: TimeInterval = 0

    /// Creates a date picker in `.dateAndTime` mode showing the current date.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(pickerView)
        pickerView.frame = bounds
        rebuildLayout()
    }

    override var actionTriggeringEvents: Event { .valueChanged }

    // MARK: Configuration

    /// What the picker lets the user choose (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildLayout() } }
    }

    /// The style the app asks for. HeadlessUI shows wheels for every style.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style in use: always `.wheels` in HeadlessUI.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The locale for titles and wheel order; `nil` means the calendar's locale, else the current one.
    open var locale: Locale? {
        didSet { rebuildLayout() }
    }

    /// The calendar the wheels count in (default: the current calendar).
    open var calendar: Calendar! = Calendar.current {
        didSet { rebuildLayout() }
    }

    /// The time zone the wheels show; `nil` means the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildLayout() }
    }

    /// The step of the minute wheel, dividing 60 (1...30, default 1). Other values are reported and
    /// replaced by 1, as UIKit falls back to its default.
    open var minuteInterval: Int = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "minuteInterval",
                    reason: "\(minuteInterval) does not divide 60 evenly within 1...30; the default 1 is used. Use 1, 2, 3, 4, 5, 6, 10, "
                        + "12, 15, 20 or 30."
                ))
                minuteInterval = 1
            }
            rebuildLayout()
        }
    }

    // MARK: Range

    /// The earliest date the user can pick; `nil` for none.
    open var minimumDate: Date? {
        didSet { rangeDidChange() }
    }

    /// The latest date the user can pick; `nil` for none.
    open var maximumDate: Date? {
        didSet { rangeDidChange() }
    }

    /// The effective range: both bounds are ignored while the minimum is after the maximum (as in UIKit).
    private var range: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    private func rangeDidChange() {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "minimumDate/maximumDate",
                reason: "the minimum date \(minimumDate) is after the maximum date \(maximumDate), so both are ignored (as in UIKit). Set "
                    + "a minimum before the maximum."
            ))
        }
        let clamped = clamp(storedDate)
        if clamped != storedDate { setDate(clamped, animated: false) }
    }

    private func clamp(_ date: Date) -> Date {
        var result = date
        if let minimum = range.minimum, result < minimum { result = minimum }
        if let maximum = range.maximum, result > maximum { result = maximum }
        return result
    }

    // MARK: Value

    /// The date shown (clamped to the range). Setting it moves the wheels at once and sends no event.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (clamped to ``minimumDate``...``maximumDate``), animating the wheels when
    /// `animated`. Sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamp(date)
        showCurrentValue(animated: animated)
    }

    /// The duration in `.countDownTimer` mode, in seconds (0...23 h 59 min; default 0, shown as the
    /// one-minute minimum). Setting it sends no event.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            guard newValue.isFinite else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "countDownDuration",
                    reason: "\(newValue) is not a finite number of seconds; the duration is unchanged."
                ))
                return
            }
            storedCountDownDuration = Swift.min(Swift.max(0, newValue), 86_340)
            showCurrentValue(animated: false)
        }
    }

    // MARK: Wheels

    private func effectiveCalendar() -> Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale } else if calendar.locale == nil { calendar.locale = Locale.current }
        return calendar
    }

    private func rebuildLayout() {
        layout = DatePickerLayout(mode: datePickerMode, calendar: effectiveCalendar(), minuteInterval: minuteInterval)
        pickerView.dataSource = wheelSource
        pickerView.delegate = wheelSource
        pickerView.reloadAllComponents()
        showCurrentValue(animated: false)
    }

    /// Reloads the day wheel's length and moves every wheel to the current value.
    private func showCurrentValue(animated: Bool) {
        guard let layout else { return }
        for (component, column) in layout.columns.enumerated() {
            if column == .day, pickerView.numberOfRows(inComponent: component) != layout.rowCount(of: column, showing: storedDate) {
                pickerView.reloadComponent(component)
            }
            let row = countDownRow(column) ?? layout.row(of: column, for: storedDate)
            if pickerView.selectedRow(inComponent: component) != row {
                pickerView.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    private func countDownRow(_ column: DatePickerColumn) -> Int? {
        let minutes = Int(Swift.max(Self.minimumCountDownDuration, storedCountDownDuration) / 60)
        switch column {
        case .countDownHours: return minutes / 60
        case .countDownMinutes: return (minutes % 60) / minuteInterval
        default: return nil
        }
    }

    /// A wheel came to rest on a new row because of the user: compute the new value, spring the
    /// wheels back into range, and send `.valueChanged` when the value changed.
    func wheelsDidChange() {
        guard let layout else { return }
        let rows = layout.columns.indices.map { pickerView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let minutes = rows[0] * 60 + rows[1] * minuteInterval
            let duration = Swift.max(Self.minimumCountDownDuration, TimeInterval(minutes * 60))
            let changed = duration != Swift.max(Self.minimumCountDownDuration, storedCountDownDuration)
            storedCountDownDuration = duration
            showCurrentValue(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let proposed = clamp(layout.date(fromRows: rows, basedOn: storedDate))
        let changed = proposed != storedDate
        storedDate = proposed
        showCurrentValue(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Layout

    /// The inner picker fills the date picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }

    /// UIKit's natural wheels size: 320 × 216 pt.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
    }

    /// The offered width (320 pt when none) and 216 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        pickerView.sizeThatFits(size)
    }
}
