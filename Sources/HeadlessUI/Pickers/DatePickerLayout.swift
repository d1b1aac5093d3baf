import Foundation

/// The wheels of a date picker for a mode, locale and calendar, and the arithmetic between wheel
/// rows and dates. Pure: it holds no selection.
///
/// Order: the date wheels follow the locale's `yMMMMd` pattern (`en_US` "MMMM d, y" → month, day,
/// year; `de_DE` "d. MMMM y" → day, month, year; `ja_JP` → year, month, day). The time wheels follow
/// the locale's `jmm` pattern: 12-hour locales get hour, minute and AM/PM (AM/PM first where the
/// pattern puts it first, as in `ko_KR`), 24-hour locales hour and minute.
struct DatePickerLayout {
    /// First year of the year wheel.
    static let firstYear = 1
    /// Last year of the year wheel.
    static let lastYear = 9999
    /// First and last year of the `.dateAndTime` day wheel (HeadlessUI's choice).
    static let dayRangeYears = (first: 1900, last: 2100)

    let mode: UIDatePicker.Mode
    let calendar: Calendar
    let minuteInterval: Int
    let columns: [DatePickerColumn]
    private let formatter: DateFormatter
    private let dayFormatter: DateFormatter

    init(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int) {
        self.mode = mode
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        let locale = calendar.locale ?? Locale.current
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("MMMEd")
        let time = Self.timeColumns(locale: locale)
        switch mode {
        case .date: columns = Self.dateColumns(locale: locale)
        case .time: columns = time
        case .dateAndTime: columns = [.dayOfRange] + time
        case .countDownTimer: columns = [.countDownHours, .countDownMinutes]
        }
    }

    /// Month, day and year in the order of the locale's long date pattern.
    static func dateColumns(locale: Locale) -> [DatePickerColumn] {
        let pattern = unquoted(DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y")
        let positions: [(DatePickerColumn, String.Index)] = [
            ("M", DatePickerColumn.month), ("d", .day), ("y", .year)
        ].map { letter, column in
            (column, pattern.firstIndex(of: Character(letter)) ?? pattern.endIndex)
        }
        return positions.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Hour, minute and (for 12-hour locales) AM/PM, in the order of the locale's time pattern.
    static func timeColumns(locale: Locale) -> [DatePickerColumn] {
        let pattern = unquoted(DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm")
        guard let period = pattern.firstIndex(of: "a") else { return [.hour(twelveHour: false), .minute] }
        let hour = pattern.firstIndex { "hK".contains($0) } ?? pattern.startIndex
        return period < hour ? [.dayPeriod, .hour(twelveHour: true), .minute] : [.hour(twelveHour: true), .minute, .dayPeriod]
    }

    private static func unquoted(_ pattern: String) -> String {
        var result = "", quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if !quoted { result.append(character) }
        }
        return result
    }

    // MARK: Rows

    private func components(of date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
    }

    private func daysInMonth(year: Int, month: Int) -> Int {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else { return 31 }
        return calendar.range(of: .day, in: .month, for: first)?.count ?? 31
    }

    private var minuteRowCount: Int { 60 / minuteInterval }

    private var dayRangeStart: Date {
        calendar.date(from: DateComponents(year: Self.dayRangeYears.first, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
    }

    private var dayRangeCount: Int {
        let end = calendar.date(from: DateComponents(year: Self.dayRangeYears.last, month: 12, day: 31)) ?? dayRangeStart
        return (calendar.dateComponents([.day], from: dayRangeStart, to: end).day ?? 0) + 1
    }

    /// How many rows `column` has while `date` is shown (the day wheel has the month's days).
    func rowCount(of column: DatePickerColumn, showing date: Date) -> Int {
        switch column {
        case .month: return calendar.range(of: .month, in: .year, for: date)?.count ?? 12
        case .day:
            let parts = components(of: date)
            return daysInMonth(year: parts.year ?? 1, month: parts.month ?? 1)
        case .year: return Self.lastYear - Self.firstYear + 1
        case .dayOfRange: return dayRangeCount
        case .hour(let twelveHour): return twelveHour ? 12 : 24
        case .minute, .countDownMinutes: return minuteRowCount
        case .dayPeriod: return 2
        case .countDownHours: return 24
        }
    }

    /// The title of `row` in `column`.
    func title(of column: DatePickerColumn, row: Int) -> String {
        switch column {
        case .month:
            let names: [String] = formatter.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(row + Self.firstYear)"
        case .dayOfRange:
            let day = calendar.date(byAdding: .day, value: row, to: dayRangeStart) ?? dayRangeStart
            return dayFormatter.string(from: day)
        case .hour(let twelveHour): return twelveHour ? "\(row + 1)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .dayPeriod: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countDownHours: return "\(row)"
        case .countDownMinutes: return "\(row * minuteInterval)"
        }
    }

    /// The row of `column` that shows `date` (minutes round down to the interval).
    func row(of column: DatePickerColumn, for date: Date) -> Int {
        let parts = components(of: date)
        let hour = parts.hour ?? 0
        switch column {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return Swift.min(Swift.max(0, (parts.year ?? 1) - Self.firstYear), Self.lastYear - Self.firstYear)
        case .dayOfRange:
            let start = calendar.startOfDay(for: dayRangeStart), day = calendar.startOfDay(for: date)
            let row = calendar.dateComponents([.day], from: start, to: day).day ?? 0
            return Swift.min(Swift.max(0, row), dayRangeCount - 1)
        case .hour(let twelveHour): return twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) - 1 : hour
        case .minute: return (parts.minute ?? 0) / minuteInterval
        case .dayPeriod: return hour >= 12 ? 1 : 0
        case .countDownHours, .countDownMinutes: return 0
        }
    }

    /// The date the wheels show when they rest on `rows` (one per column): the date wheels set the
    /// day (clamped to the month's length), the time wheels set hour and minute with zero seconds.
    /// What no wheel shows is taken from `date`.
    func date(fromRows rows: [Int], basedOn date: Date) -> Date {
        var parts = components(of: date)
        var twelveHour: (hour: Int, pm: Bool)?
        var setsTime = false
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + Self.firstYear
            case .dayOfRange:
                let day = calendar.date(byAdding: .day, value: row, to: dayRangeStart) ?? dayRangeStart
                let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
            case .hour(let isTwelveHour):
                setsTime = true
                if isTwelveHour {
                    twelveHour = ((row + 1) % 12, twelveHour?.pm ?? ((parts.hour ?? 0) >= 12))
                } else {
                    parts.hour = row
                }
            case .minute: parts.minute = row * minuteInterval; setsTime = true
            case .dayPeriod: twelveHour = (twelveHour?.hour ?? ((parts.hour ?? 0) % 12), row == 1)
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let twelveHour { parts.hour = twelveHour.hour + (twelveHour.pm ? 12 : 0) }
        if setsTime { parts.second = 0; parts.nanosecond = 0 }
        if let year = parts.year, let month = parts.month, let day = parts.day {
            parts.day = Swift.min(day, daysInMonth(year: year, month: month))
        }
        return calendar.date(from: parts) ?? date
    }
}
