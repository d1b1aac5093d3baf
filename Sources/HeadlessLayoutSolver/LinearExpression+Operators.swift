// Arithmetic that builds linear expressions: sums and differences of variables and expressions, and
// products and quotients by constants. Multiplying two variables is not linear and is not offered.

extension LinearExpression {
    /// The sum of two expressions.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The expression with every coefficient and the constant negated.
    package static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    package static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { LinearTerm($0.variable, coefficient: $0.coefficient * factor) },
            constant: lhs.constant * factor
        )
    }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    package static func * (factor: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * factor
    }

    /// The expression divided by `divisor` (a zero divisor gives non-finite coefficients, which the
    /// solver rejects with ``SolverError/nonFiniteConstraint(_:)``).
    package static func / (lhs: LinearExpression, divisor: Double) -> LinearExpression {
        lhs * (1 / divisor)
    }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + constant)
    }

    /// A constant plus the expression.
    package static func + (constant: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + constant
    }

    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, constant: Double) -> LinearExpression {
        lhs + (-constant)
    }

    /// A constant minus the expression.
    package static func - (constant: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + constant
    }
}

extension LayoutVariable {
    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// A variable plus an expression.
    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// An expression plus a variable.
    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// A variable minus an expression.
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// An expression minus a variable.
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// A variable plus a constant.
    package static func + (lhs: LayoutVariable, constant: Double) -> LinearExpression {
        LinearExpression(lhs) + constant
    }

    /// A constant plus a variable.
    package static func + (constant: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs) + constant
    }

    /// A variable minus a constant.
    package static func - (lhs: LayoutVariable, constant: Double) -> LinearExpression {
        LinearExpression(lhs) - constant
    }

    /// A constant minus a variable.
    package static func - (constant: Double, rhs: LayoutVariable) -> LinearExpression {
        constant - LinearExpression(rhs)
    }

    /// The negated variable.
    package static prefix func - (operand: LayoutVariable) -> LinearExpression {
        -LinearExpression(operand)
    }

    /// A variable times a constant.
    package static func * (lhs: LayoutVariable, factor: Double) -> LinearExpression {
        LinearExpression(lhs) * factor
    }

    /// A constant times a variable.
    package static func * (factor: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs) * factor
    }

    /// A variable divided by a constant.
    package static func / (lhs: LayoutVariable, divisor: Double) -> LinearExpression {
        LinearExpression(lhs) / divisor
    }
}
