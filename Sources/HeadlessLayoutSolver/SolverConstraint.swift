/// A linear constraint for ``LayoutSolver``: `expression <relation> 0` at a ``SolverStrength``.
///
/// The two-sided initializers move everything to the left: `SolverConstraint(a, .equal, b + 8)`
/// stores the expression `a - b - 8` with the relation `==`. A constraint is identified by the object:
/// adding the same object twice is a ``SolverError/duplicateConstraint(_:)``, while two objects with
/// the same content are two constraints. Constraints are immutable (and `Sendable`); a solver keeps
/// the current constant of a constraint whose constant it changed (``LayoutSolver/constant(of:)``).
///
/// ```swift
/// let pin = SolverConstraint(view.left, .equal, container.left + 16, identifier: "leading")
/// let hug = SolverConstraint(view.width, .equal, 120, strength: .defaultLow)
/// ```
package final class SolverConstraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, with the constant given at creation.
    package let expression: LinearExpression
    /// How ``expression`` compares with zero.
    package let relation: LayoutConstraintRelation
    /// The strength: required (priority 1000) or optional.
    package let strength: SolverStrength
    /// A name shown in descriptions and error messages (as `NSLayoutConstraint.identifier` is).
    package let identifier: String?

    /// Creates `expression <relation> 0`.
    package init(
        expression: LinearExpression, relation: LayoutConstraintRelation, strength: SolverStrength = .required, identifier: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
    }

    /// Creates `lhs <relation> rhs`.
    package convenience init(
        _ lhs: LinearExpression, _ relation: LayoutConstraintRelation, _ rhs: LinearExpression, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength, identifier: identifier)
    }

    /// Creates `variable <relation> rhs`.
    package convenience init(
        _ lhs: LayoutVariable, _ relation: LayoutConstraintRelation, _ rhs: LinearExpression, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, rhs, strength: strength, identifier: identifier)
    }

    /// Creates `lhs <relation> variable`.
    package convenience init(
        _ lhs: LinearExpression, _ relation: LayoutConstraintRelation, _ rhs: LayoutVariable, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(lhs, relation, LinearExpression(rhs), strength: strength, identifier: identifier)
    }

    /// Creates `lhs <relation> rhs` between two variables.
    package convenience init(
        _ lhs: LayoutVariable, _ relation: LayoutConstraintRelation, _ rhs: LayoutVariable, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength, identifier: identifier)
    }

    /// Creates `lhs <relation> constant`.
    package convenience init(
        _ lhs: LinearExpression, _ relation: LayoutConstraintRelation, _ constant: Double, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(lhs, relation, LinearExpression(constant), strength: strength, identifier: identifier)
    }

    /// Creates `variable <relation> constant`.
    package convenience init(
        _ lhs: LayoutVariable, _ relation: LayoutConstraintRelation, _ constant: Double, strength: SolverStrength = .required,
        identifier: String? = nil
    ) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant), strength: strength, identifier: identifier)
    }

    /// Whether the constraint is required (priority 1000).
    package var isRequired: Bool { strength.isRequired }

    /// `'identifier' a - b == 8 @1000`: the variable terms on the left, the constant on the right.
    package var description: String {
        let left = LinearExpression.describe(terms: expression.terms, constant: 0)
        let right = LinearExpression.format(expression.constant == 0 ? 0 : -expression.constant)
        let name = identifier.map { "'\($0)' " } ?? ""
        return "\(name)\(left) \(relation) \(right) \(strength)"
    }
}
