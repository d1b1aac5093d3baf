import Foundation

// The natural size of a *simple* stack, computed directly instead of by solving its arrangement
// twice: the result is the one the constraint solution gives (checked against it on hundreds of
// random stacks by `StackViewDirectLayoutTests`), found in linear time with no engine.
//
// A stack is simple when the solution follows from its views' own sizes alone: `.fill` or
// `.fillEqually` distribution, no baseline alignment, no constraints on the stack itself, and every
// visible arranged view sized only by its intrinsic content size (hugging and compression
// resistance above the fitting priority) or by required constant width/height constraints of its
// own — no constraints between views, no views laid out by inner constraints — and, where views are
// stretched to the longest one, hugging weaker than the longest one's compression resistance. Wrapping labels are
// allowed in vertical `.fill` stacks, where every view is as wide as the stack: they wrap at that
// width. Nested stacks count as simple views when they are simple themselves and their length does
// not depend on their width. Anything else is measured by the engines as before.

extension UIStackView {
    /// Whether stacks may measure themselves directly. Tests turn it off for a scope to compare with
    /// the engines' solution (`UIStackView.$allowsDirectLayout.withValue(false) { ... }`), so the
    /// switch never outlives the test that set it.
    @TaskLocal static var allowsDirectLayout = true

    /// The natural size measured directly (or, with `crossLength`, the size whose length along the
    /// axis is measured at that cross length), with whether the length along the axis stays the same
    /// at every cross length; `nil` when the stack is not simple.
    func directNaturalSize(atCrossLength crossLength: CGFloat? = nil) -> DirectNaturalSize? {
        guard Self.allowsDirectLayout, distribution == .fill || distribution == .fillEqually,
              alignment != .firstBaseline, alignment != .lastBaseline,
              autoLayoutState?.installedConstraints.isEmpty ?? true else { return nil }
        let visible = visibleArrangedSubviews
        guard !visible.isEmpty else {
            // Nothing to arrange: the margins alone, as the engines measure it.
            let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
            let size = CGSize(width: margins.left + margins.right, height: margins.top + margins.bottom)
            return DirectNaturalSize(size: size, crossIndependent: true, alongIsFixed: false, crossIsFixed: false)
        }
        var alongLengths: [CGFloat?] = []
        var crossLengths: [CGFloat?] = []
        var explicitCross: Set<CGFloat> = []
        var explicitAlong: Set<CGFloat> = []
        var explicitAlongCount = 0
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
            if along.isFixedInside, distribution == .fillEqually { return nil }
            if cross.isFixedInside, alignment == .fill { return nil }
            alongLengths.append(along.length)
            if along.isExplicit, let length = along.length {
                explicitAlong.insert(length)
                explicitAlongCount += 1
            }
            crossLengths.append(cross.length)
            if cross.isExplicit, let length = cross.length { explicitCross.insert(length) }
        }
        // Views stretched to the longest one (along the axis when filling equally, across it when
        // aligned to fill) hold only while their hugging is weaker than the longest views'
        // compression resistance (a switch hugs at 750, as a label resists): otherwise the solver decides.
        if distribution == .fillEqually, explicitAlong.isEmpty,
           Self.stretchingMeetsResistance(visible, lengths: alongLengths, axis: axis) { return nil }
        if alignment == .fill, explicitCross.isEmpty,
           Self.stretchingMeetsResistance(visible, lengths: crossLengths, axis: axis.perpendicular) { return nil }
        // Views of different fixed cross lengths in a `.fill` stack cannot all match the stack:
        // the solver breaks a constraint there, so leave it to the solver.
        if alignment == .fill, explicitCross.count > 1 { return nil }
        if alignment != .fill, crossLengths.contains(where: { $0 == nil }) { return nil }
        var spacingTotal: CGFloat = 0
        for view in visible.dropLast() { spacingTotal += resolvedSpacing(after: view) }
        let determinedAlong = alongLengths.compactMap { $0 }
        var along: CGFloat
        if distribution == .fillEqually, !explicitAlong.isEmpty {
            // Equal lengths: a fixed length sets everyone's; two different ones conflict.
            guard explicitAlong.count == 1, let fixed = explicitAlong.first else { return nil }
            along = CGFloat(visible.count) * fixed + spacingTotal
        } else if determinedAlong.count == alongLengths.count {
            along = distribution == .fillEqually
                ? CGFloat(visible.count) * (determinedAlong.max() ?? 0) + spacingTotal
                : determinedAlong.reduce(0, +) + spacingTotal
        } else {
            along = UIView.noIntrinsicMetric
        }
        let determinedCross = crossLengths.compactMap { $0 }
        // In a `.fill` stack a fixed cross length wins over the others' intrinsic ones.
        var cross = (alignment == .fill ? explicitCross.first : nil) ?? determinedCross.max() ?? UIView.noIntrinsicMetric
        if isLayoutMarginsRelativeArrangement {
            let alongMargins = axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
            let crossMargins = axis == .horizontal ? margins.top + margins.bottom : margins.left + margins.right
            if along != UIView.noIntrinsicMetric { along += alongMargins }
            if cross != UIView.noIntrinsicMetric { cross += crossMargins }
        }
        let size = axis == .horizontal ? CGSize(width: along, height: cross) : CGSize(width: cross, height: along)
        let alongIsFixed = distribution == .fillEqually ? !explicitAlong.isEmpty : explicitAlong.count > 0
            && explicitAlongCount == visible.count
        let crossIsFixed = alignment == .fill && !explicitCross.isEmpty
        return DirectNaturalSize(size: size, crossIndependent: crossIndependent, alongIsFixed: alongIsFixed, crossIsFixed: crossIsFixed)
    }

    /// Whether a view shorter than the longest of `views` (by `lengths` along `axis`) hugs at least
    /// as strongly as a longest view resists compression, so that stretching the short ones to the
    /// longest is not certain.
    private static func stretchingMeetsResistance(_ views: [UIView], lengths: [CGFloat?], axis: UILayoutConstraintAxis) -> Bool {
        guard let longest = lengths.compactMap({ $0 }).max() else { return false }
        var strongestHugging: Float = 0, weakestResistance: Float = .infinity
        for (view, length) in zip(views, lengths) {
            guard let length else { continue }
            let bounds = priorityBounds(of: view, along: axis)
            if abs(length - longest) < sizeTolerance {
                weakestResistance = Swift.min(weakestResistance, bounds.resistance)
            } else {
                strongestHugging = Swift.max(strongestHugging, bounds.hugging)
            }
        }
        return strongestHugging >= weakestResistance
    }

    /// The strongest hugging and the weakest compression resistance along `axis` of `view`, or of the
    /// views a nested stack arranges (they hug and resist in its place: a stack's own priorities do
    /// nothing).
    private static func priorityBounds(of view: UIView, along axis: UILayoutConstraintAxis) -> (hugging: Float, resistance: Float) {
        guard let stack = view as? UIStackView else {
            return (view.contentHuggingPriority(for: axis).rawValue, view.contentCompressionResistancePriority(for: axis).rawValue)
        }
        var bounds: (hugging: Float, resistance: Float) = (0, .infinity)
        for child in stack.visibleArrangedSubviews {
            let inner = priorityBounds(of: child, along: axis)
            bounds = (Swift.max(bounds.hugging, inner.hugging), Swift.min(bounds.resistance, inner.resistance))
        }
        return bounds
    }

    /// A directly measured natural size, and which of its lengths required constraints fix (a
    /// fixed length holds against the enclosing stack's hugging and compression resistance).
    struct DirectNaturalSize {
        var size: CGSize
        var crossIndependent: Bool
        var alongIsFixed: Bool
        var crossIsFixed: Bool
    }

    /// One dimension of an arranged view: its length (nil when it has none of its own) and whether
    /// a required constant constraint fixes it.
    private struct DirectLength {
        var length: CGFloat?
        var isExplicit: Bool
        /// Fixed by required constraints inside a nested stack.
        var isFixedInside = false
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
        var nestedFixedWidth = false, nestedFixedHeight = false
        if let stack = view as? UIStackView {
            guard let measured = stack.directNaturalSize(), measured.crossIndependent else { return nil }
            intrinsic = measured.size
            // A nested stack whose views fix a length: the length counts as the stack's own, but an
            // outer stack that would equalize it (fill-equally along, fill alignment across) leaves
            // that to the engine.
            let widthIsFixed = stack.axis == .horizontal ? measured.alongIsFixed : measured.crossIsFixed
            let heightIsFixed = stack.axis == .horizontal ? measured.crossIsFixed : measured.alongIsFixed
            nestedFixedWidth = widthIsFixed
            nestedFixedHeight = heightIsFixed
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
        func dimension(_ explicit: CGFloat?, _ intrinsicLength: CGFloat, axis: UILayoutConstraintAxis, nestedFixed: Bool) -> DirectLength? {
            if let explicit { return DirectLength(length: explicit, isExplicit: true) }
            if nestedFixed { return DirectLength(length: intrinsicLength, isExplicit: false, isFixedInside: true) }
            guard intrinsicLength != UIView.noIntrinsicMetric else { return DirectLength(length: nil, isExplicit: false) }
            let fitting = UILayoutPriority.fittingSizeLevel
            guard view.contentHuggingPriority(for: axis) > fitting,
                  view.contentCompressionResistancePriority(for: axis) > fitting else { return nil }
            return DirectLength(length: intrinsicLength, isExplicit: false)
        }
        guard let width = dimension(explicitWidth, intrinsic.width, axis: .horizontal, nestedFixed: nestedFixedWidth),
              let height = dimension(explicitHeight, intrinsic.height, axis: .vertical, nestedFixed: nestedFixedHeight) else { return nil }
        return (width, height)
    }
}
