import Foundation

/// What an accessibility node is, in XCUITest's vocabulary (`XCUIElement.ElementType`), derived from the
/// backing object's class and traits.
///
/// Mapping, first rule that applies:
/// - By class: `UIWindow` → ``window``; `UISearchTextField` → ``searchField``; `UITextField` →
///   ``secureTextField`` when `isSecureTextEntry`, else ``textField``; `UITextView` → ``textView``;
///   `UISwitch` → ``switch``; `UISlider` → ``slider``; `UIStepper` → ``stepper``;
///   `UISegmentedControl` → ``segmentedControl``; `UIPickerView`, `UIDatePicker` → ``picker``;
///   `UITableViewCell` → ``cell``; `UITableView` → ``table``; other `UIScrollView`s → ``scrollView``;
///   `UIButton` → ``link`` when its traits say link without button, else ``button``;
///   `UILabel` → ``staticText``; `UIImageView` → ``image``.
/// - By traits (any other view, and non-view elements): keyboard key → ``keyboardKey``; search field →
///   ``searchField``; toggle button → ``switch``; adjustable → ``pickerWheel`` inside a picker,
///   else ``slider``; link → ``link``; button → ``button``; image → ``image``; static text or
///   header → ``staticText``.
/// - Otherwise ``other``.
public enum AccessibilityElementKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A window (the root of each window's tree).
    case window
    /// A button.
    case button
    /// Text that is read, not edited.
    case staticText
    /// A single-line text field.
    case textField
    /// A text field that shows bullets.
    case secureTextField
    /// A search field.
    case searchField
    /// A multi-line text view.
    case textView
    /// An on/off switch.
    case `switch`
    /// A slider (or another adjustable element).
    case slider
    /// A stepper (its halves are buttons).
    case stepper
    /// A segmented control (its segments are buttons).
    case segmentedControl
    /// A picker or date picker.
    case picker
    /// One adjustable column of a picker.
    case pickerWheel
    /// A table or collection cell.
    case cell
    /// A table.
    case table
    /// A scroll view.
    case scrollView
    /// An image.
    case image
    /// A link.
    case link
    /// A key of the software keyboard.
    case keyboardKey
    /// Anything else.
    case other

    /// The name used in dumps and messages (`button`, `staticText`).
    public var description: String { rawValue }

    /// Whether a node of this kind is meant to be acted on (tapped, typed into, adjusted).
    public var isActionable: Bool {
        switch self {
        case .button, .textField, .secureTextField, .searchField, .textView, .switch, .slider, .stepper,
             .segmentedControl, .picker, .pickerWheel, .cell, .link, .keyboardKey:
            return true
        case .window, .staticText, .table, .scrollView, .image, .other:
            return false
        }
    }

    /// The kind of `object`, given its traits and whether it sits inside a picker.
    @MainActor
    static func of(_ object: AnyObject, traits: UIAccessibilityTraits, insidePicker: Bool) -> AccessibilityElementKind {
        if let kind = kindByClass(object, traits: traits) { return kind }
        return kindByTraits(traits, insidePicker: insidePicker)
    }

    @MainActor
    private static func kindByClass(_ object: AnyObject, traits: UIAccessibilityTraits) -> AccessibilityElementKind? {
        switch object {
        case is UIWindow: return .window
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPickerView, is UIDatePicker: return .picker
        case is UITableViewCell: return .cell
        case is UITableView: return .table
        case is UIScrollView: return .scrollView
        case is UIButton: return traits.contains(.link) && !traits.contains(.button) ? .link : .button
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: return nil
        }
    }

    private static func kindByTraits(_ traits: UIAccessibilityTraits, insidePicker: Bool) -> AccessibilityElementKind {
        if traits.contains(.keyboardKey) { return .keyboardKey }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.toggleButton) { return .switch }
        if traits.contains(.adjustable) { return insidePicker ? .pickerWheel : .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
        return .other
    }
}
