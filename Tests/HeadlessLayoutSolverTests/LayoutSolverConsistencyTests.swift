import HeadlessLayoutSolver
import XCTest

/// Random edit sequences (seeded, so reproducible) must leave the incremental solver with the same
/// solution as a solver built from scratch with the surviving constraints. Each variable has its own
/// optional target at a distinct priority, which makes the optimum unique.
final class LayoutSolverConsistencyTests: XCTestCase {
    /// A small deterministic generator (a linear congruential generator).
    private struct SeededGenerator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func randomConstraint(_ variables: [LayoutVariable], _ random: inout SeededGenerator) -> SolverConstraint {
        let a = variables[random.next(variables.count)], b = variables[random.next(variables.count)]
        let constant = Double(random.next(200)) - 100
        let relation: [LayoutConstraintRelation] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
        let strength = random.next(4) == 0 ? SolverStrength(priority: Double(500 + random.next(3) * 100)) : .required
        return SolverConstraint(a - b, relation[random.next(3)], constant, strength: strength)
    }

    func test_randomAddRemoveSequences_matchAFromScratchSolve() async throws {
        for seed in 1...12 {
            var random = SeededGenerator(state: UInt64(seed))
            let variables = (0..<8).map { LayoutVariable("v\($0)") }
            let targets = variables.enumerated().map { index, variable in
                SolverConstraint(variable, .equal, Double(index * 13 % 50), strength: SolverStrength(priority: Double(100 + index)))
            }
            let solver = LayoutSolver()
            for target in targets { try solver.addConstraint(target) }
            var active: [SolverConstraint] = []
            for step in 0..<60 {
                if !active.isEmpty, random.next(3) == 0 {
                    let removed = active.remove(at: random.next(active.count))
                    try solver.removeConstraint(removed)
                } else {
                    let constraint = randomConstraint(variables, &random)
                    do {
                        try solver.addConstraint(constraint)
                        active.append(constraint)
                    } catch SolverError.unsatisfiableConstraint {
                        XCTAssertFalse(solver.hasConstraint(constraint))
                    }
                }
                if step % 10 == 9 {
                    let fresh = LayoutSolver()
                    for constraint in targets + active { try fresh.addConstraint(constraint) }
                    for variable in variables {
                        XCTAssertEqual(
                            solver.value(of: variable), fresh.value(of: variable), accuracy: 1e-6, "seed \(seed) step \(step) \(variable)"
                        )
                    }
                }
            }
        }
    }

    func test_randomSuggestions_matchAFromScratchSolve() async throws {
        var random = SeededGenerator(state: 99)
        let variables = (0..<8).map { LayoutVariable("v\($0)") }
        var constraints = variables.enumerated().map { index, variable in
            SolverConstraint(variable, .equal, Double(index * 7), strength: SolverStrength(priority: Double(100 + index)))
        }
        let solver = LayoutSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        for _ in 0..<30 {
            let constraint = randomConstraint(variables, &random)
            if (try? solver.addConstraint(constraint)) != nil { constraints.append(constraint) }
        }
        try solver.addEditVariable(variables[3], strength: SolverStrength(priority: 900))
        for _ in 0..<40 {
            let value = Double(random.next(400)) - 200
            try solver.suggestValue(value, for: variables[3])
            let fresh = LayoutSolver()
            for constraint in constraints { try fresh.addConstraint(constraint) }
            try fresh.addConstraint(SolverConstraint(variables[3], .equal, value, strength: SolverStrength(priority: 900)))
            for variable in variables {
                XCTAssertEqual(solver.value(of: variable), fresh.value(of: variable), accuracy: 1e-6, "suggested \(value) \(variable)")
            }
        }
    }
}
