import Foundation

/// One call to `UIAccessibility.post(notification:argument:)`, as the application recorded it.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct PostedAccessibilityNotification {
    /// The notification posted.
    public let notification: UIAccessibility.Notification
    /// The argument passed with it (`nil` when none).
    public let argument: Any?
    /// The runtime clock's time when it was posted, in seconds since launch.
    public let time: TimeInterval

    /// The text of the argument when it is a `String` or `NSAttributedString` (what VoiceOver
    /// speaks for `.announcement` and `.pageScrolled`), else `nil`.
    public var text: String? {
        if let string = argument as? String { return string }
        if let attributed = argument as? NSAttributedString { return attributed.string }
        return nil
    }
}
