import Foundation

/// The closure type UIKit calls `UIActionHandler`.
public typealias UIActionHandler = UIAction.Handler

/// A closure with a title and an identifier that a control runs for its events, or that a menu
/// shows as a row, as UIKit's `UIAction`.
///
/// Inside the handler, ``sender`` is the control that sent it (the button whose menu showed it):
/// ```swift
/// let action = UIAction(title: "Save") { action in
///     let button = action.sender as? UIButton
/// }
/// button.addAction(action, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A string that names an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The closure type UIKit calls `UIActionHandler`.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// A short display title.
    public override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The image shown beside the title in a menu (and by buttons and bar items made from the action).
    public override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The image shown in place of ``image`` while the action is on (iOS 15).
    public var selectedImage: UIImage?
    /// A longer title for discoverability (keyboard shortcuts HUD).
    public var discoverabilityTitle: String?
    /// How the action behaves in a menu (disabled, destructive, hidden, keeps the menu open).
    public var attributes: UIMenuElement.Attributes
    /// Whether the action is checked in a menu.
    public var state: UIMenuElement.State
    /// The identifier: actions with equal identifiers are the same action to a control
    /// (adding it again merges the events; removing it by identifier removes it).
    public let identifier: Identifier
    /// The closure run when the action is performed.
    public let handler: Handler

    private weak var senderObject: AnyObject?

    /// The object that performed the action (the control, or the control whose menu showed it),
    /// available inside the handler.
    public var sender: Any? { senderObject }

    /// Creates an action, as UIKit's
    /// `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`.
    /// Without an identifier, a unique one is generated.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "com.headlessui.action.\(UUID().uuidString)")
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the performing object.
    func perform(sender: AnyObject?) {
        senderObject = sender
        UIApplication.measuringHang(.action, "UIAction\(title.isEmpty ? "" : " '\(title)'")\(UIApplication.hangSenderName(sender))") {
            handler(self)
        }
    }
}
