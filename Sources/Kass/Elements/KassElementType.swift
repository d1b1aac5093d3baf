import Foundation
import Hammer

/// The kind of element a screen's factory declares (`button`, `textField`...). It narrows what the
/// locator matches and names the element in messages.
public enum KassElementType: String, Sendable, CaseIterable {
    /// Any element.
    case any
    /// A button (a `UIButton`, or anything with the button trait that is not a more specific control).
    case button
    /// Static text (a `UILabel` or an element with the static-text trait).
    case text
    /// A text field.
    case textField
    /// A secure text field.
    case secureTextField
    /// A search field.
    case searchField
    /// A multi-line text view.
    case textView
    /// A switch.
    case switchControl
    /// A slider.
    case slider
    /// A stepper.
    case stepper
    /// A segmented control.
    case segmentedControl
    /// A picker (`UIPickerView`, `UIDatePicker`) or one of its wheels.
    case picker
    /// A table or collection cell.
    case cell
    /// An image.
    case image
    /// A link.
    case link

    /// The word messages use: `button`, `text field`, `switch`.
    var noun: String {
        switch self {
        case .any: return "element"
        case .button: return "button"
        case .text: return "text"
        case .textField: return "text field"
        case .secureTextField: return "secure text field"
        case .searchField: return "search field"
        case .textView: return "text view"
        case .switchControl: return "switch"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .segmentedControl: return "segmented control"
        case .picker: return "picker"
        case .cell: return "cell"
        case .image: return "image"
        case .link: return "link"
        }
    }

    /// Whether `node` is an element of this type.
    @MainActor
    public func matches(_ node: AccessibilitySnapshot.Node) -> Bool {
        let kind = node.kind
        let generic = kind == .other
        switch self {
        case .any: return true
        case .button: return kind == .button || (generic && node.traits.contains(.button))
        case .text: return kind == .staticText || (generic && node.traits.contains(.staticText))
        case .textField: return kind == .textField
        case .secureTextField: return kind == .secureTextField
        case .searchField: return kind == .searchField || (generic && node.traits.contains(.searchField))
        case .textView: return kind == .textView
        case .switchControl: return kind == .switch
        case .slider: return kind == .slider || (generic && node.traits.contains(.adjustable))
        case .stepper: return kind == .stepper
        case .segmentedControl: return kind == .segmentedControl
        case .picker: return kind == .picker || kind == .pickerWheel
        case .cell: return kind == .cell
        case .image: return kind == .image || (generic && node.traits.contains(.image))
        case .link: return kind == .link || (generic && node.traits.contains(.link))
        }
    }
}
