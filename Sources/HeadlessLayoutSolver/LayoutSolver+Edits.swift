// Edit variables and constant changes: the incremental re-solve path.
//
// A constraint's equation is `expression + μ·marker + … = 0`. Changing the expression's constant by Δ
// is the same as renaming `marker` to `marker + Δ/μ`, so the solver only adds `coefficient·Δ/μ` to the
// constant of each row that mentions the marker (or shifts the marker's own row) and then repairs the
// rows that went negative with the dual simplex. Nothing is rebuilt.

extension LayoutSolver {
    /// Adds an edit constraint `variable == value` at an optional `strength`, with `value` the
    /// variable's current solved value (so adding it moves nothing). Change the value with
    /// ``suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)`` for
    ///   priority 1000, ``SolverError/invalidStrength(_:)`` for a priority outside `0 < p <= 1000`.
    package func addEditVariable(_ variable: LayoutVariable, strength: SolverStrength) throws {
        guard edits[ObjectIdentifier(variable)] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength(variable) }
        let constraint = SolverConstraint(
            variable, .equal, LinearExpression(value(of: variable)), strength: strength, identifier: "edit \(variable)"
        )
        guard strength.isValid else { throw SolverError.invalidStrength(constraint) }
        try insert(constraint, isEdit: true)
        edits[ObjectIdentifier(variable)] = constraint
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when the variable has none.
    package func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)),
              let record = constraintRecords[ObjectIdentifier(constraint)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try remove(record)
    }

    /// Whether `variable` has an edit constraint.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable` to take `value` at its edit strength, and re-optimises incrementally from
    /// the current solution (dual simplex); the variable gets the value unless stronger constraints
    /// prevent it.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:variable:)``.
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard value.isFinite else { throw SolverError.nonFiniteValue(value, variable: variable) }
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable(variable) }
        try changeConstant(of: constraint, to: -value)
    }

    /// Changes the constant of a constraint in the solver (the constant of its
    /// ``SolverConstraint/expression``: for `a == b + 8`, the constant is `-8`) and re-optimises
    /// incrementally, as changing `NSLayoutConstraint.constant` does. The constraint object is not
    /// modified; ``constant(of:)`` reports the constant in force.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:variable:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint would
    ///   contradict the others (the old constant is then kept).
    package func updateConstant(of constraint: SolverConstraint, to constant: Double) throws {
        guard hasConstraint(constraint) else { throw SolverError.unknownConstraint(constraint) }
        guard constant.isFinite else { throw SolverError.nonFiniteValue(constant, variable: nil) }
        try changeConstant(of: constraint, to: constant)
    }

    private func changeConstant(of constraint: SolverConstraint, to constant: Double) throws {
        guard let record = constraintRecords[ObjectIdentifier(constraint)] else { throw SolverError.unknownConstraint(constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        let shift = delta / record.markerCoefficient
        if let brokenEquality = shiftMarker(record.marker, by: shift) {
            _ = shiftMarker(record.marker, by: -shift)
            throw conflictError(constraint, symbols: conflictSymbols(ofRow: brokenEquality))
        }
        if let stuck = try tableau.dualOptimize() {
            let symbols = conflictSymbols(ofRow: stuck)
            _ = shiftMarker(record.marker, by: -shift)
            if try tableau.dualOptimize() != nil {
                throw SolverError.internalInconsistency("restoring the previous constant of \(constraint) left the tableau infeasible")
            }
            throw conflictError(constraint, symbols: symbols)
        }
        constraintRecords[ObjectIdentifier(constraint)]?.constant = constant
    }

    /// Renames `marker` to `marker + shift` in the tableau. Returns the basic dummy of a redundant
    /// required equality whose row stopped being zero (a conflict), after which the caller undoes the
    /// shift.
    private func shiftMarker(_ marker: SolverSymbol, by shift: Double) -> SolverSymbol? {
        var broken: SolverSymbol?
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -shift)
            if marker.kind == .dummy, !nearZero(tableau.value(of: marker)) { broken = marker }
            return broken
        }
        for basic in tableau.rowsContaining(marker) {
            let coefficient = tableau.row(of: basic)!.coefficient(for: marker)
            tableau.shiftConstant(of: basic, by: coefficient * shift)
            if basic.kind == .dummy, !nearZero(tableau.value(of: basic)), broken == nil || basic.id < broken!.id { broken = basic }
        }
        return broken
    }

    /// The symbols of a row that cannot be repaired, its basic symbol included.
    private func conflictSymbols(ofRow basic: SolverSymbol) -> [SolverSymbol] {
        [basic] + (tableau.row(of: basic)?.terms.map(\.symbol) ?? [])
    }
}
