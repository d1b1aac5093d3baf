import Foundation
import HeadlessLayoutSolver

// A stack view's arrangement as constraints, the ones UIKit's `_UIOrderedLayoutArrangement` and
// `_UIAlignedLayoutArrangement` make (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`,
// `UISV-fill-proportionally`, `UISV-distributing-edge`, `UISV-alignment`, `UISV-hiding`,
// `UISV-ambiguity-suppression`), solved together with the arranged views' own constraints and
// intrinsic sizes. Only engines made with `arrangingStacks` (a stack's private layout and measuring
// engines) add them; see `UIStackView+Layout.swift`.

extension AutoLayoutEngine {
    /// Priority of `UISV-ambiguity-suppression` (an arranged view's cross size → 0 when nothing
    /// else decides it): 25, as UIKit.
    static let stackAmbiguitySuppressionPriority: Double = 25
    /// Priority of `UISV-spanning-fit` / `UISV-canvas-fit` (the stack fits its views across the axis
    /// when aligned, and along it when spread): 51, above the fitting priority (50), as UIKit.
    static let stackCanvasFitPriority: Double = 51
    /// Priority of a hidden arranged view's alignment constraints (HeadlessUI's choice: below the
    /// fitting priority, so a hidden view never sizes the stack).
    static let stackHiddenAlignmentPriority: Double = 40
    /// Highest and lowest priorities of `UISV-fill-proportionally` (999 − index, at least 751).
    static let stackProportionalPriorityRange: (high: Double, low: Double) = (999, 751)
    /// Highest and lowest priorities of equal-centering gaps (150 − index, at least 50).
    static let stackCenteringPriorityRange: (high: Double, low: Double) = (150, 50)
    /// Priority that pulls baseline-aligned views to the stack's top (first baseline) or bottom (last
    /// baseline) when the stack is taller than they need (HeadlessUI's tie-break; UIKit leaves it to
    /// its solver).
    static let stackBaselinePlacementPriority: Double = 1
    /// How much each later arranged view's hugging and compression resistance weigh more than the
    /// previous one's at the same priority: ties go to the earliest view (Apple: "the stack view
    /// resizes the arranged views based on their index in the arrangedSubviews array").
    static let stackTieBreakStep: Double = 0.001

    /// The weight of `view`'s hugging and compression resistance along its stack's axis.
    func arrangedTieBreakWeight(of view: UIView) -> Double {
        guard let stack = view.storedSuperview as? UIStackView,
              let index = stack.arrangedSubviews.firstIndex(where: { $0 === view }) else { return 1 }
        return 1 + Double(index) * Self.stackTieBreakStep
    }

    /// Registers the arranged views of every arranging stack (the root and nested arranged stacks)
    /// and brings their arrangement constraints up to date.
    func syncStackArrangements() {
        var index = 0
        while index < itemOrder.count {
            let item = itemOrder[index]
            index += 1
            guard item.arrangesSubviews, let stack = item.view as? UIStackView else { continue }
            var children: [AutoLayoutEngineItem] = []
            for view in stack.arrangedSubviews {
                guard let child = register(view) else { continue }
                children.append(child)
            }
            sync(&item.arrangement, to: arrangementSpecs(of: stack, item: item, children: children))
        }
    }

    // MARK: Building the constraints

    private func arrangementSpecs(
        of stack: UIStackView, item: AutoLayoutEngineItem, children: [AutoLayoutEngineItem]
    ) -> [EngineConstraintSpec] {
        let geometry = StackGeometry(stack: stack, item: item)
        let name = stack.debugName
        let visible = children.filter { $0.view?.isHidden == false }
        var specs = StackSpecList(stackName: name)
        let axis = stack.axis, cross = axis.perpendicular
        // Along the axis: the visible views in a chain from canvas start to canvas end.
        if let first = visible.first, let last = visible.last {
            specs.add(geometry.start(first, axis) - geometry.canvasStart(axis), "UISV-canvas-connection")
            specs.add(geometry.end(last, axis) - geometry.canvasEnd(axis), "UISV-canvas-connection")
        }
        if visible.isEmpty {
            // Nothing to arrange: the canvas has no length of its own (the stack is as big as its
            // margins unless something else sizes it), and never a negative one.
            for dimension in [axis, cross] {
                specs.add(geometry.canvasLength(dimension), .greaterThanOrEqual, "UISV-empty-nonnegative")
                specs.add(geometry.canvasLength(dimension), .equal, priority: Self.stackCanvasFitPriority, "UISV-empty-fit")
            }
        }
        // UIKit: the spacing is a minimum only for the equal-spacing and equal-centering distributions.
        let spreads = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let relation: LayoutConstraintRelation = spreads ? .greaterThanOrEqual : .equal
        if spreads && visible.count > 1 {
            // Without a size of its own the stack is as long as its views and minimum gaps.
            specs.add(geometry.canvasLength(axis), .equal, priority: Self.stackCanvasFitPriority, "UISV-canvas-fit")
        }
        if stack.alignment != .fill && !visible.isEmpty {
            // UIKit's spanning guide fits the views across the axis (`UISV-spanning-fit`).
            specs.add(geometry.canvasLength(cross), .equal, priority: Self.stackCanvasFitPriority, "UISV-spanning-fit")
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacing = Double(previous.view.map { stack.resolvedSpacing(after: $0) } ?? stack.spacing)
            specs.add(geometry.start(next, axis) - geometry.end(previous, axis) - spacing, relation, "UISV-spacing")
        }
        for child in visible {
            specs.add(geometry.length(child, axis), .greaterThanOrEqual, "UISV-nonnegative-length")
        }
        specs.specs += distributionSpecs(of: stack, geometry: geometry, visible: visible, children: children, label: name)
        // Hidden views: no length, where the previous visible view ends.
        var previousEnd = geometry.canvasStart(axis)
        for child in children {
            if child.view?.isHidden == false {
                previousEnd = geometry.end(child, axis)
                continue
            }
            specs.add(geometry.length(child, axis), "UISV-hiding")
            specs.add(geometry.start(child, axis) - previousEnd, "UISV-hiding")
        }
        // Across the axis.
        let baselineReference = visible.first ?? children.first
        for child in children {
            var alignment = alignmentSpecs(
                of: child, stack: stack, geometry: geometry, cross: cross, baselineReference: baselineReference, label: name
            )
            if child.view?.isHidden == true {
                // A hidden view follows the alignment weakly: it never sizes the stack.
                alignment = alignment.map { spec in
                    var weak = spec
                    weak.strength = SolverStrength(priority: Swift.min(spec.strength.priority, Self.stackHiddenAlignmentPriority))
                    return weak
                }
            }
            specs.specs += alignment
        }
        return specs.specs
    }

    private func distributionSpecs(
        of stack: UIStackView, geometry: StackGeometry, visible: [AutoLayoutEngineItem], children: [AutoLayoutEngineItem], label: String
    ) -> [EngineConstraintSpec] {
        let axis = stack.axis
        var specs = StackSpecList(stackName: label)
        func index(of child: AutoLayoutEngineItem) -> Int { children.firstIndex { $0 === child } ?? 0 }
        func fillEqually() {
            guard let first = visible.first else { return }
            for child in visible.dropFirst() { specs.add(geometry.length(child, axis) - geometry.length(first, axis), "UISV-fill-equally") }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            let lengths = visible.map { child -> Double in
                guard let view = child.view else { return 0 }
                let length = view.intrinsicContentSize.length(along: axis)
                return length.isFinite && length > 0 ? Double(length) : 0
            }
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(0.0) { total, pair in
                total + Double(pair.0.view.map { stack.resolvedSpacing(after: $0) } ?? 0)
            }
            let denominator = lengths.reduce(0, +) + spacingTotal
            // UIKit falls back to equal lengths when no view has a length to be proportional to.
            guard denominator > Swift.max(spacingTotal, 1) else { fillEqually(); break }
            let range = Self.stackProportionalPriorityRange
            for (child, length) in zip(visible, lengths) {
                let multiplier = length / denominator
                if multiplier <= 0 || multiplier == 1 {
                    let target = multiplier <= 0 ? geometry.length(child, axis) : geometry.length(child, axis) - geometry.canvasLength(axis)
                    specs.add(target, "UISV-fill-proportionally")
                    continue
                }
                let priority = Swift.max(range.high - Double(index(of: child)), range.low)
                specs.add(
                    geometry.length(child, axis) - geometry.canvasLength(axis) * multiplier, priority: priority, "UISV-fill-proportionally"
                )
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            let gaps = zip(visible, visible.dropFirst()).map { previous, next in
                centering ? geometry.center(next, axis) - geometry.center(previous, axis)
                    : geometry.start(next, axis) - geometry.end(previous, axis)
            }
            guard let firstGap = gaps.first else { break }
            let range = Self.stackCenteringPriorityRange
            for (gapIndex, gap) in gaps.enumerated().dropFirst() {
                let priority = centering ? Swift.max(range.high - Double(gapIndex), range.low) : 1000
                specs.add(gap - firstGap, priority: priority, "UISV-fill-equally")
            }
        }
        return specs.specs
    }

    private func alignmentSpecs(
        of child: AutoLayoutEngineItem, stack: UIStackView, geometry: StackGeometry, cross: UILayoutConstraintAxis,
        baselineReference: AutoLayoutEngineItem?, label: String
    ) -> [EngineConstraintSpec] {
        var specs = StackSpecList(stackName: label)
        let start = geometry.start(child, cross) - geometry.canvasStart(cross)
        let end = geometry.end(child, cross) - geometry.canvasEnd(cross)
        var alignment = stack.alignment
        if stack.axis == .vertical {
            // Baselines only align across a horizontal stack; vertical stacks treat them as edges.
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }
        switch alignment {
        case .fill:
            specs.add(start, "UISV-alignment")
            specs.add(end, "UISV-alignment")
        case .leading:
            specs.add(start, "UISV-alignment")
            specs.add(end, .lessThanOrEqual, "UISV-spanning-boundary")
        case .trailing:
            specs.add(end, "UISV-alignment")
            specs.add(start, .greaterThanOrEqual, "UISV-spanning-boundary")
        case .center:
            specs.add(geometry.center(child, cross) - geometry.canvasCenter(cross), "UISV-alignment")
            specs.add(start, .greaterThanOrEqual, "UISV-spanning-boundary")
            specs.add(end, .lessThanOrEqual, "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let first = alignment == .firstBaseline
            if let reference = baselineReference, reference !== child {
                specs.add(geometry.baseline(child, first: first) - geometry.baseline(reference, first: first), "UISV-alignment")
            }
            specs.add(start, .greaterThanOrEqual, "UISV-spanning-boundary")
            specs.add(end, .lessThanOrEqual, "UISV-spanning-boundary")
            specs.add(first ? start : end, priority: Self.stackBaselinePlacementPriority, "UISV-baseline-placement")
        }
        if alignment != .fill {
            specs.add(geometry.length(child, cross), priority: Self.stackAmbiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
        return specs.specs
    }
}

/// The arrangement constraints of one stack as they are built.
private struct StackSpecList {
    let stackName: String
    var specs: [EngineConstraintSpec] = []

    mutating func add(_ expression: LinearExpression, _ relation: LayoutConstraintRelation, priority: Double, _ label: String) {
        specs.append(EngineConstraintSpec(
            expression: expression.mergingTerms, relation: relation, strength: SolverStrength(priority: priority),
            label: "'\(label)' \(stackName)"
        ))
    }

    mutating func add(_ expression: LinearExpression, _ label: String) { add(expression, .equal, priority: 1000, label) }
    mutating func add(_ expression: LinearExpression, _ relation: LayoutConstraintRelation, _ label: String) {
        add(expression, relation, priority: 1000, label)
    }
    mutating func add(_ expression: LinearExpression, priority: Double, _ label: String) {
        add(expression, .equal, priority: priority, label)
    }
}

/// Edges of a stack's canvas and of its arranged views along an axis, in the engine's variables.
/// Horizontal positions run leftwards (negated) in right-to-left layouts, so "start" is always the
/// leading edge.
@MainActor
private struct StackGeometry {
    let item: AutoLayoutEngineItem
    let margins: UIEdgeInsets
    let rightToLeft: Bool

    init(stack: UIStackView, item: AutoLayoutEngineItem) {
        self.item = item
        margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    func start(_ child: AutoLayoutEngineItem, _ axis: UILayoutConstraintAxis) -> LinearExpression {
        switch axis {
        case .horizontal: return rightToLeft ? -(child.minX + child.width) : LinearExpression(child.minX)
        case .vertical: return LinearExpression(child.minY)
        }
    }

    func end(_ child: AutoLayoutEngineItem, _ axis: UILayoutConstraintAxis) -> LinearExpression {
        switch axis {
        case .horizontal: return rightToLeft ? -LinearExpression(child.minX) : child.minX + child.width
        case .vertical: return child.minY + child.height
        }
    }

    func length(_ child: AutoLayoutEngineItem, _ axis: UILayoutConstraintAxis) -> LinearExpression {
        LinearExpression(axis == .horizontal ? child.width : child.height)
    }

    func center(_ child: AutoLayoutEngineItem, _ axis: UILayoutConstraintAxis) -> LinearExpression {
        (start(child, axis) + end(child, axis)) * 0.5
    }

    /// The margin at the start and end of `axis` (leading/trailing follow the layout direction).
    private func marginInsets(_ axis: UILayoutConstraintAxis) -> (start: Double, end: Double) {
        switch axis {
        case .horizontal:
            return rightToLeft ? (Double(margins.right), Double(margins.left)) : (Double(margins.left), Double(margins.right))
        case .vertical:
            return (Double(margins.top), Double(margins.bottom))
        }
    }

    func canvasStart(_ axis: UILayoutConstraintAxis) -> LinearExpression { start(item, axis) + marginInsets(axis).start }
    func canvasEnd(_ axis: UILayoutConstraintAxis) -> LinearExpression { end(item, axis) - marginInsets(axis).end }
    func canvasCenter(_ axis: UILayoutConstraintAxis) -> LinearExpression { (canvasStart(axis) + canvasEnd(axis)) * 0.5 }
    func canvasLength(_ axis: UILayoutConstraintAxis) -> LinearExpression {
        let insets = marginInsets(axis)
        return length(item, axis) - (insets.start + insets.end)
    }

    /// A view's first or last baseline: a label's from its font; views without text use their top
    /// (first) or bottom (last) edge, as UIKit's stack does for views that have no baseline.
    func baseline(_ child: AutoLayoutEngineItem, first: Bool) -> LinearExpression {
        let top = LinearExpression(child.minY), bottom = child.minY + child.height
        guard let layout = child.view?.baselineLayout(first: first) else { return first ? top : bottom }
        return top + child.height * layout.heightFactor + layout.offset
    }
}

extension LinearExpression {
    /// The expression with the terms of each variable added up and zero terms dropped (the stack's
    /// edges mention a variable more than once, as in `(start + end) / 2`).
    var mergingTerms: LinearExpression {
        var merged: [LinearTerm] = []
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[index] = LinearTerm(term.variable, coefficient: merged[index].coefficient + term.coefficient)
            } else {
                merged.append(term)
            }
        }
        return LinearExpression(terms: merged.filter { $0.coefficient != 0 }, constant: constant)
    }
}
