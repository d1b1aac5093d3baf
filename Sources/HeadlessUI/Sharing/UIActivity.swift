import Foundation

/// A service the share sheet offers, as UIKit's `UIActivity`: apps subclass it for their own
/// actions (``UIActivityViewController``'s `applicationActivities`).
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of activity, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The type's string.
        public let rawValue: String
        /// Creates a type.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copying to the pasteboard (the one system activity HeadlessUI performs).
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// Messages.
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// Assigning to a contact.
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to Safari's reading list.
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// Opening in Books.
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// Creating a PDF with markup.
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where an activity is listed, as UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// In the row of actions.
        case action = 0
        /// In the row of sharing destinations.
        case share = 1
    }

    /// The category of activities of this class (`.action` by default).
    open class var activityCategory: Category { .action }
    /// The activity's type (nil by default).
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows (nil by default: the activity is not listed).
    open var activityTitle: String? { nil }
    /// The image the sheet shows.
    open var activityImage: UIImage? { nil }

    /// The sheet that showed the activity, told when it finishes.
    weak var sheet: UIActivityViewController?

    /// Creates an activity.
    public override init() {
        super.init()
    }

    /// Whether the activity works with `activityItems` (false by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before ``perform()``.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of ``perform()`` (nil by default).
    open var activityViewController: UIViewController? { nil }
    /// Does the work; the default finishes at once without completing. Call ``activityDidFinish(_:)`` when done.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the sheet the activity is done; it closes and reports `completed` to its completion handler.
    open func activityDidFinish(_ completed: Bool) {
        sheet?.finish(activityType: activityType, completed: completed)
    }
}
