import Foundation
import Hammer

/// An element of a screen, as a value that stores how to find it (locator, scope, type, position in
/// a collection), never the element itself: every attempt resolves it again from a fresh snapshot,
/// so a view rebuilt between attempts is found again.
///
/// ```swift
/// login.email.typeText("test@example.com")
/// list.cells().element(at: 2).button("delete").tap()
/// home.balance.within(timeout: 30).assertText("€ 1,000.00")
/// ```
@MainActor
public struct KassElement: CustomStringConvertible {
    /// The session the element acts in.
    public let session: KassSession
    /// How the element is found.
    public let locator: KassLocator
    /// The element's type.
    public let type: KassElementType
    /// The position among the matches, for an element taken from a collection.
    public let index: Int?
    /// The budget of calls on this element (``within(timeout:)``), `nil` for the configuration's.
    public let timeout: TimeInterval?
    private let container: KassContainer?

    /// Creates an element (screens create them with their factories).
    public init(
        session: KassSession,
        locator: KassLocator,
        type: KassElementType,
        in container: KassElement? = nil,
        index: Int? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.session = session
        self.locator = locator
        self.type = type
        self.container = container.map(KassContainer.init)
        self.index = index
        self.timeout = timeout
    }

    /// The element this one is looked for inside, if any.
    nonisolated public var parent: KassElement? { container?.element }

    /// The same element with its own budget for each call: `balance.within(timeout: 30).assertText(...)`.
    public func within(timeout: TimeInterval) -> KassElement {
        KassElement(session: session, locator: locator, type: type, in: parent, index: index, timeout: timeout)
    }

    /// The element in messages: `button "login.submit"`, `text containing "Welcome"`,
    /// `button "delete" in cell #3 of cells in table "list"`.
    nonisolated public var description: String {
        var text: String
        if let index {
            text = "\(type.noun) \(index < 0 ? (index == -1 ? "last" : "#\(index) from the end") : "#\(index + 1)") of \(type.noun)s"
            if locator != .query(AccessibilityQuery()) { text += " \(locator)" }
        } else {
            text = "\(type.noun) \(locator)"
        }
        if let parent { text += " in \(parent)" }
        return text
    }

    // MARK: Children

    /// A child element of `type` found inside this one.
    public func child(_ type: KassElementType, _ locator: KassLocator) -> KassElement {
        KassElement(session: session, locator: locator, type: type, in: self)
    }

    /// A button inside this element (`row.button("delete")`).
    public func button(_ identifier: String) -> KassElement { child(.button, .identifier(identifier)) }
    /// Static text inside this element.
    public func text(_ identifier: String) -> KassElement { child(.text, .identifier(identifier)) }
    /// A text field inside this element.
    public func textField(_ identifier: String) -> KassElement { child(.textField, .identifier(identifier)) }
    /// A switch inside this element.
    public func switchControl(_ identifier: String) -> KassElement { child(.switchControl, .identifier(identifier)) }
    /// Any element inside this one, by identifier.
    public func element(_ identifier: String) -> KassElement { child(.any, .identifier(identifier)) }
    /// Any element inside this one matching `query`.
    public func element(_ query: AccessibilityQuery) -> KassElement { child(.any, .query(query)) }
}

/// Boxes the container element (a struct cannot hold itself).
private final class KassContainer: Sendable {
    let element: KassElement
    init(_ element: KassElement) { self.element = element }
}
