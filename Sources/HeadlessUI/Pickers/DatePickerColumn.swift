import Foundation

/// One wheel of a ``UIDatePicker`` in wheels style.
enum DatePickerColumn: Equatable {
    /// Months of the year, by name (`June`, `Juni`).
    case month
    /// Days of the displayed month (`1`...`30`).
    case day
    /// Years 1...9999.
    case year
    /// Days of ``DatePickerLayout/dayRange`` (`.dateAndTime`), titled like `Sun, Jun 9`.
    case dayOfRange
    /// Hours: `1`...`12` on a 12-hour clock, `00`...`23` on a 24-hour clock.
    case hour(twelveHour: Bool)
    /// Minutes in steps of the minute interval (`00`, `05`, ...).
    case minute
    /// AM / PM, in the locale's symbols.
    case dayPeriod
    /// Hours of a count-down duration (`0`...`23`).
    case countDownHours
    /// Minutes of a count-down duration, in steps of the minute interval.
    case countDownMinutes
}
