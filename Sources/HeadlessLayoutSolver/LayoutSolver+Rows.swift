// Turning a constraint into a tableau row and installing it (Cassowary's "add constraint").

extension LayoutSolver {
    struct BuiltRow {
        var row: SolverRow
        let marker: SolverSymbol
        let other: SolverSymbol?
        let markerCoefficient: Double
        /// The fresh external symbol to solve for when the row is kept as a definition (it still
        /// refers to basic symbols); `nil` when the row is fully substituted.
        let definitionSubject: SolverSymbol?
    }

    /// Builds the row of `constraint` with basic variables replaced by their rows, adding its slack,
    /// error or dummy symbols, and the error terms of an optional constraint to the objective.
    ///
    /// - `expr ≤ 0` becomes `expr + slack = 0`, `expr ≥ 0` becomes `expr − slack = 0`; an optional
    ///   inequality also gets `∓ error`, penalised in the objective.
    /// - A required equality gets a dummy marker (always 0, kept so the constraint can be removed);
    ///   an optional one gets `− errorPlus + errorMinus`, both penalised.
    func makeRow(for constraint: SolverConstraint) -> BuiltRow {
        var row = SolverRow(constant: constraint.expression.constant)
        var changes = SolverRow.Changes()
        let symbols = constraint.expression.terms.map { retainVariable($0.variable) }
        let definitionSubject = self.definitionSubject(constraint.expression, symbols: symbols)
        for (term, symbol) in zip(constraint.expression.terms, symbols) {
            if definitionSubject == nil, let basicRow = tableau.row(of: symbol) {
                let expanded = tableau.isDefinition[symbol.id] ? tableau.reduced(basicRow) : basicRow
                row.insert(expanded, times: term.coefficient, changes: &changes)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: SolverSymbol
        var other: SolverSymbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.insert(marker, coefficient: markerCoefficient)
            if !strength.isRequired {
                let error = tableau.makeSymbol(.error)
                other = error
                row.insert(error, coefficient: -markerCoefficient)
                let level = tableau.objective.retainLevel(for: strength.priority)
                tableau.objective.add(error, coefficient: strength.weight, level: level)
            }
        case .equal:
            if strength.isRequired {
                markerCoefficient = 1
                marker = tableau.makeSymbol(.dummy)
                row.insert(marker, coefficient: 1)
            } else {
                markerCoefficient = -1
                marker = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                other = minus
                row.insert(marker, coefficient: -1)
                row.insert(minus, coefficient: 1)
                let level = tableau.objective.retainLevel(for: strength.priority)
                tableau.objective.add(marker, coefficient: strength.weight, level: level)
                tableau.objective.add(minus, coefficient: strength.weight, level: level)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return BuiltRow(row: row, marker: marker, other: other, markerCoefficient: markerCoefficient, definitionSubject: definitionSubject)
    }

    /// Makes the new row part of the tableau: solved for a subject when one is available, through an
    /// artificial variable (phase one) otherwise.
    func install(_ row: inout SolverRow, record: ConstraintRecord, definitionSubject: SolverSymbol? = nil) throws {
        if let definitionSubject {
            row.solve(for: definitionSubject)
            let refersToBasic = row.terms.contains { tableau.isBasic($0.symbol) }
            tableau.addRow(row, basic: definitionSubject, isDefinition: refersToBasic)
            return
        }
        var subject = chooseSubject(row, record: record)
        if subject == nil, row.hasOnlyDummies {
            // Only required equalities are involved: the constraint is redundant (constant 0) or
            // contradicts them.
            guard nearZero(row.constant) else {
                throw conflictError(record.constraint, symbols: row.terms.map(\.symbol))
            }
            subject = record.marker
        }
        guard let subject else {
            try addWithArtificialVariable(row, record: record)
            return
        }
        row.solve(for: subject)
        tableau.substitute(subject, with: row)
        tableau.addRow(row, basic: subject)
    }

    /// An external variable of the row, else the new slack or error when solving for it keeps it
    /// non-negative (its coefficient is negative and the constant is not).
    private func chooseSubject(_ row: SolverRow, record: ConstraintRecord) -> SolverSymbol? {
        if let external = row.terms.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds `art = row` and minimises `art`. The constraint is satisfiable exactly when
    /// `art` reaches 0. On failure the artificial row is pivoted out the way a removed constraint's
    /// marker is (which keeps the solution feasible), so the tableau describes the previous system
    /// again, and the phase-one objective — a Farkas certificate — names the conflicting constraints.
    private func addWithArtificialVariable(_ row: SolverRow, record: ConstraintRecord) throws {
        let artificial = tableau.makeSymbol(.slack)
        tableau.addRow(row, basic: artificial)
        var phaseOne = SolverObjective()
        phaseOne.add(row, times: 1, level: phaseOne.levelIndex(for: SolverStrength.requiredPriority))
        tableau.artificial = phaseOne
        try tableau.optimize(.artificial)
        let satisfiable = nearZero(tableau.artificial?.primaryValue ?? 0)
        let certificate = tableau.artificial?.symbolsWithCost ?? []
        tableau.artificial = nil

        if satisfiable {
            if var artificialRow = tableau.removeRow(basic: artificial), !artificialRow.terms.isEmpty {
                let terms = artificialRow.terms
                let entering = (terms.first { $0.symbol.isPivotable } ?? terms[0]).symbol
                artificialRow.solve(basic: artificial, for: entering)
                tableau.substitute(entering, with: artificialRow)
                tableau.addRow(artificialRow, basic: entering)
            }
            tableau.eraseColumn(artificial)
            return
        }

        if tableau.isBasic(artificial) {
            tableau.removeRow(basic: artificial)
        } else if let leaving = tableau.markerLeavingRow(for: artificial) {
            tableau.pivot(leaving: leaving, entering: artificial)
            tableau.removeRow(basic: artificial)
        }
        tableau.eraseColumn(artificial)
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            tableau.removeRow(basic: symbol)
            tableau.eraseColumn(symbol)
        }
        try tableau.optimize(.main)
        throw conflictError(record.constraint, symbols: Array(certificate))
    }

    /// The unsatisfiable-constraint error for `constraint`, listing it and the required constraints
    /// that own `symbols`, oldest first.
    func conflictError(_ constraint: SolverConstraint, symbols: [SolverSymbol]) -> SolverError {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        var involved: [ConstraintRecord] = []
        for symbol in symbols {
            guard let owner = symbolOwners[symbol], owner.isRequired,
                  seen.insert(ObjectIdentifier(owner)).inserted,
                  let record = constraintRecords[ObjectIdentifier(owner)] else { continue }
            involved.append(record)
        }
        let ordered = involved.sorted { $0.order < $1.order }.map(\.constraint)
        let conflicting = constraintRecords[ObjectIdentifier(constraint)] == nil ? ordered + [constraint]
            : (ordered + [constraint]).sorted {
            order(of: $0) < order(of: $1)
        }
        return .unsatisfiableConstraint(constraint, conflicting: conflicting)
    }

    private func order(of constraint: SolverConstraint) -> Int {
        constraintRecords[ObjectIdentifier(constraint)]?.order ?? Int.max
    }
}
