import Foundation

/// An accessibility element for one part of a control (a stepper's "Increment" half, one segment of
/// a segmented control), exposed through the control's `accessibilityElements`.
///
/// A `UIAccessibilityElement` whose label, traits and frame are computed live from the control, so
/// they never go stale when the control changes or moves.
@MainActor
final class ControlPartAccessibilityElement: UIAccessibilityElement {
    private weak var control: UIView?
    private let label: @MainActor () -> String?
    private let traits: @MainActor () -> UIAccessibilityTraits
    private let frameInContainer: @MainActor () -> CGRect

    init(
        container: UIView, label: @escaping @MainActor () -> String?,
        traits: @escaping @MainActor () -> UIAccessibilityTraits, frame: @escaping @MainActor () -> CGRect
    ) {
        self.control = container
        self.label = label
        self.traits = traits
        self.frameInContainer = frame
        super.init(accessibilityContainer: container)
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { label() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { traits() }
    override var defaultAccessibilityFrame: CGRect {
        guard let control else { return .zero }
        return control.convert(frameInContainer(), to: nil)
    }
}
