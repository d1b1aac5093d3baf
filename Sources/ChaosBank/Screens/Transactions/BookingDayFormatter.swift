import Foundation

/// Shows a booking date as the server sends it (`2026-11-28`) as the rows' day (`28 Nov`).
///
/// A booking date is a calendar day, not an instant: it is read and written in the same time zone
/// (UTC), so every device shows the day the bank booked. Writing it in the device's time zone after
/// reading it at midnight UTC — the `transactions-day-shifted-by-time-zone` defect, a classic — moves
/// every day back by one west of Greenwich, and only there.
struct BookingDayFormatter {
    private let reader: DateFormatter
    private let writer: DateFormatter

    /// A formatter writing days in `displayTimeZone` (UTC unless a defect says otherwise).
    init(displayTimeZone: TimeZone = BookingDayFormatter.utc) {
        reader = DateFormatter()
        reader.locale = Locale(identifier: "en_US_POSIX")
        reader.timeZone = Self.utc
        reader.dateFormat = "yyyy-MM-dd"
        writer = DateFormatter()
        writer.locale = Locale(identifier: "en_US_POSIX")
        writer.timeZone = displayTimeZone
        writer.dateFormat = "d MMM"
    }

    /// The day of `bookingDate` (`28 Nov`), or the text itself when it is not an ISO date.
    func day(from bookingDate: String) -> String {
        guard let date = reader.date(from: bookingDate) else { return bookingDate }
        return writer.string(from: date)
    }

    /// Coordinated Universal Time.
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}
