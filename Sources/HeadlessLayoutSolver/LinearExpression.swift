/// One term of a ``LinearExpression``: a coefficient times a variable.
package struct LinearTerm: Sendable {
    /// The variable.
    package var variable: LayoutVariable
    /// The factor the variable is multiplied by.
    package var coefficient: Double

    /// Creates `coefficient × variable`.
    package init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear combination of layout variables plus a constant: `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build expressions with the arithmetic operators (`+`, `-`, and `*`/`/` by constants):
///
/// ```swift
/// let right = left + width          // a LinearExpression
/// let centre = left + width * 0.5 + 8
/// ```
///
/// A variable may appear in several terms; the solver adds their coefficients.
package struct LinearExpression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    package var terms: [LinearTerm]
    /// The constant part.
    package var constant: Double

    /// Creates an expression from terms and a constant.
    package init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    package init(_ variable: LayoutVariable) {
        self.init(terms: [LinearTerm(variable)])
    }

    /// Creates a constant expression.
    package init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite (no NaN, no infinity).
    package var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `2 * a + b - 8`, using the variables' names.
    package var description: String {
        Self.describe(terms: terms, constant: constant)
    }

    /// Formats terms and a constant as `2 * a - b + 8` (`0` when empty).
    static func describe(terms: [LinearTerm], constant: Double) -> String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(format(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + format(abs(constant)) }
        return text
    }

    /// `8` rather than `8.0`; other values as Swift prints them.
    package static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
