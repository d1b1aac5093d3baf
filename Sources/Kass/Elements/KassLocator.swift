import Foundation
import Hammer

/// How an element is found: by accessibility identifier, by a label fragment, or by any
/// ``AccessibilityQuery``.
public enum KassLocator: Sendable, Hashable, CustomStringConvertible {
    /// The accessibility identifier equals the string.
    case identifier(String)
    /// The accessibility label contains the string (case-insensitive).
    case labelContains(String)
    /// Any query (identifier, label, value, placeholder, traits).
    case query(AccessibilityQuery)

    /// The query this locator asks the snapshot.
    public var query: AccessibilityQuery {
        switch self {
        case .identifier(let identifier): return AccessibilityQuery(identifier: identifier)
        case .labelContains(let text): return AccessibilityQuery(labelContains: text)
        case .query(let query): return query
        }
    }

    /// `"login.submit"`, `containing "Sign"`, `(label "Sign In", traits [button])`.
    public var description: String {
        switch self {
        case .identifier(let identifier): return "\"\(identifier)\""
        case .labelContains(let text): return "containing \"\(text)\""
        case .query(let query): return "(\(query))"
        }
    }
}
