import Foundation
import HeadlessLayoutSolver

/// One view or guide inside an ``AutoLayoutEngine``: its four unknowns (in the root's coordinates)
/// and the constraints the engine makes for it.
@MainActor
final class AutoLayoutEngineItem {
    /// The view, when the item is a view.
    weak var view: UIView?
    /// The guide, when the item is a layout guide.
    weak var guide: UILayoutGuide?
    /// The keyboard guide, when the item is one.
    weak var keyboardGuide: UIKeyboardLayoutGuide?
    /// The superview's item (views) or the owning view's item (guides); `nil` for the root.
    let parent: AutoLayoutEngineItem?

    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    /// Whether the frame drives the item (autoresizing constraints, stack-arranged views, the root).
    var isFrameDriven = false
    /// Whether a stack view sets the view's frame (its frame constraints are then just below
    /// required, so the view's own size constraints never conflict with them).
    var isArranged = false
    /// Whether the item is a stack view whose arrangement this engine solves with constraints.
    var arrangesSubviews = false
    /// The stack arrangement constraints (`UISV-*`) of a stack item.
    var arrangement: [SolverConstraint] = []
    /// The tie-break weight of an arranged view's hugging and compression resistance along its
    /// stack's axis: lower for earlier views, so they stretch and shrink first.
    var arrangedTieBreakWeight: Double?
    /// The cross-axis length a stack view's length along its axis was measured at.
    var lastCrossLength: CGFloat?
    /// Whether a frame-driven view has a flexible autoresizing mask (the engine then moves it).
    var hasFlexibleMask = false
    /// Constraints that tie the item to its parent (autoresizing, guide insets, root size).
    var structural: [SolverConstraint] = []
    /// Hugging and compression-resistance constraints.
    var intrinsic: [SolverConstraint] = []
    /// The frame the structural constraints were made from (frame-driven views).
    var lastKnownFrame: CGRect?
    /// The width a wrapping label's intrinsic height was measured at.
    var lastWrapWidth: CGFloat?

    init(name: String, parent: AutoLayoutEngineItem?) {
        self.parent = parent
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// Whether the engine sets this view's frame in the layout pass.
    var isEnginePositioned: Bool {
        guard view != nil, parent != nil else { return false }
        return !isFrameDriven || hasFlexibleMask
    }

    /// The view that decides leading/trailing direction and margins.
    var directionView: UIView? { view ?? guide?.owningView ?? keyboardGuide?.owningView }
}

/// A constraint the engine makes itself, described so it can be compared with the one in force.
struct EngineConstraintSpec {
    var expression: LinearExpression
    var relation: LayoutConstraintRelation = .equal
    var strength: SolverStrength = .required
    /// The description used in conflict logs (`NSAutoresizingMaskLayoutConstraint h=--& …`).
    var label: String
    /// Whether it translates a view's autoresizing mask (conflicts involving one add UIKit's note
    /// about `translatesAutoresizingMaskIntoConstraints`).
    var translatesAutoresizingMask = false

    /// Whether `constraint` has the same variables, coefficients, relation and strength (so only
    /// the constant may differ).
    func hasSameShape(as constraint: SolverConstraint) -> Bool {
        guard constraint.relation == relation, constraint.strength == strength,
              constraint.expression.terms.count == expression.terms.count else { return false }
        for (left, right) in zip(constraint.expression.terms, expression.terms) {
            if left.variable !== right.variable || left.coefficient != right.coefficient { return false }
        }
        return true
    }
}
