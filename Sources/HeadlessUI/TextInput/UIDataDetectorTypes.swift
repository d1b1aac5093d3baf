import Foundation

/// The kinds of data a text view turns into tappable links, as UIKit's `UIDataDetectorTypes`
/// (UIKit's raw values). HeadlessUI keeps the value and detects nothing: only `.link` attributes
/// in the attributed text are tappable (see ``UITextView``).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words the system can look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
