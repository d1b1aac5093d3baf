// The two simplex loops of the solver.
//
// Primal simplex (after adding or removing a constraint): the tableau is feasible; pivot until no
// symbol has a lexicographically negative reduced cost. Entering symbol: Bland's rule (smallest
// identifier). Leaving row: minimum ratio, ties to the smallest identifier. Bland's rule rules out
// cycling on degenerate pivots, so the loop terminates; an iteration cap turns a bug into an error
// instead of a hang.
//
// Dual simplex (after a suggested value or a constant changes): the tableau is optimal but some
// restricted rows went negative; pivot the smallest-identifier infeasible row out, choosing the
// entering symbol with the smallest lexicographic ratio cost / coefficient. This re-optimises from the
// previous solution instead of solving again.

extension SolverTableau {
    /// The most pivots one optimisation may take before the solver reports an internal error.
    var iterationLimit: Int { 10_000 + 100 * rowCount }

    /// Minimises the chosen objective by primal simplex.
    mutating func optimize(_ kind: ObjectiveKind) throws {
        var iterations = 0
        while true {
            let choice: SolverSymbol?
            switch kind {
            case .main: choice = objective.chooseEntering()
            case .artificial: choice = artificial?.chooseEntering()
            }
            guard let entering = choice else { return }
            guard let leaving = primalLeavingRow(for: entering) else {
                throw SolverError.internalInconsistency("the objective is unbounded when symbol \(entering.id) enters")
            }
            pivot(leaving: leaving, entering: entering)
            iterations += 1
            if iterations > iterationLimit {
                throw SolverError.internalInconsistency("the primal simplex did not converge in \(iterations) pivots")
            }
        }
    }

    /// The restricted row that first reaches zero as `entering` grows.
    private mutating func primalLeavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.infinity
        for basic in rowsContaining(entering) where basic.isRestricted {
            let row = self.row(of: basic)!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(row.constant, 0) / -coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.id < best!.id) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// Restores feasibility by dual simplex. Returns the basic symbol of a row that cannot be made
    /// feasible (its constraints contradict each other), or `nil` on success.
    mutating func dualOptimize() throws -> SolverSymbol? {
        var iterations = 0
        while let leaving = infeasible.popMin() {
            guard let row = self.row(of: leaving), row.constant < -solverEpsilon else { continue }
            guard let entering = dualEnteringSymbol(of: row) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
            iterations += 1
            if iterations > iterationLimit {
                throw SolverError.internalInconsistency("the dual simplex did not converge in \(iterations) pivots")
            }
        }
        return nil
    }

    private func dualEnteringSymbol(of row: SolverRow) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestCoefficient = 0.0
        for term in row.terms where term.symbol.isPivotable && term.coefficient > 0 {
            if best == nil || objective.ratio(term.symbol, term.coefficient, isLessThan: best!, bestCoefficient) {
                best = term.symbol
                bestCoefficient = term.coefficient
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's parametric marker into, chosen so that the solution
    /// stays feasible: among restricted rows, the tightest one where the marker has a negative
    /// coefficient, else the tightest where it is positive, else an external row.
    mutating func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
        var first: (symbol: SolverSymbol, ratio: Double)?
        var second: (symbol: SolverSymbol, ratio: Double)?
        var third: SolverSymbol?
        for basic in rowsContaining(marker) {
            let row = self.row(of: basic)!
            let coefficient = row.coefficient(for: marker)
            if !basic.isRestricted {
                if third == nil || basic.id < third!.id { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic.id < first!.symbol.id) { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic.id < second!.symbol.id) {
                    second = (basic, ratio)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
