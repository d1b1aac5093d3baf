import Foundation

extension UIDatePicker {
    /// What a date picker lets the user choose, as UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, CaseIterable {
        /// Hours and minutes (plus AM/PM in 12-hour locales).
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day wheel plus the time wheels (the default).
        case dateAndTime = 2
        /// Hours and minutes of a duration (``UIDatePicker/countDownDuration``).
        case countDownTimer = 3
    }
}

/// How a date picker presents itself, as UIKit's `UIDatePickerStyle`. HeadlessUI always shows
/// wheels: `.compact` and `.inline` fall back to `.wheels`.
public enum UIDatePickerStyle: Int, Sendable, CaseIterable {
    /// The system's choice (wheels in HeadlessUI).
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens an editor (shown as wheels in HeadlessUI).
    case compact = 2
    /// An inline calendar or time editor (shown as wheels in HeadlessUI).
    case inline = 3
}
