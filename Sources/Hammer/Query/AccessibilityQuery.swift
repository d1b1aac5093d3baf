import Foundation

/// What to look for in an ``AccessibilitySnapshot``: every property set must match (identifier,
/// label, value and placeholder exactly; `labelContains` ignoring case; the node must have all of
/// ``traits``; ``kind`` when set), inside an ancestor when scoped.
///
/// ```swift
/// AccessibilityQuery.identifier("signIn")
/// AccessibilityQuery.label("Sign In", traits: .button)
/// AccessibilityQuery(label: "Wi-Fi", value: "1")
/// AccessibilityQuery.kind(.switch).inside(.identifier("settings"))
/// ```
public struct AccessibilityQuery: Hashable, Sendable {
    /// The exact `accessibilityIdentifier`.
    public var identifier: String?
    /// The exact `accessibilityLabel`.
    public var label: String?
    /// Text the label must contain, ignoring case.
    public var labelContains: String?
    /// The exact `accessibilityValue`.
    public var value: String?
    /// The exact placeholder.
    public var placeholder: String?
    /// The node's kind.
    public var kind: AccessibilityElementKind?
    /// A snapshot reference (`e12`).
    public var ref: String?
    /// Traits the node must have (all of them; others may be present too).
    public var traits: UIAccessibilityTraits {
        get { UIAccessibilityTraits(rawValue: traitsRawValue) }
        set { traitsRawValue = newValue.rawValue }
    }
    /// Queries that some ancestor of the node must match, outermost last.
    public private(set) var ancestors: [AccessibilityQuery] = []
    private var traitsRawValue: UInt64 = 0

    /// A query for the properties given; all must match.
    public init(
        identifier: String? = nil, label: String? = nil, value: String? = nil, placeholder: String? = nil,
        traits: UIAccessibilityTraits = [], kind: AccessibilityElementKind? = nil, labelContains: String? = nil,
        ref: String? = nil
    ) {
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.traitsRawValue = traits.rawValue
        self.kind = kind
        self.labelContains = labelContains
        self.ref = ref
    }

    /// This query, also requiring everything `other` requires. Properties both set must agree, else
    /// nothing matches (`other`'s value wins in the description).
    public func and(_ other: AccessibilityQuery) -> AccessibilityQuery {
        var merged = self
        merged.identifier = other.identifier ?? identifier
        merged.label = other.label ?? label
        merged.labelContains = other.labelContains ?? labelContains
        merged.value = other.value ?? value
        merged.placeholder = other.placeholder ?? placeholder
        merged.kind = other.kind ?? kind
        merged.ref = other.ref ?? ref
        merged.traitsRawValue = traitsRawValue | other.traitsRawValue
        merged.ancestors = ancestors + other.ancestors
        merged.conflicts = conflicts || Self.disagree(self, other)
        return merged
    }

    /// This query, restricted to nodes below a node that `ancestor` matches.
    public func inside(_ ancestor: AccessibilityQuery) -> AccessibilityQuery {
        var scoped = self
        scoped.ancestors.append(ancestor)
        return scoped
    }

    /// This query, restricted to nodes below the node with accessibility identifier `identifier`.
    public func inside(identifier: String) -> AccessibilityQuery {
        inside(.identifier(identifier))
    }

    /// This query, restricted to nodes below `node` (matched by its reference).
    @MainActor
    public func inside(_ node: AccessibilitySnapshot.Node) -> AccessibilityQuery {
        inside(.ref(node.ref))
    }

    /// Set when ``and(_:)`` combined two different requirements for one property: matches nothing.
    private(set) var conflicts = false

    private static func disagree(_ lhs: AccessibilityQuery, _ rhs: AccessibilityQuery) -> Bool {
        func differ<T: Equatable>(_ left: T?, _ right: T?) -> Bool {
            guard let left, let right else { return false }
            return left != right
        }
        return differ(lhs.identifier, rhs.identifier) || differ(lhs.label, rhs.label)
            || differ(lhs.labelContains, rhs.labelContains) || differ(lhs.value, rhs.value)
            || differ(lhs.placeholder, rhs.placeholder) || differ(lhs.kind, rhs.kind) || differ(lhs.ref, rhs.ref)
    }
}
