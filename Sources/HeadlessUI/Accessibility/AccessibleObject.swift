import Foundation

/// The accessibility properties UIKit declares on every `NSObject` (the informal
/// `UIAccessibility` protocol). In HeadlessUI they live on this common base class of
/// `UIResponder` (and so every view) and `UIAccessibilityElement`.
@MainActor
open class AccessibleObject: NSObject {
    /// Whether assistive technologies (and UI tests) see this object as one element.
    /// Views default to `false`; labels, buttons and standard controls override it to `true`.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }

    /// A stable identifier for tests; never spoken.
    open var accessibilityIdentifier: String?

    /// The spoken name. Controls derive a default from their content (a button's title).
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? defaultAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }

    /// The current value ("1"/"0" for a switch, "50%" for a slider).
    open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? defaultAccessibilityValue }
        set { storedAccessibilityValue = newValue }
    }

    /// A short description of what activating the element does.
    open var accessibilityHint: String?

    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? defaultAccessibilityTraits }
        set { storedAccessibilityTraits = newValue }
    }

    /// Hides this object's children from assistive technologies.
    open var accessibilityElementsHidden = false

    /// When true, siblings of this element (and their subtrees) are ignored while it is visible.
    open var accessibilityViewIsModal = false

    /// Explicit children, in reading order, replacing the default (subviews).
    open var accessibilityElements: [Any]?

    /// Explicit accessibility frame in screen coordinates; views compute theirs when unset.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? defaultAccessibilityFrame }
        set { storedAccessibilityFrame = newValue }
    }

    /// The screen point an activation (a VoiceOver double tap, a test's tap) lands on.
    /// Defaults to the centre of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? accessibilityFrame.center }
        set { storedActivationPoint = newValue }
    }

    private var storedIsAccessibilityElement: Bool?
    private var storedAccessibilityLabel: String?
    private var storedAccessibilityValue: String?
    private var storedAccessibilityTraits: UIAccessibilityTraits?
    private var storedAccessibilityFrame: CGRect?
    private var storedActivationPoint: CGPoint?

    /// Default for ``isAccessibilityElement`` when none was set; subclasses override.
    open var defaultIsAccessibilityElement: Bool { false }
    /// Default for ``accessibilityLabel`` when none was set; subclasses override.
    open var defaultAccessibilityLabel: String? { nil }
    /// Default for ``accessibilityValue`` when none was set; subclasses override.
    open var defaultAccessibilityValue: String? { nil }
    /// Default for ``accessibilityTraits`` when none was set; subclasses override.
    open var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// Default for ``accessibilityFrame`` when none was set; views override.
    open var defaultAccessibilityFrame: CGRect { .zero }

    /// Creates an object with default accessibility properties.
    public override init() {
        super.init()
    }
}
