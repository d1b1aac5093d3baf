import Foundation

/// The query factories. Declared once, on `HammerLocatable where Self == AccessibilityQuery`, so they
/// serve both `AccessibilityQuery.label(...)` and a leading dot wherever a location is expected:
/// `fingerTap(at: .label("Sign In", traits: .button))`.
extension HammerLocatable where Self == AccessibilityQuery {
    /// The element with this accessibility identifier (see ``AccessibilityQuery/identifier(_:)``).
    public static func identifier(_ identifier: String) -> AccessibilityQuery {
        AccessibilityQuery(identifier: identifier)
    }

    /// An element with this label and these traits (see ``AccessibilityQuery/label(_:traits:)``).
    ///
    /// ```swift
    /// try generator.fingerTap(at: .label("Sign In", traits: .button))
    /// ```
    public static func label(_ label: String, traits: UIAccessibilityTraits = []) -> AccessibilityQuery {
        AccessibilityQuery(label: label, traits: traits)
    }

    /// An element whose label contains `text`, ignoring case.
    public static func labelContains(_ text: String, traits: UIAccessibilityTraits = []) -> AccessibilityQuery {
        AccessibilityQuery(traits: traits, labelContains: text)
    }

    /// An element with this accessibility value.
    public static func value(_ value: String) -> AccessibilityQuery {
        AccessibilityQuery(value: value)
    }

    /// A text field with this placeholder.
    public static func placeholder(_ placeholder: String) -> AccessibilityQuery {
        AccessibilityQuery(placeholder: placeholder)
    }

    /// An element with all of these traits.
    public static func traits(_ traits: UIAccessibilityTraits) -> AccessibilityQuery {
        AccessibilityQuery(traits: traits)
    }

    /// An element of this kind.
    public static func kind(_ kind: AccessibilityElementKind) -> AccessibilityQuery {
        AccessibilityQuery(kind: kind)
    }

    /// The element with this snapshot reference (`e12`).
    public static func ref(_ ref: String) -> AccessibilityQuery {
        AccessibilityQuery(ref: ref)
    }
}
