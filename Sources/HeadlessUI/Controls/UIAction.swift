import Foundation

/// A closure with a title and an identifier that a control runs for its events, as UIKit's `UIAction`.
///
/// Inside the handler, ``sender`` is the control that sent it:
/// ```swift
/// let action = UIAction(title: "Save") { action in
///     let button = action.sender as? UIButton
/// }
/// button.addAction(action, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
public final class UIAction {
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
    public var title: String
    /// A longer title for discoverability (keyboard shortcuts HUD).
    public var discoverabilityTitle: String?
    /// The identifier: actions with equal identifiers are the same action to a control
    /// (adding it again merges the events; removing it by identifier removes it).
    public let identifier: Identifier
    /// The closure run when the action is performed.
    public let handler: Handler

    private weak var senderObject: AnyObject?

    /// The object that performed the action (the control), available inside the handler.
    public var sender: Any? { senderObject }

    /// Creates an action. Without an identifier, a unique one is generated.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping Handler
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: "com.headlessui.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` as the performing object.
    func perform(sender: AnyObject?) {
        senderObject = sender
        handler(self)
    }
}
