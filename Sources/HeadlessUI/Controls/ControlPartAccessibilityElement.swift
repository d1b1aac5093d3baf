import Foundation

/// An accessibility element for one part of a control (a stepper's "Increment" half, one segment of
/// a segmented control), exposed through the control's `accessibilityElements`.
///
/// It stands in for UIKit's `UIAccessibilityElement` until HeadlessUI has one; its label, value,
/// traits and frame are computed live from the control, so they never go stale.
@MainActor
final class ControlPartAccessibilityElement: AccessibleObject {
    /// The control this element belongs to (UIKit's `accessibilityContainer`).
    weak var accessibilityContainer: UIView?
    private let label: @MainActor () -> String?
    private let traits: @MainActor () -> UIAccessibilityTraits
    private let frameInContainer: @MainActor () -> CGRect

    init(
        container: UIView, label: @escaping @MainActor () -> String?,
        traits: @escaping @MainActor () -> UIAccessibilityTraits, frame: @escaping @MainActor () -> CGRect
    ) {
        self.accessibilityContainer = container
        self.label = label
        self.traits = traits
        self.frameInContainer = frame
        super.init()
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { label() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { traits() }
    override var defaultAccessibilityFrame: CGRect {
        guard let accessibilityContainer else { return .zero }
        return accessibilityContainer.convert(frameInContainer(), to: nil)
    }
}
