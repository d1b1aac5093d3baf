// Ambiguity: is a variable's value fixed by the constraints, or could it change without making any
// constraint (required or optional) less satisfied?
//
// Method (a perturbation probe on a scratch copy of the solver): add `variable == value + d` at a
// priority below every real priority (0, which no real constraint may use), then
// `variable == value − d`. Because priorities are lexicographic, the probe can only move the variable
// inside the set of optimal solutions: it moves exactly when that set allows another value. The probe
// distance `d` is 1 point; a move larger than `ambiguityTolerance` counts. The solver itself is never
// modified, so asking does not change the layout.

extension LayoutSolver {
    /// How far (in points) a probe must move a variable for it to count as ambiguous.
    static let ambiguityTolerance = 1e-6
    /// The distance the probes ask the variable to move.
    static let ambiguityProbeDistance = 1.0

    /// Whether the constraints leave `variable`'s value undetermined (like UIKit's
    /// `hasAmbiguousLayout`): another solution satisfies every constraint exactly as well but gives the
    /// variable a different value. A variable that no constraint mentions is ambiguous.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard variableRecords[ObjectIdentifier(variable)] != nil else { return true }
        let scratch = LayoutSolver(copying: self)
        return scratch.probeMoves(variable)
    }

    /// The variables whose values the constraints leave undetermined, in the order they were first
    /// used (see ``isAmbiguous(_:)``).
    package var ambiguousVariables: [LayoutVariable] {
        let scratch = LayoutSolver(copying: self)
        return variableRecords.values.sorted { $0.order < $1.order }.map(\.variable).filter { scratch.probeMoves($0) }
    }

    /// Probes on this (scratch) solver: each probe is removed again, so probes can run one after another.
    private func probeMoves(_ variable: LayoutVariable) -> Bool {
        for direction in [1.0, -1.0] {
            let start = value(of: variable)
            let probe = SolverConstraint(
                expression: LinearExpression(variable) - (start + direction * Self.ambiguityProbeDistance),
                relation: .equal,
                strength: SolverStrength(priority: 0),
                identifier: "ambiguity probe"
            )
            guard (try? insert(probe, isEdit: true)) != nil else { return false }
            let moved = abs(value(of: variable) - start) > Self.ambiguityTolerance
            guard let record = constraintRecords[ObjectIdentifier(probe)], (try? remove(record)) != nil else { return moved }
            if moved { return true }
        }
        return false
    }
}
