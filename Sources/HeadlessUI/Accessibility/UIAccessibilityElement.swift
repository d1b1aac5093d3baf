import Foundation

/// An accessibility element that is not a view, as UIKit's `UIAccessibilityElement`: a part of a
/// view (a chart bar, a text range, a SwiftUI leaf) that assistive technologies and UI tests see as
/// an element of its own. Containers list such elements in `accessibilityElements`.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chartView)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 80)
/// chartView.accessibilityElements = [bar]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityElement: AccessibleObject {
    /// The view (or element) that contains this element; held weakly, as in UIKit.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container's coordinates. While non-zero, ``accessibilityFrame``
    /// follows the container: it is this rectangle converted to screen coordinates through the
    /// container view (or offset by a container element's frame), so it stays right when the
    /// container moves. Setting ``accessibilityFrame`` afterwards replaces it.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element inside `container` (a view or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Elements are accessibility elements unless told otherwise.
    open override var defaultIsAccessibilityElement: Bool { true }

    /// The frame in screen coordinates: from ``accessibilityFrameInContainerSpace`` when it is set,
    /// else the value assigned (zero by default). Assigning clears the container-space frame.
    open override var accessibilityFrame: CGRect {
        get {
            guard accessibilityFrameInContainerSpace != .zero else { return super.accessibilityFrame }
            return screenRect(fromContainerSpace: accessibilityFrameInContainerSpace)
        }
        set {
            accessibilityFrameInContainerSpace = .zero
            super.accessibilityFrame = newValue
        }
    }

    private func screenRect(fromContainerSpace rect: CGRect) -> CGRect {
        switch accessibilityContainer {
        case let view as UIView:
            return view.convert(rect, to: nil)
        case let element as AccessibleObject:
            let origin = element.accessibilityFrame.origin
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        default:
            return rect
        }
    }
}
