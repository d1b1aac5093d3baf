/// An incremental Cassowary-style linear constraint solver: the engine under Auto Layout.
///
/// It keeps a simplex tableau (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm") and updates it in place: adding or removing a constraint pivots
/// only what the change touches, and ``suggestValue(_:for:)`` / ``updateConstant(of:to:)``
/// re-optimise from the previous solution with the dual simplex instead of solving again.
///
/// - Required constraints (priority 1000) hold exactly; one that contradicts the others is rejected
///   with ``SolverError/unsatisfiableConstraint(_:conflicting:)`` listing the constraints involved,
///   and the solver keeps its previous state.
/// - Optional constraints are met as closely as possible, priorities compared lexicographically (see
///   ``SolverStrength``).
/// - Results are deterministic: no choice depends on hashing; ties go to the oldest symbol.
///
/// ```swift
/// let solver = LayoutSolver()
/// let left = LayoutVariable("left"), width = LayoutVariable("width")
/// try solver.addConstraint(SolverConstraint(left, .equal, 16))
/// try solver.addConstraint(SolverConstraint(width, .greaterThanOrEqual, 44))
/// try solver.addConstraint(SolverConstraint(width, .equal, 100, strength: .defaultLow))
/// solver.value(of: width)   // 100
/// ```
///
/// A solver is a plain object without actor isolation; use it from one thread or actor at a time.
package final class LayoutSolver {
    struct ConstraintRecord {
        let constraint: SolverConstraint
        let marker: SolverSymbol
        let other: SolverSymbol?
        /// The marker's coefficient in the constraint's own equation (before any negation).
        let markerCoefficient: Double
        let order: Int
        let isEdit: Bool
        /// The constant in force (changed by ``LayoutSolver/updateConstant(of:to:)``).
        var constant: Double
    }

    struct VariableRecord {
        let variable: LayoutVariable
        let symbol: SolverSymbol
        var uses: Int
        let order: Int
    }

    var tableau = SolverTableau()
    var constraintRecords: [ObjectIdentifier: ConstraintRecord] = [:]
    var variableRecords: [ObjectIdentifier: VariableRecord] = [:]
    var symbolOwners: [SolverSymbol: SolverConstraint] = [:]
    var edits: [ObjectIdentifier: SolverConstraint] = [:]
    var nextOrder = 0

    /// Creates an empty solver.
    package init() {}

    /// A copy sharing no state with `other` (variables and constraints are the same objects).
    init(copying other: LayoutSolver) {
        tableau = other.tableau
        constraintRecords = other.constraintRecords
        variableRecords = other.variableRecords
        symbolOwners = other.symbolOwners
        edits = other.edits
        nextOrder = other.nextOrder
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/nonFiniteConstraint(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   when a required constraint contradicts the required constraints already present (the solver
    ///   is then unchanged).
    package func addConstraint(_ constraint: SolverConstraint) throws {
        guard constraintRecords[ObjectIdentifier(constraint)] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }
        guard constraint.strength.isValid else { throw SolverError.invalidStrength(constraint) }
        try insert(constraint, isEdit: false)
    }

    /// Removes a constraint and re-optimises; the other constraints keep holding.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the constraint is not in the solver.
    package func removeConstraint(_ constraint: SolverConstraint) throws {
        guard let record = constraintRecords[ObjectIdentifier(constraint)], !record.isEdit else {
            throw SolverError.unknownConstraint(constraint)
        }
        try remove(record)
    }

    /// Whether the constraint object is in the solver.
    package func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        guard let record = constraintRecords[ObjectIdentifier(constraint)] else { return false }
        return !record.isEdit
    }

    /// The constraints added with ``addConstraint(_:)``, oldest first (edit constraints excluded).
    package var constraints: [SolverConstraint] {
        constraintRecords.values.filter { !$0.isEdit }.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The solved value of `variable`; `0` for a variable no constraint mentions.
    package func value(of variable: LayoutVariable) -> Double {
        guard let record = variableRecords[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: record.symbol)
    }

    /// The solved values of every variable the constraints mention, keyed by variable identity.
    /// Reading values is always current (the tableau is kept solved); this is a bulk snapshot.
    package func solvedValues() -> [ObjectIdentifier: Double] {
        var values: [ObjectIdentifier: Double] = [:]
        values.reserveCapacity(variableRecords.count)
        for (key, record) in variableRecords { values[key] = tableau.value(of: record.symbol) }
        return values
    }

    /// The constant in force for a constraint in the solver: its expression's constant unless
    /// ``updateConstant(of:to:)`` changed it; `nil` when the constraint is not in the solver.
    package func constant(of constraint: SolverConstraint) -> Double? {
        guard let record = constraintRecords[ObjectIdentifier(constraint)], !record.isEdit else { return nil }
        return record.constant
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        tableau = SolverTableau()
        constraintRecords = [:]
        variableRecords = [:]
        symbolOwners = [:]
        edits = [:]
    }

    // MARK: - Shared steps

    func insert(_ constraint: SolverConstraint, isEdit: Bool) throws {
        var built = makeRow(for: constraint)
        let record = ConstraintRecord(
            constraint: constraint, marker: built.marker, other: built.other,
            markerCoefficient: built.markerCoefficient, order: nextOrder, isEdit: isEdit,
            constant: constraint.expression.constant
        )
        do {
            try install(&built.row, record: record, definitionSubject: built.definitionSubject)
        } catch {
            releaseVariables(of: constraint)
            throw error
        }
        nextOrder += 1
        constraintRecords[ObjectIdentifier(constraint)] = record
        symbolOwners[record.marker] = constraint
        if let other = record.other { symbolOwners[other] = constraint }
        try tableau.optimize(.main)
    }

    func remove(_ record: ConstraintRecord) throws {
        let constraint = record.constraint
        constraintRecords[ObjectIdentifier(constraint)] = nil
        if !constraint.strength.isRequired {
            let level = tableau.objective.levelIndex(for: constraint.strength.priority)
            for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
                if let row = tableau.row(of: error) {
                    tableau.objective.add(row, times: -constraint.strength.weight, level: level)
                } else {
                    tableau.objective.add(error, coefficient: -constraint.strength.weight, level: level)
                }
            }
            tableau.objective.releaseLevel(for: constraint.strength.priority)
        }
        if tableau.isBasic(record.marker) {
            tableau.removeRow(basic: record.marker)
        } else if let leaving = tableau.markerLeavingRow(for: record.marker) {
            tableau.pivot(leaving: leaving, entering: record.marker)
            tableau.removeRow(basic: record.marker)
        }
        // By construction no other row mentions the constraint's symbols now; clear rounding residue.
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            tableau.removeRow(basic: symbol)
            tableau.eraseColumn(symbol)
            symbolOwners[symbol] = nil
        }
        releaseVariables(of: constraint)
        try tableau.optimize(.main)
    }

    /// The symbol of `variable`, created on first use; counts one more use.
    func retainVariable(_ variable: LayoutVariable) -> SolverSymbol {
        let key = ObjectIdentifier(variable)
        if var record = variableRecords[key] {
            record.uses += 1
            variableRecords[key] = record
            return record.symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variableRecords[key] = VariableRecord(variable: variable, symbol: symbol, uses: 1, order: nextOrder)
        nextOrder += 1
        return symbol
    }

    /// Counts one use fewer for every variable of `constraint`, forgetting unused variables.
    func releaseVariables(of constraint: SolverConstraint) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard var record = variableRecords[key] else { continue }
            record.uses -= 1
            if record.uses > 0 {
                variableRecords[key] = record
            } else {
                variableRecords[key] = nil
                tableau.eliminateBasic(record.symbol)
                tableau.eraseColumn(record.symbol)
            }
        }
    }
}
