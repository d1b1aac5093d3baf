import Foundation

/// The view classes whose hit testing the snapshot's ``CoverageProbe`` may reason about instead of
/// asking the view: exact classes only, since a subclass (an app's) may override `hitTest(_:with:)`
/// or `point(inside:with:)`.
@MainActor
enum HitTestingClasses {
    /// Classes whose `hitTest(_:with:)` is UIView's own algorithm with the default
    /// `point(inside:with:)`, so the probe can run that algorithm itself.
    private static let standard: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UILabel.self),
        ObjectIdentifier(UIImageView.self), ObjectIdentifier(UIStackView.self), ObjectIdentifier(UIScrollView.self),
    ]

    /// Classes whose hit test returns nil for a point outside their frame: the standard ones, and
    /// controls, whose hit test adds only "nil when disabled" to UIView's.
    private static let boundedByFrame: Set<ObjectIdentifier> = standard.union([
        ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UITextField.self), ObjectIdentifier(UIStepper.self),
    ])

    /// Whether `view`'s hit test is UIView's algorithm with the default `point(inside:with:)`.
    static func runsStandardHitTest(_ view: UIView) -> Bool {
        standard.contains(ObjectIdentifier(type(of: view)))
    }

    /// Whether `view`'s hit test is known to return nil for a point outside its frame.
    static func isNeverHitOutsideItsFrame(_ view: UIView) -> Bool {
        boundedByFrame.contains(ObjectIdentifier(type(of: view)))
    }
}
