import Foundation

extension UIAccessibility {
    /// A notification for assistive technologies, as UIKit's `UIAccessibility.Notification`
    /// (UIKit's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// Creates a notification from UIKit's number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Creates a notification from UIKit's number.
        public init(_ rawValue: UInt32) { self.rawValue = rawValue }

        /// A large part of the screen changed (a new screen appeared); the argument is the element
        /// VoiceOver should move to, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of part of the screen changed; the argument is the element VoiceOver should
        /// move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to speak; the argument is a `String` or `NSAttributedString`.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a `String` describing the new position ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Asks an assistive technology such as Switch Control to pause.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Asks a paused assistive technology to resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)

        /// The UIKit name of the notification (`"announcement"`), or its number.
        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
            default: "UIAccessibility.Notification(\(rawValue))"
            }
        }
    }
}
