/// The simplex tableau of ``LayoutSolver``: rows (one per basic symbol), a column index, the
/// lexicographic objective and, during phase one, an artificial objective.
///
/// The column index maps each parametric symbol to the basic symbols whose rows mention it, so a
/// substitution touches only the rows that contain the symbol instead of every row: adding a
/// constraint costs time proportional to the rows it affects, not to the size of the system.
///
/// Invariant kept by the solver: a parametric external symbol appears only in rows whose basic symbol
/// is external (never in restricted rows or in the objective), so substituting a variable never makes
/// a restricted row negative.
struct SolverTableau {
    /// Which objective an optimisation works on.
    enum ObjectiveKind {
        case main
        case artificial
    }

    private(set) var rows: [SolverSymbol: SolverRow] = [:]
    private(set) var columns: [SolverSymbol: Set<SolverSymbol>] = [:]
    var objective = SolverObjective()
    var artificial: SolverObjective?
    var infeasible = SymbolHeap()
    private var changes = SolverRow.Changes()
    private var nextSymbolID = 0

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    /// The current value of a symbol: its row's constant when basic, `0` when parametric.
    func value(of symbol: SolverSymbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    func isBasic(_ symbol: SolverSymbol) -> Bool {
        rows[symbol] != nil
    }

    /// The basic symbols whose rows contain `symbol`.
    func rowsContaining(_ symbol: SolverSymbol) -> Set<SolverSymbol> {
        columns[symbol] ?? []
    }

    /// Installs `row` as the definition of `basic`.
    mutating func addRow(_ row: SolverRow, basic: SolverSymbol) {
        rows[basic] = row
        for term in row.terms { columns[term.symbol, default: []].insert(basic) }
    }

    /// Removes and returns the row of `basic`.
    @discardableResult
    mutating func removeRow(basic: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for term in row.terms { removeFromColumn(term.symbol, basic: basic) }
        return row
    }

    private mutating func removeFromColumn(_ symbol: SolverSymbol, basic: SolverSymbol) {
        guard var column = columns.removeValue(forKey: symbol) else { return }
        column.remove(basic)
        if !column.isEmpty { columns[symbol] = column }
    }

    /// Replaces the parametric `symbol` by `row` in every row that contains it and in the objectives.
    /// Restricted rows that become negative are queued for the dual simplex.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users {
                changes.reset()
                let coefficient = rows[basic]!.remove(symbol)
                rows[basic]!.insert(row, times: coefficient, changes: &changes)
                for added in changes.added { columns[added, default: []].insert(basic) }
                for removed in changes.removed { removeFromColumn(removed, basic: basic) }
                if basic.isRestricted, rows[basic]!.constant < -solverEpsilon { infeasible.push(basic) }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges the basic `leaving` for the parametric `entering`.
    mutating func pivot(leaving: SolverSymbol, entering: SolverSymbol) {
        guard var row = removeRow(basic: leaving) else { return }
        row.solve(basic: leaving, for: entering)
        substitute(entering, with: row)
        addRow(row, basic: entering)
    }

    /// Adds `constant` to the row of `basic`, queueing it if it becomes infeasible.
    mutating func shiftConstant(of basic: SolverSymbol, by constant: Double) {
        rows[basic]!.constant += constant
        if basic.isRestricted, rows[basic]!.constant < -solverEpsilon { infeasible.push(basic) }
    }

    /// Removes `symbol` from every row and objective (used to discard the artificial variable and to
    /// clear rounding residue of a removed constraint's symbols).
    mutating func eraseColumn(_ symbol: SolverSymbol) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users { rows[basic]!.remove(symbol) }
        }
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// A copy of the row of `basic`.
    func row(of basic: SolverSymbol) -> SolverRow? {
        rows[basic]
    }
}
