import Foundation

/// The base of everything a menu shows, as UIKit's `UIMenuElement`: ``UIAction``s, submenus
/// (``UIMenu``) and elements loaded on demand (``UIDeferredMenuElement``).
///
/// ```swift
/// let menu = UIMenu(title: "Sort", options: .singleSelection, children: [
///     UIAction(title: "Name", state: .on) { _ in sort(by: .name) },
///     UIAction(title: "Date") { _ in sort(by: .date) },
/// ])
/// ```
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element behaves and looks, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs the action and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked: the menu shows a checkmark, and accessibility reports the element selected.
        case on = 1
        /// Partly checked (a mixed selection).
        case mixed = 2
    }

    /// The text the menu shows for the element.
    public internal(set) var title: String
    /// A second, smaller line under the title (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    public internal(set) var image: UIImage?
    /// An identifier for tests, given to the menu row that shows the element (UIKit's
    /// `UIAccessibilityIdentification` conformance).
    open var accessibilityIdentifier: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
