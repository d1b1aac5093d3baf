import HeadlessLayoutSolver
import XCTest

final class LayoutSolverAmbiguityTests: XCTestCase {
    private let left = LayoutVariable("left")
    private let width = LayoutVariable("width")
    private let right = LayoutVariable("right")

    private func solver(_ constraints: [SolverConstraint]) throws -> LayoutSolver {
        let solver = LayoutSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        return solver
    }

    func test_ambiguity_followsWhetherTheConstraintsFixTheValue() async throws {
        let cases: [(name: String, constraints: [SolverConstraint], ambiguous: [String])] = [
            (
                "fully pinned",
                [SolverConstraint(left, .equal, 0), SolverConstraint(right, .equal, left + width), SolverConstraint(width, .equal, 40)], []
            ),
            ("position missing", [SolverConstraint(right, .equal, left + width), SolverConstraint(width, .equal, 40)], ["right", "left"]),
            (
                "only a lower bound",
                [
                    SolverConstraint(left, .equal, 0), SolverConstraint(right, .equal, left + width),
                    SolverConstraint(width, .greaterThanOrEqual, 10)
                ],
                ["right", "width"]
            ),
            (
                "optional size settles it",
                [
                    SolverConstraint(left, .equal, 0), SolverConstraint(right, .equal, left + width),
                    SolverConstraint(width, .greaterThanOrEqual, 10), SolverConstraint(width, .equal, 30, strength: .defaultLow)
                ],
                []
            ),
            (
                "equal optional pulls tie",
                [
                    SolverConstraint(left, .equal, 0), SolverConstraint(right, .equal, left + width),
                    SolverConstraint(width, .equal, 30, strength: .defaultLow), SolverConstraint(width, .equal, 50, strength: .defaultLow)
                ],
                ["right", "width"]
            ),
        ]
        // Variables are listed in the order constraints first mention them.
        for testCase in cases {
            let solver = try solver(testCase.constraints)
            XCTAssertEqual(solver.ambiguousVariables.map(\.name), testCase.ambiguous, testCase.name)
        }
    }

    func test_isAmbiguous_doesNotChangeTheSolution() async throws {
        let solver = try solver([SolverConstraint(right, .equal, left + width), SolverConstraint(width, .equal, 40)])
        let before = [left, width, right].map { solver.value(of: $0) }
        XCTAssertTrue(solver.isAmbiguous(left))
        XCTAssertFalse(solver.isAmbiguous(width))
        XCTAssertEqual([left, width, right].map { solver.value(of: $0) }, before)
    }

    func test_isAmbiguous_unknownVariableIsAmbiguous() async throws {
        XCTAssertTrue(LayoutSolver().isAmbiguous(LayoutVariable("stray")))
    }

    func test_ambiguity_boundedRangeIsAmbiguousEvenAtItsEdge() async throws {
        let solver = try solver([SolverConstraint(width, .greaterThanOrEqual, 10), SolverConstraint(width, .lessThanOrEqual, 10.5)])
        XCTAssertTrue(solver.isAmbiguous(width))
    }
}
