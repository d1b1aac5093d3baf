import Foundation
import HeadlessLayoutSolver

// The update step run by the layout pass: `updateConstraints()`, a rebuild when the hierarchy
// changed, frame-driven views and intrinsic sizes brought up to date, then the values that depend on
// the solution (wrapping labels, the safe area, the keyboard guide) refined until they settle.

extension AutoLayoutEngine {
    /// How many times values that depend on the solution (label wrapping, safe area) are refined.
    static let refinementPasses = 3

    /// Brings the solver up to date with the hierarchy; marks views whose frames must change.
    func updateIfNeeded() {
        guard !isUpdating, let root else { return }
        isUpdating = true
        defer { isUpdating = false }
        if needsUpdateConstraintsPass {
            needsUpdateConstraintsPass = false
            root.updateConstraintsIfNeeded()
        }
        if needsRebuild { rebuild() }
        for item in itemOrder where item.isFrameDriven {
            if item.parent == nil { syncRootIfResized(item) } else { syncAutoresizing(item) }
        }
        // A stack view's intrinsic size follows its arranged views (hiding one collapses it) without
        // an invalidation call, so stacks are measured again on every update.
        for item in itemOrder where !item.isFrameDriven && item.view is UIStackView {
            syncIntrinsicSize(item)
        }
        if arrangesStacks { syncStackArrangements() }
        if !intrinsicDirtyViews.isEmpty {
            let dirty = intrinsicDirtyViews
            intrinsicDirtyViews = []
            for key in dirty { if let item = items[key] { syncIntrinsicSize(item) } }
        }
        for _ in 0..<Self.refinementPasses {
            var changed = false
            for item in itemOrder {
                if item.guide != nil || item.keyboardGuide != nil {
                    changed = syncGuide(item) || changed
                } else if !item.isFrameDriven, !item.arrangesSubviews, let stack = item.view as? UIStackView {
                    // A stack's length along its axis can depend on its cross length (an
                    // aspect-ratio view, a wrapping label): measured again at the solved one.
                    let crossVariable = stack.axis == .horizontal ? item.height : item.width
                    let cross = CGFloat(solver.value(of: crossVariable))
                    if item.lastCrossLength != cross {
                        item.lastCrossLength = cross
                        syncIntrinsicSize(item)
                        changed = true
                    }
                } else if isWrappingLabel(item) {
                    let width = CGFloat(solver.value(of: item.width))
                    if item.lastWrapWidth != width {
                        item.lastWrapWidth = width
                        syncIntrinsicSize(item)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        if needsFrameSync {
            needsFrameSync = false
            markViewsWithChangedFrames()
        }
    }

    private func syncRootIfResized(_ item: AutoLayoutEngineItem) {
        guard fitting == nil, let view = item.view, view.bounds != item.lastKnownFrame else { return }
        syncRoot(item)
    }

    private func isWrappingLabel(_ item: AutoLayoutEngineItem) -> Bool {
        guard !item.isFrameDriven, let label = item.view as? UILabel else { return false }
        return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
    }

    func keyboardDidChange() {
        guard let root else { return }
        needsFrameSync = true
        root.setNeedsLayout()
        // Called inside the keyboard's animation block: laying out now animates with the keyboard.
        root.layoutIfNeeded()
    }

    // MARK: Guides

    /// Ties a built-in guide to its owning view with the current insets. Returns whether it changed.
    @discardableResult
    func syncGuide(_ item: AutoLayoutEngineItem) -> Bool {
        guard let owner = item.parent, let ownerView = owner.view else { return false }
        let name = item.keyboardGuide.map { $0.layoutItemDescription } ?? item.guide?.layoutItemDescription ?? "guide"
        var specs: [EngineConstraintSpec] = []
        if let keyboardGuide = item.keyboardGuide {
            let covered = Double(keyboardGuide.layoutFrame.height)
            specs = [
                EngineConstraintSpec(expression: item.minX - owner.minX, label: "\(name).left == owner.left"),
                EngineConstraintSpec(expression: item.width - owner.width, label: "\(name).width == owner.width"),
                EngineConstraintSpec(
                    expression: item.minY + item.height - owner.minY - owner.height, label: "\(name).bottom == owner.bottom"
                ),
                EngineConstraintSpec(expression: item.height - covered, label: "\(name).height == \(LinearExpression.format(covered))"),
            ]
        } else if let guide = item.guide, guide.kind == .scrollContent || guide.kind == .scrollFrame {
            specs = scrollGuideSpecs(item, guide: guide, owner: owner, name: name)
        } else if let guide = item.guide, guide.kind != .custom {
            var insets = safeAreaInsets(of: owner, in: ownerView)
            if guide.kind == .margins {
                let margins = ownerView.layoutMargins
                if !ownerView.insetsLayoutMarginsFromSafeArea { insets = .zero }
                insets = UIEdgeInsets(
                    top: insets.top + margins.top, left: insets.left + margins.left, bottom: insets.bottom + margins.bottom,
                    right: insets.right + margins.right
                )
            }
            specs = [
                EngineConstraintSpec(
                    expression: item.minX - owner.minX - Double(insets.left), label: "\(name).left == owner.left + \(insets.left)"
                ),
                EngineConstraintSpec(
                    expression: item.minY - owner.minY - Double(insets.top), label: "\(name).top == owner.top + \(insets.top)"
                ),
                EngineConstraintSpec(
                    expression: item.width - owner.width + Double(insets.left + insets.right),
                    label: "\(name).width == owner.width - \(insets.left + insets.right)"
                ),
                EngineConstraintSpec(
                    expression: item.height - owner.height + Double(insets.top + insets.bottom),
                    label: "\(name).height == owner.height - \(insets.top + insets.bottom)"
                ),
            ]
        } else {
            return false
        }
        return sync(&item.structural, to: specs)
    }

    /// The window's safe-area insets that overlap `item` at its solved position (so a guide is right
    /// in the same layout pass that moves its view), plus the `additionalSafeAreaInsets` of the
    /// controller whose root view `view` is.
    private func safeAreaInsets(of item: AutoLayoutEngineItem, in view: UIView) -> UIEdgeInsets {
        guard let window = root as? UIWindow, fitting == nil else { return .zero }
        let safe = CGRect(origin: .zero, size: window.bounds.size).inset(by: window.windowSafeAreaInsets)
        let frame = unroundedRect(of: item)
        guard frame.width.isFinite, frame.height.isFinite else { return .zero }
        let windowInsets = UIEdgeInsets(
            top: Swift.max(0, safe.minY - frame.minY), left: Swift.max(0, safe.minX - frame.minX),
            bottom: Swift.max(0, frame.maxY - safe.maxY), right: Swift.max(0, frame.maxX - safe.maxX)
        )
        return windowInsets.adding(view.owningViewController?.additionalSafeAreaInsets ?? .zero)
    }
}
