import Foundation
import HeadlessLayoutSolver

// Registering views and guides: each gets four variables and the constraints that tie it to its
// parent (autoresizing for frame-driven views, insets for built-in guides, the root's own size).

extension AutoLayoutEngine {
    /// The item of a view or guide, registered (with its ancestors) on first use. `nil` when it is
    /// not in this engine's hierarchy.
    func register(_ object: LayoutConstraintItem) -> AutoLayoutEngineItem? {
        if let item = items[ObjectIdentifier(object)] { return item }
        if let view = object as? UIView { return register(view: view) }
        guard let owner = object.layoutOwnerView, let ownerItem = register(view: owner) else { return nil }
        let item = AutoLayoutEngineItem(name: object.layoutItemDescription, parent: ownerItem)
        item.guide = object as? UILayoutGuide
        item.keyboardGuide = object as? UIKeyboardLayoutGuide
        add(item, for: object)
        if let keyboardGuide = item.keyboardGuide {
            let token = keyboardGuide.addChangeHandler { [weak self] _ in self?.keyboardDidChange() }
            keyboardHandlers.append((keyboardGuide, token))
        }
        syncGuide(item)
        return item
    }

    private func register(view: UIView) -> AutoLayoutEngineItem? {
        if let item = items[ObjectIdentifier(view)] { return item }
        var parentItem: AutoLayoutEngineItem?
        if view !== root {
            guard let superview = view.storedSuperview, let registered = register(view: superview) else { return nil }
            parentItem = registered
            superview.autoLayoutStorage.hasEngineSubviews = true
        }
        let item = AutoLayoutEngineItem(name: view.debugName, parent: parentItem)
        item.view = view
        add(item, for: view)
        if view === root {
            item.isFrameDriven = fitting == nil
            syncRoot(item)
        } else {
            let arranged = view.isArrangedInStackView
            if arranged && arrangesStacks {
                // Positioned by the stack's constraints in this engine.
                item.isFrameDriven = false
                item.arrangesSubviews = view is UIStackView
                item.arrangedTieBreakWeight = arrangedTieBreakWeight(of: view)
            } else {
                item.isArranged = arranged
                item.isFrameDriven = view.translatesAutoresizingMaskIntoConstraints || arranged
                item.hasFlexibleMask = item.isFrameDriven && !arranged && !view.autoresizingMask.isEmpty
                if item.isFrameDriven { syncAutoresizing(item, force: true) }
            }
        }
        if view === root, arrangesStacks, view is UIStackView { item.arrangesSubviews = true }
        syncIntrinsicSize(item)
        return item
    }

    private func add(_ item: AutoLayoutEngineItem, for object: AnyObject) {
        items[ObjectIdentifier(object)] = item
        itemOrder.append(item)
    }

    // MARK: Expressions

    /// The linear expression of `attribute` of an item, in root coordinates.
    func expression(of item: AutoLayoutEngineItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        let x = LinearExpression(item.minX), y = LinearExpression(item.minY)
        let width = LinearExpression(item.width), height = LinearExpression(item.height)
        let rightToLeft = item.directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let margins = item.view?.layoutMargins ?? .zero
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        // Right to left, leading and trailing are measured leftwards (negated), so
        // `a.leading == b.leading + 20` puts a 20 pt in from b's right edge, as in UIKit.
        case .leading: return rightToLeft ? -(x + width) : x
        case .trailing: return rightToLeft ? -x : x + width
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .firstBaseline: return baseline(of: item, first: true)
        case .lastBaseline: return baseline(of: item, first: false)
        case .leftMargin: return x + Double(margins.left)
        case .rightMargin: return x + width - Double(margins.right)
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return y + height - Double(margins.bottom)
        case .leadingMargin: return rightToLeft ? -(x + width - Double(margins.right)) : x + Double(margins.left)
        case .trailingMargin: return rightToLeft ? -(x + Double(margins.left)) : x + width - Double(margins.right)
        case .centerXWithinMargins: return x + width * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return y + height * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    /// A label's first baseline is its top plus the font's ascender, its last baseline its bottom
    /// plus the (negative) descender; other views use their bottom edge, as UIKit does.
    private func baseline(of item: AutoLayoutEngineItem, first: Bool) -> LinearExpression {
        let y = LinearExpression(item.minY), height = LinearExpression(item.height)
        guard let layout = item.view?.baselineLayout(first: first) else { return y + height }
        return y + height * layout.heightFactor + layout.offset
    }

    // MARK: Structural constraints

    /// The root: at the origin; its size is its bounds (or the fitting target at the fitting
    /// priorities).
    func syncRoot(_ item: AutoLayoutEngineItem) {
        guard let view = item.view else { return }
        var specs = [
            EngineConstraintSpec(expression: LinearExpression(item.minX), label: "root \(view.debugName).minX == 0"),
            EngineConstraintSpec(expression: LinearExpression(item.minY), label: "root \(view.debugName).minY == 0"),
        ]
        if let fitting {
            specs.append(
                EngineConstraintSpec(
                    expression: item.width - Double(fitting.target.width),
                    strength: SolverStrength(priority: Double(fitting.horizontal.rawValue)),
                    label: "fitting \(view.debugName).width == \(fitting.target.width)"
                )
            )
            specs.append(
                EngineConstraintSpec(
                    expression: item.height - Double(fitting.target.height),
                    strength: SolverStrength(priority: Double(fitting.vertical.rawValue)),
                    label: "fitting \(view.debugName).height == \(fitting.target.height)"
                )
            )
        } else {
            let size = view.bounds.size
            item.lastKnownFrame = view.bounds
            // A window's size is fixed; a detached root keeps its bounds unless its own constraints
            // size it (as UIKit, which makes no frame constraints for a view without a superview).
            let strength = view is UIWindow ? SolverStrength.required : Self.arrangedFrameStrength
            specs.append(
                EngineConstraintSpec(
                    expression: item.width - Double(size.width), strength: strength,
                    label: "root \(view.debugName).width == \(LinearExpression.format(Double(size.width)))"
                )
            )
            specs.append(
                EngineConstraintSpec(
                    expression: item.height - Double(size.height), strength: strength,
                    label: "root \(view.debugName).height == \(LinearExpression.format(Double(size.height)))"
                )
            )
        }
        sync(&item.structural, to: specs)
    }

    /// Hugging (≤ intrinsic at the hugging priority) and compression resistance (≥ intrinsic at its
    /// priority) for views positioned by constraints.
    func syncIntrinsicSize(_ item: AutoLayoutEngineItem) {
        guard let view = item.view, !item.isFrameDriven, !item.arrangesSubviews else { return }
        let size = intrinsicSize(of: item)
        let stackAxis = (view.storedSuperview as? UIStackView)?.axis
        // A stack view's size comes from its arranged views' priorities: UIKit gives it no intrinsic
        // size, so what an app sets on the stack itself does nothing. HeadlessUI stands in for the
        // arrangement with the usual ones of its content (labels: 250 and 750).
        let isStack = view is UIStackView
        func hugging(_ axis: UILayoutConstraintAxis) -> UILayoutPriority {
            isStack ? .defaultLow : view.contentHuggingPriority(for: axis)
        }
        func compressionResistance(_ axis: UILayoutConstraintAxis) -> UILayoutPriority {
            isStack ? .defaultHigh : view.contentCompressionResistancePriority(for: axis)
        }
        var specs: [EngineConstraintSpec] = []
        for axis in [UILayoutConstraintAxis.horizontal, .vertical] {
            let length = size.length(along: axis)
            guard length != UIView.noIntrinsicMetric, length >= 0 else { continue }
            let variable = axis == .horizontal ? item.width : item.height
            let name = "\(view.debugName).\(axis == .horizontal ? "width" : "height")"
            let value = Double(length)
            let weight = axis == stackAxis ? (item.arrangedTieBreakWeight ?? 1) : 1
            let hug = hugging(axis), resistance = compressionResistance(axis)
            specs.append(EngineConstraintSpec(
                expression: variable - value, relation: .lessThanOrEqual,
                strength: SolverStrength(priority: Double(hug.rawValue), weight: weight),
                label: "<NSContentSizeLayoutConstraint \(name) <= \(LinearExpression.format(value)) Hug:\(Int(hug.rawValue))>"
            ))
            specs.append(EngineConstraintSpec(
                expression: variable - value, relation: .greaterThanOrEqual,
                strength: SolverStrength(priority: Double(resistance.rawValue), weight: weight),
                label: "<NSContentSizeLayoutConstraint \(name) >= \(LinearExpression.format(value)) "
                    + "CompressionResistance:\(Int(resistance.rawValue))>"
            ))
        }
        sync(&item.intrinsic, to: specs)
    }

    /// The intrinsic size; a multi-line label without `preferredMaxLayoutWidth` reports its
    /// one-line width and the height of its text wrapped at the width the engine gave it.
    func intrinsicSize(of item: AutoLayoutEngineItem) -> CGSize {
        guard let view = item.view else { return .zero }
        if let stack = view as? UIStackView { return stack.intrinsicSize(atCrossLength: item.lastCrossLength) }
        if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            let unbounded = CGFloat.greatestFiniteMagnitude
            let natural = label.sizeThatFits(CGSize(width: unbounded, height: unbounded))
            guard let width = item.lastWrapWidth, width > 0 else { return natural }
            let wrapped = label.sizeThatFits(CGSize(width: width, height: unbounded))
            return CGSize(width: natural.width, height: wrapped.height)
        }
        return view.intrinsicContentSize
    }

    /// Autoresizing-mask constraints from the view's current frame and its superview's size.
    /// Skipped when the frame has not changed since the last time (unless `force`).
    func syncAutoresizing(_ item: AutoLayoutEngineItem, force: Bool = false) {
        guard let view = item.view, let parent = item.parent, let superview = view.storedSuperview else { return }
        let frame = view.frame
        guard force || frame != item.lastKnownFrame else { return }
        item.lastKnownFrame = frame
        let mask = item.hasFlexibleMask ? view.autoresizingMask : []
        let parentSize = superview.bounds.size
        let notation = Self.maskNotation(mask)
        let name = "NSAutoresizingMaskLayoutConstraint \(notation) \(view.debugName)"
        let strength = item.isArranged ? Self.arrangedFrameStrength : SolverStrength.required
        let horizontal = Self.axisSpecs(
            origin: item.minX, length: item.width, parentOrigin: parent.minX, parentLength: parent.width,
            frameOrigin: frame.minX, frameLength: frame.width, parentFrameLength: parentSize.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
            names: ("\(name).minX", "\(name).width"), strength: strength
        )
        let vertical = Self.axisSpecs(
            origin: item.minY, length: item.height, parentOrigin: parent.minY, parentLength: parent.height,
            frameOrigin: frame.minY, frameLength: frame.height, parentFrameLength: parentSize.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
            names: ("\(name).minY", "\(name).height"), strength: strength
        )
        sync(&item.structural, to: horizontal + vertical)
    }

    /// The strength of a stack-arranged view's frame constraints: just below required, above any
    /// priority an app can set (999 is the highest optional one apps use).
    static let arrangedFrameStrength = SolverStrength(priority: 999.9)

    /// UIKit's `h=--& v=--&` notation: per axis, leading margin, size, trailing margin; `&` flexible.
    static func maskNotation(_ mask: UIView.AutoresizingMask) -> String {
        func mark(_ flag: Bool) -> String { flag ? "&" : "-" }
        let horizontalTrailing = mask.isEmpty || mask.contains(.flexibleRightMargin)
        let verticalTrailing = mask.isEmpty || mask.contains(.flexibleBottomMargin)
        return "h=\(mark(mask.contains(.flexibleLeftMargin)))\(mark(mask.contains(.flexibleWidth)))\(mark(horizontalTrailing))"
            + " v=\(mark(mask.contains(.flexibleTopMargin)))\(mark(mask.contains(.flexibleHeight)))\(mark(verticalTrailing))"
    }

    // swiftlint:disable:next function_parameter_count
    private static func axisSpecs(
        origin: LayoutVariable, length: LayoutVariable, parentOrigin: LayoutVariable, parentLength: LayoutVariable,
        frameOrigin: CGFloat, frameLength: CGFloat, parentFrameLength: CGFloat,
        flexible: (leading: Bool, size: Bool, trailing: Bool), names: (String, String), strength: SolverStrength
    ) -> [EngineConstraintSpec] {
        let x = Double(frameOrigin), w = Double(frameLength), trailing = Double(parentFrameLength - frameOrigin - frameLength)
        let offset = origin - parentOrigin
        func spec(_ expression: LinearExpression, _ label: String) -> EngineConstraintSpec {
            EngineConstraintSpec(expression: expression, strength: strength, label: label, translatesAutoresizingMask: true)
        }
        switch (flexible.leading, flexible.size, flexible.trailing) {
        case (false, false, _):
            return [
                spec(offset - x, "\(names.0) == \(LinearExpression.format(x))"),
                spec(length - w, "\(names.1) == \(LinearExpression.format(w))")
            ]
        case (false, true, false):
            return [
                spec(offset - x, "\(names.0) == \(LinearExpression.format(x))"),
                spec(length - parentLength + (x + trailing), "\(names.1) == superview - \(LinearExpression.format(x + trailing))")
            ]
        case (true, false, false):
            return [
                spec(offset + length - parentLength + trailing, "\(names.0) from the trailing margin \(LinearExpression.format(trailing))"),
                spec(length - w, "\(names.1) == \(LinearExpression.format(w))")
            ]
        case (true, false, true):
            let share = x + trailing == 0 ? 0.5 : x / (x + trailing)
            return [
                spec(offset - parentLength * share + w * share, "\(names.0) proportional"),
                spec(length - w, "\(names.1) == \(LinearExpression.format(w))")
            ]
        case (true, true, false):
            let total = x + w
            let originShare = total == 0 ? 0 : x / total, lengthShare = total == 0 ? 1 : w / total
            return [spec(offset - parentLength * originShare + trailing * originShare, "\(names.0) proportional"),
                    spec(length - parentLength * lengthShare + trailing * lengthShare, "\(names.1) proportional")]
        case (false, true, true):
            let total = w + trailing
            let lengthShare = total == 0 ? 1 : w / total
            return [
                spec(offset - x, "\(names.0) == \(LinearExpression.format(x))"),
                spec(length - parentLength * lengthShare + x * lengthShare, "\(names.1) proportional")
            ]
        case (true, true, true):
            let parent = Double(parentFrameLength)
            guard parent > 0 else {
                return [
                    spec(offset - x, "\(names.0) == \(LinearExpression.format(x))"),
                    spec(length - w, "\(names.1) == \(LinearExpression.format(w))")
                ]
            }
            return [
                spec(offset - parentLength * (x / parent), "\(names.0) proportional"),
                spec(length - parentLength * (w / parent), "\(names.1) proportional")
            ]
        }
    }
}
