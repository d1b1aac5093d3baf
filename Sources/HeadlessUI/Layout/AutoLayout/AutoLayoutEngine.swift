import Foundation
import HeadlessLayoutSolver

/// The Auto Layout engine of one view hierarchy (one per window, or per root view that uses
/// constraints): a ``LayoutSolver`` holding the active constraints, the autoresizing constraints of
/// frame-driven views, intrinsic-size constraints and the built-in guides' constraints.
///
/// Every item has four unknowns in the root's coordinates (`minX`, `minY`, `width`, `height`;
/// scroll offsets are ignored, so a scroll view's subviews are laid out in its content coordinates).
/// The solver is kept solved: activating, deactivating and changing a constant update it at once,
/// incrementally. Frames are applied in the layout pass: each view's layout applies the engine's
/// frames to its subviews, rounded to the screen's pixel grid.
@MainActor
final class AutoLayoutEngine {
    /// How many constraints are active in the whole app (hierarchy hooks skip work while it is 0).
    static var activeConstraintCount = 0

    /// The view that owns the engine (the top of the hierarchy, or the view being measured).
    weak var root: UIView?
    let solver = LayoutSolver()
    /// The target and priorities of a `systemLayoutSizeFitting` measurement engine.
    private(set) var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Whether stack views in this engine arrange their views with constraints (UIKit's `UISV-*`
    /// constraints): the private engine a stack view lays out and measures itself with. Arranged
    /// views are then positioned by constraints, and conflicts are resolved without a log (the
    /// engine is rebuilt on every layout of the stack).
    let arrangesStacks: Bool

    var needsRebuild = true
    var needsFrameSync = true
    var needsUpdateConstraintsPass = false
    var intrinsicDirtyViews = Set<ObjectIdentifier>()
    var isUpdating = false
    /// Set while the engine sets frames, so its own changes are not taken for the app's.
    var isApplyingFrames = false

    var items: [ObjectIdentifier: AutoLayoutEngineItem] = [:]
    var itemOrder: [AutoLayoutEngineItem] = []
    /// Active constraints in the solver: the solver constraint and the constant part that does not
    /// come from `constant` (margins, baselines).
    var installed: [ObjectIdentifier: (solverConstraint: SolverConstraint, baseConstant: Double)] = [:]
    /// The constraint behind each solver constraint (user constraints) for conflict messages.
    var userConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Labels of the engine's own constraints, for conflict messages.
    var engineLabels: [ObjectIdentifier: String] = [:]
    /// The engine constraints that translate an autoresizing mask.
    var autoresizingConstraints: Set<ObjectIdentifier> = []
    /// Active constraints the engine broke to recover from a conflict.
    var broken = Set<ObjectIdentifier>()
    var keyboardHandlers: [(guide: UIKeyboardLayoutGuide, token: Int)] = []

    /// An engine for the hierarchy under `root`.
    init(root: UIView, arrangingStacks: Bool = false) {
        self.root = root
        fitting = nil
        arrangesStacks = arrangingStacks
    }

    /// A throw-away engine that measures `view` (``UIView/systemLayoutSizeFitting(_:)``).
    init(fitting view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority), arrangingStacks: Bool = false) {
        root = view
        fitting = (target, priorities.0, priorities.1)
        arrangesStacks = arrangingStacks
    }

    /// Aims a measuring engine at another target (its root's size constraints change in place, so
    /// the next solve is incremental).
    func retarget(to target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) {
        fitting = (target, priorities.0, priorities.1)
        if let root, let item = items[ObjectIdentifier(root)] { syncRoot(item) }
    }

    // MARK: Notifications from constraints and views

    /// Adds the constraint at once (building the engine first if needed), so a conflict is
    /// reported by the activation, as in UIKit.
    func constraintWasActivated(_ constraint: NSLayoutConstraint) {
        if needsRebuild { rebuild() } else { install(constraint) }
        root?.setNeedsLayout()
    }

    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        broken.remove(key)
        if let record = installed.removeValue(forKey: key) {
            userConstraints[ObjectIdentifier(record.solverConstraint)] = nil
            try? solver.removeConstraint(record.solverConstraint)
            needsFrameSync = true
        }
        root?.setNeedsLayout()
    }

    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let record = installed[ObjectIdentifier(constraint)] else { return }
        do {
            try solver.updateConstant(of: record.solverConstraint, to: record.baseConstant - Double(constraint.constant))
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            installed[ObjectIdentifier(constraint)] = nil
            try? solver.removeConstraint(record.solverConstraint)
            breakConstraint(constraint, conflicting: conflicting)
        } catch {
            reportInternal(error)
        }
        needsFrameSync = true
        root?.setNeedsLayout()
    }

    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let record = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        userConstraints[ObjectIdentifier(record.solverConstraint)] = nil
        try? solver.removeConstraint(record.solverConstraint)
        install(constraint)
        root?.setNeedsLayout()
    }

    /// A view's `translatesAutoresizingMaskIntoConstraints` or mask changed.
    func viewConfigurationDidChange(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        setNeedsRebuild()
    }

    /// A frame-driven view got a new frame from the app: its autoresizing constraints follow in the
    /// next update.
    func frameDrivenViewDidMove(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)], item.isFrameDriven, view.frame != item.lastKnownFrame else { return }
        root?.setNeedsLayout()
    }

    func guidesDidChange() {
        needsFrameSync = true
        root?.setNeedsLayout()
    }

    func setNeedsRebuild() {
        needsRebuild = true
        root?.setNeedsLayout()
    }

    func markIntrinsicSizeDirty(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        intrinsicDirtyViews.insert(ObjectIdentifier(view))
        root?.setNeedsLayout()
    }

    func hasItem(_ object: AnyObject) -> Bool { items[ObjectIdentifier(object)] != nil }

    // MARK: Installing constraints

    /// Adds an active constraint to the solver, registering its items; a conflict breaks it.
    func install(_ constraint: NSLayoutConstraint) {
        // Measuring and stack engines are private: the constraint keeps telling its hierarchy's engine.
        if fitting == nil && !arrangesStacks { constraint.engine = self }
        guard let constrained = constraint.firstLayoutItem,
              let firstItem = register(contentAreaItem(constrained, constraint.firstAttribute, relatedTo: constraint.secondLayoutItem)),
              var left = expression(of: firstItem, constraint.firstAttribute) else { return }
        var right = LinearExpression(0)
        if let related = constraint.secondLayoutItem, constraint.secondAttribute != .notAnAttribute {
            let second = contentAreaItem(related, constraint.secondAttribute, relatedTo: constrained)
            guard let secondItem = register(second), let secondExpression = expression(of: secondItem, constraint.secondAttribute) else {
                return
            }
            right = secondExpression * Double(constraint.multiplier)
        }
        let baseConstant = left.constant - right.constant
        left.constant = 0
        right.constant = 0
        let solverConstraint = SolverConstraint(
            expression: left - right + (baseConstant - Double(constraint.constant)),
            relation: constraint.relation.solverRelation,
            strength: SolverStrength(priority: Double(constraint.priority.rawValue)),
            identifier: constraint.identifier
        )
        do {
            try solver.addConstraint(solverConstraint)
            installed[ObjectIdentifier(constraint)] = (solverConstraint, baseConstant)
            userConstraints[ObjectIdentifier(solverConstraint)] = constraint
            needsFrameSync = true
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            userConstraints[ObjectIdentifier(solverConstraint)] = constraint
            breakConstraint(constraint, conflicting: conflicting)
            userConstraints[ObjectIdentifier(solverConstraint)] = nil
        } catch {
            reportInternal(error)
        }
    }

    /// Makes the engine's own constraints match `specs`: same shape → the constant is updated in
    /// place (incremental); otherwise the old constraint is replaced. Returns whether anything changed.
    ///
    /// The constraints that go are removed before any new one is added or any constant changes, and
    /// a change the solver refuses is tried again once the others are in: a new set is judged as a
    /// whole, never against stale members of the old one (a stack view showing a hidden view swaps
    /// `UISV-hiding` for `UISV-spacing`, which contradict each other).
    @discardableResult
    func sync(_ slots: inout [SolverConstraint], to specs: [EngineConstraintSpec]) -> Bool {
        var changed = false
        var result: [SolverConstraint] = []
        var pending: [PendingEngineChange] = []
        for (index, spec) in specs.enumerated() {
            if index < slots.count, spec.hasSameShape(as: slots[index]), solver.hasConstraint(slots[index]) {
                let old = slots[index]
                if solver.constant(of: old) != spec.expression.constant {
                    pending.append(PendingEngineChange(constraint: old, spec: spec, isNew: false))
                }
                result.append(old)
                continue
            }
            if index < slots.count { removeEngineConstraint(slots[index]); changed = true }
            let constraint = SolverConstraint(
                expression: spec.expression, relation: spec.relation, strength: spec.strength, identifier: nil
            )
            label(constraint, with: spec)
            pending.append(PendingEngineChange(constraint: constraint, spec: spec, isNew: true))
            result.append(constraint)
        }
        for extra in slots.dropFirst(specs.count) { removeEngineConstraint(extra); changed = true }
        slots = result
        // Apply the changes; refused ones are retried while others still succeed.
        var conflicts: [(entry: PendingEngineChange, conflicting: [SolverConstraint])] = []
        while !pending.isEmpty {
            conflicts = []
            for entry in pending {
                do {
                    if entry.isNew {
                        try solver.addConstraint(entry.constraint)
                    } else {
                        try solver.updateConstant(of: entry.constraint, to: entry.spec.expression.constant)
                        label(entry.constraint, with: entry.spec)
                    }
                    changed = true
                } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
                    conflicts.append((entry, conflicting))
                } catch {
                    reportInternal(error)
                }
            }
            if conflicts.count == pending.count { break }
            pending = conflicts.map(\.entry)
        }
        for conflict in conflicts { reportConflict(brokenDescription: conflict.entry.spec.label, conflicting: conflict.conflicting) }
        if changed { needsFrameSync = true }
        return changed
    }

    private func removeEngineConstraint(_ constraint: SolverConstraint) {
        if solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        engineLabels[ObjectIdentifier(constraint)] = nil
        autoresizingConstraints.remove(ObjectIdentifier(constraint))
    }

    /// Records what an engine constraint is, for conflict logs.
    private func label(_ constraint: SolverConstraint, with spec: EngineConstraintSpec) {
        engineLabels[ObjectIdentifier(constraint)] = spec.label
        if spec.translatesAutoresizingMask {
            autoresizingConstraints.insert(ObjectIdentifier(constraint))
        } else {
            autoresizingConstraints.remove(ObjectIdentifier(constraint))
        }
    }

    func reportInternal(_ error: Error) {
        UIApplication.reportRuntimeIssue(.other("Auto Layout engine error: \(error)"))
    }

    // MARK: Rebuilding

    /// Forgets everything and installs every active constraint of the hierarchy again, in
    /// activation order.
    func rebuild() {
        needsRebuild = false
        solver.reset()
        items = [:]
        itemOrder = []
        installed = [:]
        userConstraints = [:]
        engineLabels = [:]
        autoresizingConstraints = []
        broken = []
        for entry in keyboardHandlers { entry.guide.removeChangeHandler(entry.token) }
        keyboardHandlers = []
        intrinsicDirtyViews = []
        needsFrameSync = true
        guard let root else { return }
        _ = register(root)
        var constraints: [NSLayoutConstraint] = []
        collectConstraints(in: root, into: &constraints)
        for constraint in constraints.sorted(by: { $0.activationOrder < $1.activationOrder }) {
            install(constraint)
        }
    }

    private func collectConstraints(in view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if let installed = view.autoLayoutState?.installedConstraints { constraints += installed }
        for subview in view.storedSubviews { collectConstraints(in: subview, into: &constraints) }
    }
}

/// A change ``AutoLayoutEngine/sync(_:to:)`` makes to the solver: a new engine constraint, or a new
/// constant for one already in it.
private struct PendingEngineChange {
    let constraint: SolverConstraint
    let spec: EngineConstraintSpec
    let isNew: Bool
}
