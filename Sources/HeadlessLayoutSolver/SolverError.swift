/// Why ``LayoutSolver`` refused an operation. The solver is unchanged when it throws.
///
/// Misuse of the API (duplicates, unknown objects, bad strengths, non-finite numbers) and a system that
/// cannot be solved (``unsatisfiableConstraint(_:conflicting:)``) are separate cases;
/// ``internalInconsistency(_:)`` reports a solver bug, never bad input.
package enum SolverError: Error, CustomStringConvertible {
    /// Adding (or changing the constant of) a required constraint would contradict other required
    /// constraints. `conflicting` lists the required constraints involved, the rejected one included,
    /// in the order they were added.
    case unsatisfiableConstraint(SolverConstraint, conflicting: [SolverConstraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(SolverConstraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(SolverConstraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(LayoutVariable)
    /// The variable has no edit constraint (call ``LayoutSolver/addEditVariable(_:strength:)`` first).
    case unknownEditVariable(LayoutVariable)
    /// Edit variables must be optional: a required edit would make every suggestion a hard constraint.
    case badRequiredStrength(LayoutVariable)
    /// The constraint's priority is outside `0 < priority <= 1000`, or its weight is not positive.
    case invalidStrength(SolverConstraint)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(SolverConstraint)
    /// A suggested value or constant is NaN or infinite.
    case nonFiniteValue(Double, variable: LayoutVariable?)
    /// The solver reached a state that should be impossible (a bug in the solver, not in the input).
    case internalInconsistency(String)

    /// What went wrong and how to fix it.
    package var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return "Unable to simultaneously satisfy constraints: the required constraint \(constraint) conflicts with other required "
                + "constraints. Constraints involved:\n\(list)\nLower the priority of one of them below 1000 or remove it."
        case let .duplicateConstraint(constraint):
            return "The constraint \(constraint) is already in the solver; add each constraint object once."
        case let .unknownConstraint(constraint):
            return "The constraint \(constraint) is not in the solver; it was never added or was already removed."
        case let .duplicateEditVariable(variable):
            return "The variable \(variable) already has an edit constraint; call suggestValue(_:for:) to change its value."
        case let .unknownEditVariable(variable):
            return "The variable \(variable) has no edit constraint; call addEditVariable(_:strength:) before suggesting values or "
                + "removing it."
        case let .badRequiredStrength(variable):
            return "The edit variable \(variable) cannot be required (priority 1000); use an optional strength such as priority 999."
        case let .invalidStrength(constraint):
            return "The constraint \(constraint) has an invalid strength: the priority must be greater than 0 and at most 1000, and the "
                + "weight finite and positive."
        case let .nonFiniteConstraint(constraint):
            return "The constraint \(constraint) has a NaN or infinite coefficient or constant; use finite numbers."
        case let .nonFiniteValue(value, variable):
            let target = variable.map { " for \($0)" } ?? ""
            return "The value \(value)\(target) is not finite; use a finite number."
        case let .internalInconsistency(detail):
            return "Internal layout solver error (please report it): \(detail)."
        }
    }
}
