// When a new constraint's row can be kept as a definition (see `SolverTableau+Definitions.swift`).

extension LayoutSolver {
    /// The symbol to solve `expression` for as a definition, or `nil` to substitute it fully.
    ///
    /// A definition is made only when it gives exactly the solution the fully substituted row would:
    /// that row is solved for its first parametric external symbol, so the expression must mention
    /// exactly one parametric external symbol — one no row mentions — and every basic symbol it
    /// mentions must expand to rows without parametric external symbols.
    func definitionSubject(_ expression: LinearExpression, symbols: [SolverSymbol]) -> SolverSymbol? {
        var candidate: SolverSymbol?
        var coefficient = 0.0
        for (term, symbol) in zip(expression.terms, symbols) {
            if tableau.isBasic(symbol) {
                if tableau.mayReachFreeExternal(symbol) { return nil }
            } else if candidate == nil || candidate == symbol {
                candidate = symbol
                coefficient += term.coefficient
            } else {
                return nil
            }
        }
        guard let candidate, !nearZero(coefficient), tableau.isUnmentioned(candidate) else { return nil }
        return candidate
    }
}
