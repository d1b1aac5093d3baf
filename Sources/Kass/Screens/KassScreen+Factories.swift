import Foundation
import Hammer

/// Element factories: each takes an accessibility identifier, an ``AccessibilityQuery`` or
/// (`labelContains:`) part of the label, and stores how to find the element — never the element.
extension KassScreen {
    /// An element of `type` found by `locator`.
    public func element(_ type: KassElementType, _ locator: KassLocator) -> KassElement {
        KassElement(session: session, locator: locator, type: type)
    }

    /// Any element, by identifier.
    public func element(_ identifier: String) -> KassElement { element(.any, .identifier(identifier)) }
    /// Any element matching `query`.
    public func element(_ query: AccessibilityQuery) -> KassElement { element(.any, .query(query)) }
    /// Any element whose label contains `text`.
    public func element(labelContains text: String) -> KassElement { element(.any, .labelContains(text)) }

    /// A button, by identifier.
    public func button(_ identifier: String) -> KassElement { element(.button, .identifier(identifier)) }
    /// A button matching `query`.
    public func button(_ query: AccessibilityQuery) -> KassElement { element(.button, .query(query)) }
    /// A button whose label contains `text`.
    public func button(labelContains text: String) -> KassElement { element(.button, .labelContains(text)) }

    /// Static text, by identifier.
    public func text(_ identifier: String) -> KassElement { element(.text, .identifier(identifier)) }
    /// Static text matching `query`.
    public func text(_ query: AccessibilityQuery) -> KassElement { element(.text, .query(query)) }
    /// Static text whose label contains `text`.
    public func text(labelContains text: String) -> KassElement { element(.text, .labelContains(text)) }

    /// A text field, by identifier.
    public func textField(_ identifier: String) -> KassElement { element(.textField, .identifier(identifier)) }
    /// A text field matching `query`.
    public func textField(_ query: AccessibilityQuery) -> KassElement { element(.textField, .query(query)) }
    /// A text field whose label contains `text`.
    public func textField(labelContains text: String) -> KassElement { element(.textField, .labelContains(text)) }

    /// A secure text field, by identifier.
    public func secureTextField(_ identifier: String) -> KassElement { element(.secureTextField, .identifier(identifier)) }
    /// A secure text field matching `query`.
    public func secureTextField(_ query: AccessibilityQuery) -> KassElement { element(.secureTextField, .query(query)) }
    /// A secure text field whose label contains `text`.
    public func secureTextField(labelContains text: String) -> KassElement { element(.secureTextField, .labelContains(text)) }

    /// A search field, by identifier.
    public func searchField(_ identifier: String) -> KassElement { element(.searchField, .identifier(identifier)) }
    /// A search field matching `query`.
    public func searchField(_ query: AccessibilityQuery) -> KassElement { element(.searchField, .query(query)) }
    /// A search field whose label contains `text`.
    public func searchField(labelContains text: String) -> KassElement { element(.searchField, .labelContains(text)) }

    /// A text view, by identifier.
    public func textView(_ identifier: String) -> KassElement { element(.textView, .identifier(identifier)) }

    /// A switch, by identifier.
    public func switchControl(_ identifier: String) -> KassElement { element(.switchControl, .identifier(identifier)) }
    /// A switch matching `query`.
    public func switchControl(_ query: AccessibilityQuery) -> KassElement { element(.switchControl, .query(query)) }
    /// A switch whose label contains `text`.
    public func switchControl(labelContains text: String) -> KassElement { element(.switchControl, .labelContains(text)) }

    /// A slider, by identifier.
    public func slider(_ identifier: String) -> KassElement { element(.slider, .identifier(identifier)) }
    /// A slider matching `query`.
    public func slider(_ query: AccessibilityQuery) -> KassElement { element(.slider, .query(query)) }

    /// A stepper, by identifier.
    public func stepper(_ identifier: String) -> KassElement { element(.stepper, .identifier(identifier)) }
    /// A stepper matching `query`.
    public func stepper(_ query: AccessibilityQuery) -> KassElement { element(.stepper, .query(query)) }

    /// A segmented control, by identifier.
    public func segmentedControl(_ identifier: String) -> KassElement { element(.segmentedControl, .identifier(identifier)) }
    /// A segmented control matching `query`.
    public func segmentedControl(_ query: AccessibilityQuery) -> KassElement { element(.segmentedControl, .query(query)) }

    /// A picker, by identifier.
    public func picker(_ identifier: String) -> KassElement { element(.picker, .identifier(identifier)) }
    /// A picker matching `query`.
    public func picker(_ query: AccessibilityQuery) -> KassElement { element(.picker, .query(query)) }

    /// A cell, by identifier.
    public func cell(_ identifier: String) -> KassElement { element(.cell, .identifier(identifier)) }
    /// A cell matching `query`.
    public func cell(_ query: AccessibilityQuery) -> KassElement { element(.cell, .query(query)) }
    /// A cell whose label contains `text`.
    public func cell(labelContains text: String) -> KassElement { element(.cell, .labelContains(text)) }

    /// An image, by identifier.
    public func image(_ identifier: String) -> KassElement { element(.image, .identifier(identifier)) }
    /// An image matching `query`.
    public func image(_ query: AccessibilityQuery) -> KassElement { element(.image, .query(query)) }

    /// A link, by identifier.
    public func link(_ identifier: String) -> KassElement { element(.link, .identifier(identifier)) }
    /// A link matching `query`.
    public func link(_ query: AccessibilityQuery) -> KassElement { element(.link, .query(query)) }
    /// A link whose label contains `text`.
    public func link(labelContains text: String) -> KassElement { element(.link, .labelContains(text)) }
}
