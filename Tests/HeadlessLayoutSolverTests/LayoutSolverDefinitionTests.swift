import HeadlessLayoutSolver
import XCTest

/// Systems grown the way layouts grow: each new variable is defined from earlier ones by a required
/// equality (the solver keeps such rows as definitions that refer to other rows), then constrained
/// further, edited, removed and re-added. Seeded random sequences must end with the same solution as
/// a solver built from scratch with the surviving constraints and constants in force.
final class LayoutSolverDefinitionTests: XCTestCase {
    private struct SeededGenerator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The growing system: variables, each with a weak target at its own priority (so the optimum is
    /// unique), and the constraints currently in the solver.
    private struct GrowingSystem {
        var variables: [LayoutVariable] = []
        var targets: [SolverConstraint] = []
        var active: [SolverConstraint] = []
        let solver = LayoutSolver()

        /// Defines a fresh variable from one or two earlier ones, then gives it its target.
        mutating func grow(_ random: inout SeededGenerator) throws {
            let fresh = LayoutVariable("v\(variables.count)")
            let constant = Double(random.next(40)) - 10
            var expression = LinearExpression(constant)
            if !variables.isEmpty {
                expression = expression + variables[random.next(variables.count)]
                if variables.count > 2, random.next(3) == 0 { expression = expression + 0.5 * variables[random.next(variables.count)] }
            }
            let definition = SolverConstraint(fresh, .equal, expression)
            try solver.addConstraint(definition)
            active.append(definition)
            let target = SolverConstraint(
                fresh, .equal, Double(random.next(500)), strength: SolverStrength(priority: Double(10 + variables.count))
            )
            try solver.addConstraint(target)
            targets.append(target)
            variables.append(fresh)
        }

        /// Adds a random relation between two existing variables (rejected when it conflicts).
        mutating func relate(_ random: inout SeededGenerator) {
            let a = variables[random.next(variables.count)], b = variables[random.next(variables.count)]
            let relations: [LayoutConstraintRelation] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
            let strength = random.next(3) == 0 ? SolverStrength(priority: Double(600 + random.next(3) * 100)) : .required
            let constraint = SolverConstraint(a - b, relations[random.next(3)], Double(random.next(100)) - 50, strength: strength)
            if (try? solver.addConstraint(constraint)) != nil { active.append(constraint) }
        }

        func assertMatchesFromScratch(_ context: String) throws {
            let fresh = LayoutSolver()
            for constraint in targets + active {
                try fresh.addConstraint(constraint)
                if let constant = solver.constant(of: constraint), constant != constraint.expression.constant {
                    try fresh.updateConstant(of: constraint, to: constant)
                }
            }
            for variable in variables {
                XCTAssertEqual(solver.value(of: variable), fresh.value(of: variable), accuracy: 1e-6, "\(context) \(variable)")
            }
        }
    }

    func test_definitionChains_randomGrowthEditsAndRemovals_matchAFromScratchSolve() async throws {
        for seed in 1...10 {
            var random = SeededGenerator(state: UInt64(seed))
            var system = GrowingSystem()
            for step in 0..<120 {
                switch random.next(10) {
                case 0...4:
                    try system.grow(&random)
                case 5 where !system.variables.isEmpty, 6 where !system.variables.isEmpty:
                    system.relate(&random)
                case 7 where !system.active.isEmpty:
                    let removed = system.active.remove(at: random.next(system.active.count))
                    try system.solver.removeConstraint(removed)
                case 8 where !system.active.isEmpty:
                    let constraint = system.active[random.next(system.active.count)]
                    do {
                        try system.solver.updateConstant(of: constraint, to: Double(random.next(60)) - 30)
                    } catch SolverError.unsatisfiableConstraint {
                        XCTAssertNotNil(system.solver.constant(of: constraint))
                    }
                case 9 where !system.active.isEmpty:
                    let removed = system.active.remove(at: random.next(system.active.count))
                    try system.solver.removeConstraint(removed)
                    if (try? system.solver.addConstraint(removed)) != nil { system.active.append(removed) }
                default:
                    try system.grow(&random)
                }
                if step % 20 == 19 { try system.assertMatchesFromScratch("seed \(seed) step \(step)") }
            }
        }
    }

    func test_definitionChain_editVariableAtTheStart_movesTheEndIncrementally() async throws {
        let variables = (0...400).map { LayoutVariable("x\($0)") }
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(variables[0], .equal, 0, strength: .defaultLow))
        for index in 1...400 { try solver.addConstraint(SolverConstraint(variables[index], .equal, variables[index - 1] + 2)) }
        try solver.addEditVariable(variables[0], strength: SolverStrength(priority: 999))
        try solver.suggestValue(100, for: variables[0])
        XCTAssertEqual(solver.value(of: variables[400]), 900, accuracy: 1e-6)
        try solver.suggestValue(-50, for: variables[0])
        XCTAssertEqual(solver.value(of: variables[400]), 750, accuracy: 1e-6)
    }

    func test_definitionChain_removingAMiddleLinkFreesOnlyTheVariablesAfterIt() async throws {
        let variables = (0...100).map { LayoutVariable("x\($0)") }
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(variables[0], .equal, 5))
        var links: [SolverConstraint] = []
        for index in 1...100 {
            let link = SolverConstraint(variables[index], .equal, variables[index - 1] + 1)
            links.append(link)
            try solver.addConstraint(link)
        }
        try solver.addConstraint(SolverConstraint(variables[100], .equal, 1_000, strength: .defaultLow))
        try solver.removeConstraint(links[49])
        XCTAssertEqual(solver.value(of: variables[49]), 54, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: variables[50]), 950, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: variables[100]), 1_000, accuracy: 1e-6)
        XCTAssertFalse(solver.isAmbiguous(variables[75]))
    }

    func test_definitionChain_removingALinkAnotherRowExpandedThrough_keepsThatRowsRelation() async throws {
        let x0 = LayoutVariable("x0"), x1 = LayoutVariable("x1"), y = LayoutVariable("y"), w = LayoutVariable("w")
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(x0, .equal, 5))
        let link = SolverConstraint(x1, .equal, x0 + 10)
        try solver.addConstraint(link)
        try solver.addConstraint(SolverConstraint(y, .equal, x1 + w))
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        try solver.removeConstraint(link)
        XCTAssertEqual(solver.value(of: y), solver.value(of: x1) + solver.value(of: w), accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x0), 5, accuracy: 1e-9)
    }

    func test_definitionChain_removingTheDefiningConstraints_keepsDependentsConsistent() async throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let solver = LayoutSolver()
        let pinA = SolverConstraint(a, .equal, 10)
        try solver.addConstraint(pinA)
        let defineB = SolverConstraint(b, .equal, a + 5)
        try solver.addConstraint(defineB)
        try solver.addConstraint(SolverConstraint(c, .equal, b + 5))
        try solver.removeConstraint(defineB)
        try solver.removeConstraint(pinA)
        XCTAssertEqual(solver.value(of: c) - solver.value(of: b), 5, accuracy: 1e-9)
        try solver.addConstraint(SolverConstraint(b, .equal, 40))
        XCTAssertEqual(solver.value(of: c), 45, accuracy: 1e-9)
    }
}
