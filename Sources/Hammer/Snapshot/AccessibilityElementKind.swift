import Foundation

/// What an accessibility node is, in XCUITest's vocabulary (`XCUIElement.ElementType`), derived from the
/// backing object's class and traits.
///
/// Mapping, first rule that applies:
/// - By class: `UIWindow` → ``window``; `UISearchTextField` → ``searchField``; `UITextField` →
///   ``secureTextField`` when `isSecureTextEntry`, else ``textField``; `UITextView` → ``textView``;
///   `UISwitch` → ``switch``; `UISlider` → ``slider``; `UIStepper` → ``stepper``;
///   `UISegmentedControl` → ``segmentedControl``; `UIPickerView`, `UIDatePicker` → ``picker``;
///   `UITableViewCell`, `UICollectionViewCell` → ``cell``; `UITableView` → ``table``; other `UIScrollView`s
///   (a `UICollectionView` too) → ``scrollView``;
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

    /// What an object's class alone says about its kind. The class checks are the costly part of
    /// finding a kind (a dynamic cast each), so a snapshot works them out once per class.
    enum ClassRule {
        /// The class decides the kind.
        case kind(AccessibilityElementKind)
        /// A text field: secure or not, by instance.
        case textField
        /// A button: a link when its traits say link without button.
        case button
        /// The class says nothing: the traits decide.
        case byTraits

        /// Whether the kind of an instance depends on its traits.
        var dependsOnTraits: Bool {
            switch self {
            case .kind, .textField: return false
            case .button, .byTraits: return true
            }
        }
    }

    /// The class rule of `object`'s class (the same for every instance of that class).
    @MainActor
    static func classRule(of object: AnyObject) -> ClassRule {
        switch object {
        case is UIWindow: return .kind(.window)
        case is UISearchTextField: return .kind(.searchField)
        case is UITextField: return .textField
        case is UITextView: return .kind(.textView)
        case is UISwitch: return .kind(.switch)
        case is UISlider: return .kind(.slider)
        case is UIStepper: return .kind(.stepper)
        case is UISegmentedControl: return .kind(.segmentedControl)
        case is UIPickerView, is UIDatePicker: return .kind(.picker)
        case is UITableViewCell, is UICollectionViewCell: return .kind(.cell)
        case is UITableView: return .kind(.table)
        case is UIScrollView: return .kind(.scrollView)
        case is UIButton: return .button
        case is UILabel: return .kind(.staticText)
        case is UIImageView: return .kind(.image)
        default: return .byTraits
        }
    }

    /// The kind of `object`, given its class rule, its traits and whether it sits inside a picker
    /// (asked only for an adjustable element that its class does not decide).
    @MainActor
    static func of(
        _ object: AnyObject, rule: ClassRule, traits: UIAccessibilityTraits, insidePicker: () -> Bool
    ) -> AccessibilityElementKind {
        switch rule {
        case .kind(let kind): return kind
        case .textField: return (object as? UITextField)?.isSecureTextEntry == true ? .secureTextField : .textField
        case .button: return traits.contains(.link) && !traits.contains(.button) ? .link : .button
        case .byTraits: return kindByTraits(traits, insidePicker: insidePicker)
        }
    }

    private static func kindByTraits(_ traits: UIAccessibilityTraits, insidePicker: () -> Bool) -> AccessibilityElementKind {
        if traits.contains(.keyboardKey) { return .keyboardKey }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.toggleButton) { return .switch }
        if traits.contains(.adjustable) { return insidePicker() ? .pickerWheel : .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
        return .other
    }
}
