import Foundation

// The natural size of a *simple* stack, computed directly instead of by solving its arrangement
// twice: the result is the one the constraint solution gives (checked against it by
// `UIStackViewDirectMeasurementTests`), found in linear time with no engine.
//
// A stack is simple when the solution follows from its views' own sizes alone: `.fill` or
// `.fillEqually` distribution, no baseline alignment, no constraints on the stack itself, and every
// visible arranged view sized only by its intrinsic content size (hugging and compression
// resistance above the fitting priority) or by required constant width/height constraints of its
// own — no constraints between views, no views laid out by inner constraints. Wrapping labels are
// allowed in vertical `.fill` stacks, where every view is as wide as the stack: they wrap at that
// width. Nested stacks count as simple views when they are simple themselves and their length does
// not depend on their width. Anything else is measured by the engines as before.

extension UIStackView {
    /// The natural size measured directly (or, with `crossLength`, the size whose length along the
    /// axis is measured at that cross length), with whether the length along the axis stays the same
    /// at every cross length; `nil` when the stack is not simple.
    func directNaturalSize(atCrossLength crossLength: CGFloat? = nil) -> (size: CGSize, crossIndependent: Bool)? {
        guard distribution == .fill || distribution == .fillEqually,
              alignment != .firstBaseline, alignment != .lastBaseline,
              autoLayoutState?.installedConstraints.isEmpty ?? true else { return nil }
        let visible = visibleArrangedSubviews
        guard !visible.isEmpty else { return nil }
        var alongLengths: [CGFloat?] = []
        var crossLengths: [CGFloat?] = []
        var explicitCross: Set<CGFloat> = []
        var crossIndependent = true
        let wrapsAtStackWidth = axis == .vertical && alignment == .fill
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let wrapWidth = crossLength.map { $0 - margins.left - margins.right }
        for view in visible {
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
                guard wrapsAtStackWidth else { return nil }
                crossIndependent = false
            }
            guard let size = Self.directSize(of: view, wrapWidth: wrapWidth) else { return nil }
            let along = axis == .horizontal ? size.width : size.height
            let cross = axis == .horizontal ? size.height : size.width
            alongLengths.append(along.length)
            crossLengths.append(cross.length)
            if cross.isExplicit, let length = cross.length { explicitCross.insert(length) }
        }
        // Views of different fixed cross lengths in a `.fill` stack cannot all match the stack:
        // the solver breaks a constraint there, so leave it to the solver.
        if alignment == .fill, explicitCross.count > 1 { return nil }
        if alignment != .fill, crossLengths.contains(where: { $0 == nil }) { return nil }
        var spacingTotal: CGFloat = 0
        for view in visible.dropLast() { spacingTotal += resolvedSpacing(after: view) }
        let determinedAlong = alongLengths.compactMap { $0 }
        var along: CGFloat
        if determinedAlong.count == alongLengths.count {
            along = distribution == .fillEqually
                ? CGFloat(visible.count) * (determinedAlong.max() ?? 0) + spacingTotal
                : determinedAlong.reduce(0, +) + spacingTotal
        } else {
            along = UIView.noIntrinsicMetric
        }
        let determinedCross = crossLengths.compactMap { $0 }
        var cross = determinedCross.max() ?? UIView.noIntrinsicMetric
        if isLayoutMarginsRelativeArrangement {
            let alongMargins = axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
            let crossMargins = axis == .horizontal ? margins.top + margins.bottom : margins.left + margins.right
            if along != UIView.noIntrinsicMetric { along += alongMargins }
            if cross != UIView.noIntrinsicMetric { cross += crossMargins }
        }
        let size = axis == .horizontal ? CGSize(width: along, height: cross) : CGSize(width: cross, height: along)
        return (size, crossIndependent)
    }

    /// One dimension of an arranged view: its length (nil when it has none of its own) and whether
    /// a required constant constraint fixes it.
    private struct DirectLength {
        var length: CGFloat?
        var isExplicit: Bool
    }

    /// The size of `view` as a simple arranged view (a wrapping label wrapped at `wrapWidth`, or
    /// on one line without it, as the engine measures it), or `nil` when it is not one.
    private static func directSize(of view: UIView, wrapWidth: CGFloat?) -> (width: DirectLength, height: DirectLength)? {
        var explicitWidth: CGFloat?
        var explicitHeight: CGFloat?
        for constraint in view.autoLayoutState?.installedConstraints ?? [] {
            guard constraint.firstItem === view, constraint.secondItem == nil, constraint.relation == .equal,
                  constraint.priority == .required, constraint.multiplier == 1 else { return nil }
            switch constraint.firstAttribute {
            case .width:
                guard explicitWidth == nil else { return nil }
                explicitWidth = constraint.constant
            case .height:
                guard explicitHeight == nil else { return nil }
                explicitHeight = constraint.constant
            default:
                return nil
            }
        }
        let intrinsic: CGSize
        if let stack = view as? UIStackView {
            guard let measured = stack.directNaturalSizeCached(), measured.crossIndependent else { return nil }
            intrinsic = measured.size
        } else if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            let unbounded = CGFloat.greatestFiniteMagnitude
            let natural = label.sizeThatFits(CGSize(width: unbounded, height: unbounded))
            if let wrapWidth, wrapWidth > 0 {
                intrinsic = CGSize(width: natural.width, height: label.sizeThatFits(CGSize(width: wrapWidth, height: unbounded)).height)
            } else {
                intrinsic = natural
            }
        } else {
            intrinsic = view.intrinsicContentSize
        }
        func dimension(_ explicit: CGFloat?, _ intrinsicLength: CGFloat, axis: UILayoutConstraintAxis) -> DirectLength? {
            if let explicit { return DirectLength(length: explicit, isExplicit: true) }
            guard intrinsicLength != UIView.noIntrinsicMetric else { return DirectLength(length: nil, isExplicit: false) }
            let fitting = UILayoutPriority.fittingSizeLevel
            guard view.contentHuggingPriority(for: axis) > fitting,
                  view.contentCompressionResistancePriority(for: axis) > fitting else { return nil }
            return DirectLength(length: intrinsicLength, isExplicit: false)
        }
        guard let width = dimension(explicitWidth, intrinsic.width, axis: .horizontal),
              let height = dimension(explicitHeight, intrinsic.height, axis: .vertical) else { return nil }
        return (width, height)
    }

    /// ``directNaturalSize()`` through the natural-size cache, for nested stacks.
    private func directNaturalSizeCached() -> (size: CGSize, crossIndependent: Bool)? {
        guard let direct = directNaturalSize() else { return nil }
        if cachedNaturalSize == nil { cachedNaturalSize = direct.size }
        return direct
    }
}
