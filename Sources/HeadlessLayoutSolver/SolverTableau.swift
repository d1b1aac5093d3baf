/// The simplex tableau of ``LayoutSolver``: rows (one per basic symbol), a column index, the
/// lexicographic objective and, during phase one, an artificial objective.
///
/// Storage is indexed by symbol identifier (identifiers are small, dense and never reused), so the
/// hot paths — installing a row, substituting a symbol — do no hashing.
///
/// The column index maps each parametric symbol to the basic symbols whose rows mention it, so a
/// substitution touches only the rows that contain the symbol instead of every row. The index is
/// append-only and lazy: an entry is added when a symbol appears in a row and left in place when
/// the symbol vanishes (the column only counts it as stale); readers (``rowsContaining(_:)``) drop
/// stale and duplicate entries when there are any, and a column compacts itself when more than half
/// of its entries are stale. Adding a term therefore costs one append.
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

    /// A symbol's column: basic symbols whose rows mentioned it when the entry was made.
    struct Column {
        var entries: [SolverSymbol] = []
        /// How many entries may no longer hold (the symbol left that row, or the row was removed).
        /// At `0`, the entries are exactly the rows that contain the symbol, each once.
        var stale = 0
    }

    /// Row of each basic symbol, by symbol identifier (`nil` for parametric symbols).
    var rowStore: [SolverRow?] = [nil]
    private var columnStore: [Column] = [Column()]
    /// Per symbol: whether its row is a definition (see `SolverTableau+Definitions.swift`).
    var isDefinition: [Bool] = [false]
    /// Per definition row: whether its expansion may mention a parametric external symbol.
    var freeExternalFlags: [Bool] = [false]
    /// Set when an external symbol left the basis: `freeExternalFlags` must be recomputed.
    var freeExternalFlagsAreStale = false
    /// How many basic rows are definitions.
    var definitionCount = 0
    /// Memoised values of definition rows, valid while `valueStamps[id] == valueGeneration`.
    var valueCache: [Double] = [0]
    var valueStamps: [Int] = [0]
    /// Bumped by every change to a row: invalidates `valueCache`.
    var valueGeneration = 1
    /// Scratch marks (by symbol identifier) used to drop duplicate column entries.
    var marks: [Int] = [0]
    var markGeneration = 0
    /// How many symbols are basic.
    private(set) var rowCount = 0
    var objective = SolverObjective()
    var artificial: SolverObjective?
    var infeasible = SymbolHeap()
    private var changes = SolverRow.Changes()
    private var nextSymbolID = 0

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        rowStore.append(nil)
        columnStore.append(Column())
        marks.append(0)
        isDefinition.append(false)
        freeExternalFlags.append(false)
        valueCache.append(0)
        valueStamps.append(0)
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    /// The current value of a symbol: its row's constant when basic (evaluated through the rows it
    /// refers to for a definition), `0` when parametric.
    mutating func value(of symbol: SolverSymbol) -> Double {
        guard let row = rowStore[symbol.id] else { return 0 }
        return isDefinition[symbol.id] ? evaluateDefinition(symbol) : row.constant
    }

    func isBasic(_ symbol: SolverSymbol) -> Bool {
        rowStore[symbol.id] != nil
    }

    /// A copy of the row of `basic`.
    func row(of basic: SolverSymbol) -> SolverRow? {
        rowStore[basic.id]
    }

    /// The basic symbols whose rows contain `symbol`, each once, in the order they first mentioned
    /// it. Compacts the symbol's column.
    mutating func rowsContaining(_ symbol: SolverSymbol) -> [SolverSymbol] {
        compact(symbol)
        return columnStore[symbol.id].entries
    }

    /// Installs `row` as the definition of `basic`.
    mutating func addRow(_ row: SolverRow, basic: SolverSymbol, isDefinition definition: Bool = false) {
        removeRow(basic: basic)
        rowStore[basic.id] = row
        if definition {
            isDefinition[basic.id] = true
            freeExternalFlags[basic.id] = false
            definitionCount += 1
        }
        valueGeneration += 1
        rowCount += 1
        for term in row.terms { note(term.symbol, in: basic) }
    }

    /// Removes and returns the row of `basic`. (Its column entries go stale and are dropped lazily.)
    @discardableResult
    mutating func removeRow(basic: SolverSymbol) -> SolverRow? {
        guard let row = rowStore[basic.id] else { return nil }
        rowStore[basic.id] = nil
        rowCount -= 1
        valueGeneration += 1
        if isDefinition[basic.id] {
            isDefinition[basic.id] = false
            definitionCount -= 1
        }
        for term in row.terms { columnStore[term.symbol.id].stale += 1 }
        return row
    }

    /// Replaces the parametric `symbol` by `row` in every row that contains it and in the objectives.
    /// Restricted rows that become negative are queued for the dual simplex.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let users = takeColumn(of: symbol)
        valueGeneration += 1
        for basic in users {
            changes.reset()
            let coefficient = rowStore[basic.id]!.remove(symbol)
            rowStore[basic.id]!.insert(row, times: coefficient, changes: &changes)
            for added in changes.added { note(added, in: basic) }
            for removed in changes.removed { columnStore[removed.id].stale += 1 }
            if basic.isRestricted, rowStore[basic.id]!.constant < -solverEpsilon { infeasible.push(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges the basic `leaving` for the parametric `entering`.
    mutating func pivot(leaving: SolverSymbol, entering: SolverSymbol) {
        if isDefinition[leaving.id] { reduceDefinition(leaving) }
        if leaving.kind == .external { freeExternalFlagsAreStale = true }
        guard var row = removeRow(basic: leaving) else { return }
        row.solve(basic: leaving, for: entering)
        substitute(entering, with: row)
        addRow(row, basic: entering)
    }

    /// Adds `constant` to the row of `basic`, queueing it if it becomes infeasible.
    mutating func shiftConstant(of basic: SolverSymbol, by constant: Double) {
        rowStore[basic.id]!.constant += constant
        valueGeneration += 1
        if basic.isRestricted, rowStore[basic.id]!.constant < -solverEpsilon { infeasible.push(basic) }
    }

    /// Removes `symbol` from every row and objective (used to discard the artificial variable and to
    /// clear rounding residue of a removed constraint's symbols).
    mutating func eraseColumn(_ symbol: SolverSymbol) {
        valueGeneration += 1
        for basic in takeColumn(of: symbol) { rowStore[basic.id]!.remove(symbol) }
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    // MARK: Column index

    /// Records that the row of `basic` now mentions `symbol`.
    mutating func note(_ symbol: SolverSymbol, in basic: SolverSymbol) {
        columnStore[symbol.id].entries.append(basic)
        let stale = columnStore[symbol.id].stale
        if stale > 8, 2 * stale > columnStore[symbol.id].entries.count { compact(symbol) }
    }

    /// The valid, distinct entries of the symbol's column, and the column emptied.
    mutating func takeColumn(of symbol: SolverSymbol) -> [SolverSymbol] {
        compact(symbol)
        let users = columnStore[symbol.id].entries
        columnStore[symbol.id] = Column()
        return users
    }

    /// Drops the column's stale and duplicate entries (nothing to do when none is stale).
    private mutating func compact(_ symbol: SolverSymbol) {
        guard columnStore[symbol.id].stale > 0 else { return }
        columnStore[symbol.id] = Column(entries: validEntries(of: symbol), stale: 0)
    }

    /// The column's entries whose rows still contain `symbol`, without duplicates, in entry order.
    private mutating func validEntries(of symbol: SolverSymbol) -> [SolverSymbol] {
        let entries = columnStore[symbol.id].entries
        guard !entries.isEmpty else { return [] }
        markGeneration += 1
        var users: [SolverSymbol] = []
        users.reserveCapacity(entries.count)
        for basic in entries where marks[basic.id] != markGeneration {
            marks[basic.id] = markGeneration
            if let row = rowStore[basic.id], row.contains(symbol) { users.append(basic) }
        }
        return users
    }
}
