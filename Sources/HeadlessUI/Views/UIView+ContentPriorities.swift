import Foundation

/// A view's content-hugging and compression-resistance priorities per axis (UIKit defaults:
/// hugging 250, compression resistance 750 on both axes).
struct ContentPriorities {
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh

    /// The defaults of a view whose width or height is usually fixed (a switch, a stepper, a spinner;
    /// UIKit's `_contentHuggingDefault_isUsuallyFixedWidth`/`…Height`): it hugs at 750
    /// (``UILayoutPriority/defaultHigh``) along those axes and at 250 along the others.
    static func usuallyFixed(width: Bool, height: Bool) -> ContentPriorities {
        var priorities = ContentPriorities()
        if width { priorities.horizontalHugging = .defaultHigh }
        if height { priorities.verticalHugging = .defaultHigh }
        return priorities
    }
}

extension UIView {
    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along `axis`
    /// (default 250, ``UILayoutPriority/defaultLow``, for views made in code, labels and image views
    /// included; 750 for `UISwitch`, `UIStepper` and `UIActivityIndicatorView`, and vertically for
    /// `UIProgressView`). In a `.fill` stack the arranged view with the lowest hugging priority
    /// stretches. A view without an intrinsic size (a plain `UIView`, a `UIStackView`) gets no
    /// hugging constraint, so the value has no effect on it.
    public func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.horizontalHugging : contentPriorities.verticalHugging
    }

    /// Sets the content-hugging priority for `axis`. Values outside 1...1000 are reported and clamped.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: UILayoutConstraintAxis) {
        let value = validatedPriority(priority, property: "contentHuggingPriority(for: .\(axis))")
        switch axis {
        case .horizontal: contentPriorities.horizontalHugging = value
        case .vertical: contentPriorities.verticalHugging = value
        }
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis`
    /// (default 750, ``UILayoutPriority/defaultHigh``). When a stack is too small, the arranged view
    /// with the lowest compression resistance shrinks first.
    public func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        axis == .horizontal
            ? contentPriorities.horizontalCompressionResistance
            : contentPriorities.verticalCompressionResistance
    }

    /// Sets the compression-resistance priority for `axis`. Values outside 1...1000 are reported and
    /// clamped.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
    ) {
        let value = validatedPriority(priority, property: "contentCompressionResistancePriority(for: .\(axis))")
        switch axis {
        case .horizontal: contentPriorities.horizontalCompressionResistance = value
        case .vertical: contentPriorities.verticalCompressionResistance = value
        }
        superview?.setNeedsLayout()
    }

    private func validatedPriority(_ priority: UILayoutPriority, property: String) -> UILayoutPriority {
        let range = UILayoutPriority.validRange
        guard !range.contains(priority.rawValue) else { return priority }
        let clamped = priority.rawValue.isNaN
            ? UILayoutPriority.defaultLow.rawValue
            : Swift.min(range.upperBound, Swift.max(range.lowerBound, priority.rawValue))
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: property,
            reason: "priority \(priority.rawValue) is outside 1...1000; used \(clamped). Pass a UILayoutPriority between 1 and 1000 "
                + "(.required is 1000)."
        ))
        return UILayoutPriority(clamped)
    }
}
