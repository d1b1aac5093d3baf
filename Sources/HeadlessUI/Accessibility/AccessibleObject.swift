import Foundation

/// The accessibility properties UIKit declares on every `NSObject` (the informal
/// `UIAccessibility` protocol). In HeadlessUI they live on this common base class of
/// `UIResponder` (and so every view) and `UIAccessibilityElement`.
///
/// - Note: HeadlessUI only; not in UIKit.
@preconcurrency @MainActor
open class AccessibleObject: NSObject {
    /// Whether assistive technologies (and UI tests) see this object as one element.
    /// Views default to `false`; labels, buttons and standard controls override it to `true`.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }

    /// A stable identifier for tests; never spoken.
    open var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set { storedAccessibilityIdentifier = newValue }
    }

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
    open var accessibilityHint: String? {
        get { storedAccessibilityHint }
        set { storedAccessibilityHint = newValue }
    }

    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits ?? defaultAccessibilityTraits }
        set { storedAccessibilityTraits = newValue }
    }

    /// Hides this object's children from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibilityElementsHidden }
        set { storedAccessibilityElementsHidden = newValue }
    }

    /// When true, siblings of this element (and their subtrees) are ignored while it is visible.
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibilityViewIsModal }
        set { storedAccessibilityViewIsModal = newValue }
    }

    /// Explicit children, in reading order, replacing the default (subviews).
    open var accessibilityElements: [Any]? {
        get { storedAccessibilityElements }
        set { storedAccessibilityElements = newValue }
    }

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

    // Private stored values behind the `open` properties: the accessibility walk reads them for
    // every node, and only a property the module never modifies in place can be read without a
    // runtime exclusivity check (whole-module optimization proves it for private storage).
    private var storedAccessibilityIdentifier: String?
    private var storedAccessibilityHint: String?
    private var storedAccessibilityElementsHidden = false
    private var storedAccessibilityViewIsModal = false
    private var storedAccessibilityElements: [Any]?
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

    // MARK: Actions (UIKit's informal UIAccessibilityAction protocol)

    /// Performs the element's default action for an activation (a VoiceOver double tap).
    /// Return true when handled; the default returns false, so the activation falls back to a tap
    /// at ``accessibilityActivationPoint``.
    open func accessibilityActivate() -> Bool { false }

    /// Increments the value of an adjustable element (VoiceOver swipe up). The default does nothing.
    open func accessibilityIncrement() {}

    /// Decrements the value of an adjustable element (VoiceOver swipe down). The default does nothing.
    open func accessibilityDecrement() {}

    // MARK: Container (UIKit's informal UIAccessibilityContainer protocol)

    /// The number of children a custom container exposes. The default counts
    /// ``accessibilityElements`` (0 when unset); override together with
    /// ``accessibilityElement(at:)`` to build children on demand.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The child at `index`, or nil when out of range. The default reads ``accessibilityElements``.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the children, or `NSNotFound`. The default searches
    /// ``accessibilityElement(at:)`` for indexes below ``accessibilityElementCount()``, by identity.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        for index in 0..<Swift.max(0, accessibilityElementCount()) {
            if let candidate = accessibilityElement(at: index), (candidate as AnyObject) === target { return index }
        }
        return NSNotFound
    }
}
