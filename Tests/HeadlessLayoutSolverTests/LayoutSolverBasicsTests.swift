import HeadlessLayoutSolver
import XCTest

final class LayoutSolverBasicsTests: XCTestCase {
    private let x = LayoutVariable("x")
    private let y = LayoutVariable("y")
    private let width = LayoutVariable("width")

    private func solver(_ constraints: [SolverConstraint], file: StaticString = #filePath, line: UInt = #line) -> LayoutSolver {
        let solver = LayoutSolver()
        for constraint in constraints {
            XCTAssertNoThrow(try solver.addConstraint(constraint), "\(constraint)", file: file, line: line)
        }
        return solver
    }

    func test_requiredSystems_solveToTheExpectedValues() async {
        let cases: [(name: String, constraints: [SolverConstraint], x: Double, y: Double)] = [
            ("equality", [SolverConstraint(x, .equal, 10), SolverConstraint(y, .equal, x + 5)], 10, 15),
            ("scaled terms", [SolverConstraint(2 * x, .equal, 30), SolverConstraint(y * 3 - x, .equal, 0)], 15, 5),
            (
                "lower bound holds when optional pulls below",
                [
                    SolverConstraint(x, .greaterThanOrEqual, 20), SolverConstraint(x, .equal, 5, strength: .defaultLow),
                    SolverConstraint(y, .equal, 0)
                ],
                20, 0
            ),
            (
                "upper bound holds when optional pulls above",
                [
                    SolverConstraint(x, .lessThanOrEqual, 20), SolverConstraint(x, .equal, 50, strength: .defaultLow),
                    SolverConstraint(y, .equal, 0)
                ],
                20, 0
            ),
            (
                "inactive bound lets optional win",
                [
                    SolverConstraint(x, .lessThanOrEqual, 100), SolverConstraint(x, .equal, 50, strength: .defaultLow),
                    SolverConstraint(y, .equal, 1)
                ],
                50, 1
            ),
            ("sum of two unknowns", [SolverConstraint(x + y, .equal, 100), SolverConstraint(x - y, .equal, 20)], 60, 40),
            ("same variable twice in one expression", [SolverConstraint(x + x, .equal, 8), SolverConstraint(y, .equal, x)], 4, 4),
        ]
        for testCase in cases {
            let solver = solver(testCase.constraints)
            XCTAssertEqual(solver.value(of: x), testCase.x, accuracy: 1e-9, testCase.name)
            XCTAssertEqual(solver.value(of: y), testCase.y, accuracy: 1e-9, testCase.name)
        }
    }

    func test_optionalTradeOff_strongerWidthWins() async {
        let solver = solver([
            SolverConstraint(width, .equal, 100, strength: SolverStrength(priority: 250)),
            SolverConstraint(width, .equal, 200, strength: SolverStrength(priority: 750)),
        ])
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
    }

    func test_priorities_higherPriorityDominatesManyLowerOnes() async {
        var constraints = [SolverConstraint(width, .equal, 200, strength: SolverStrength(priority: 251))]
        for _ in 0..<50 { constraints.append(SolverConstraint(width, .equal, 100, strength: SolverStrength(priority: 250, weight: 1000))) }
        XCTAssertEqual(solver(constraints).value(of: width), 200, accuracy: 1e-9)
    }

    func test_samePriority_weightsAddUp() async {
        let solver = solver([
            SolverConstraint(width, .equal, 100, strength: SolverStrength(priority: 500, weight: 1)),
            SolverConstraint(width, .equal, 200, strength: SolverStrength(priority: 500, weight: 3)),
        ])
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
    }

    func test_required_beatsEveryOptionalPriority() async {
        let solver = solver([
            SolverConstraint(width, .lessThanOrEqual, 80),
            SolverConstraint(width, .equal, 300, strength: SolverStrength(priority: 999, weight: 1e6)),
        ])
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
    }

    func test_lowerPriority_decidesAmongTheHigherPrioritysOptima() async {
        // Priority 750 wants x + y == 100 (a line of optima); priority 250 then picks x == 30 on it.
        let solver = solver([
            SolverConstraint(x + y, .equal, 100, strength: .defaultHigh),
            SolverConstraint(x, .equal, 30, strength: .defaultLow),
            SolverConstraint(y, .greaterThanOrEqual, 0),
        ])
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
    }

    func test_removeConstraint_restoresThePreviousSolution() async {
        let solver = solver([
            SolverConstraint(width, .equal, 100, strength: .defaultLow),
            SolverConstraint(x, .equal, width + 10),
        ])
        let strong = SolverConstraint(width, .equal, 300, strength: .defaultHigh)
        XCTAssertNoThrow(try solver.addConstraint(strong))
        XCTAssertEqual(solver.value(of: x), 310, accuracy: 1e-9)
        XCTAssertNoThrow(try solver.removeConstraint(strong))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 110, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(strong))
    }

    func test_removeRequiredBound_releasesTheOptionalValue() async {
        let bound = SolverConstraint(width, .lessThanOrEqual, 50)
        let solver = solver([bound, SolverConstraint(width, .equal, 120, strength: .defaultLow)])
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        XCTAssertNoThrow(try solver.removeConstraint(bound))
        XCTAssertEqual(solver.value(of: width), 120, accuracy: 1e-9)
        XCTAssertNoThrow(try solver.addConstraint(bound))
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
    }

    func test_removeEveryConstraint_forgetsTheVariables() async {
        let first = SolverConstraint(x, .equal, 10), second = SolverConstraint(y, .equal, x + 1)
        let solver = solver([first, second])
        XCTAssertNoThrow(try solver.removeConstraint(first))
        XCTAssertNoThrow(try solver.removeConstraint(second))
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertEqual(solver.value(of: y), 0)
        XCTAssertTrue(solver.constraints.isEmpty)
    }

    func test_constraints_listsTheAddedConstraintsOldestFirst() async {
        let first = SolverConstraint(x, .equal, 1), second = SolverConstraint(y, .equal, 2), third = SolverConstraint(width, .equal, 3)
        let solver = solver([first, second, third])
        XCTAssertEqual(solver.constraints.map(ObjectIdentifier.init), [first, second, third].map(ObjectIdentifier.init))
    }

    func test_chainOfAThousandConstraints_solves() async {
        let variables = (0..<1_000).map { LayoutVariable("v\($0)") }
        let solver = LayoutSolver()
        XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(variables[0], .equal, 0)))
        for index in 1..<variables.count {
            XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(variables[index], .equal, variables[index - 1] + 2)))
        }
        XCTAssertEqual(solver.value(of: variables[999]), 1_998, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: variables[500]), 1_000, accuracy: 1e-6)
    }

    func test_degenerateSystem_redundantAndTightConstraintsTerminate() async {
        // Many constraints tight at the same vertex (degenerate pivots) plus redundant equalities.
        let solver = LayoutSolver()
        for _ in 0..<20 {
            XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 0)))
            XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(x + y, .lessThanOrEqual, 10)))
            XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(y, .greaterThanOrEqual, 0)))
            XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(x, .equal, y)))
        }
        XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(x, .equal, 100, strength: .defaultLow)))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
    }

    func test_redundantRequiredEquality_isAccepted() async {
        let solver = solver([SolverConstraint(x, .equal, 10), SolverConstraint(2 * x, .equal, 20)])
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func test_identicalSetups_giveIdenticalResults() async {
        func build() -> [Double] {
            let views = (0..<30).map { _ in (LayoutVariable(), LayoutVariable()) }
            let solver = LayoutSolver()
            for (index, view) in views.enumerated() {
                try? solver.addConstraint(SolverConstraint(view.1, .greaterThanOrEqual, 10))
                try? solver.addConstraint(SolverConstraint(view.1, .equal, Double(20 + index), strength: .defaultLow))
                if index > 0 { try? solver.addConstraint(SolverConstraint(view.0, .equal, views[index - 1].0 + views[index - 1].1)) }
            }
            try? solver.addConstraint(SolverConstraint(views[29].0 + views[29].1, .lessThanOrEqual, 500))
            return views.flatMap { [solver.value(of: $0.0), solver.value(of: $0.1)] }
        }
        XCTAssertEqual(build(), build())
    }
}
