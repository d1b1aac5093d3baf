import HeadlessLayoutSolver
import XCTest

final class LayoutSolverEditTests: XCTestCase {
    /// A row of three views between two edges: left edge fixed at 0, the container's right edge
    /// edited; the middle view stretches, its neighbours hug 50 points.
    private struct Row {
        let containerRight = LayoutVariable("container.right")
        let lefts = (0..<3).map { LayoutVariable("view\($0).left") }
        let widths = (0..<3).map { LayoutVariable("view\($0).width") }

        var constraints: [SolverConstraint] {
            var result = [SolverConstraint(lefts[0], .equal, 8)]
            for index in 0..<3 {
                result.append(SolverConstraint(widths[index], .greaterThanOrEqual, 0))
                result.append(SolverConstraint(widths[index], .equal, 50, strength: SolverStrength(priority: index == 1 ? 250 : 251)))
                if index > 0 { result.append(SolverConstraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8)) }
            }
            result.append(SolverConstraint(lefts[2] + widths[2] + 8, .equal, containerRight))
            return result
        }

        func values(in solver: LayoutSolver) -> [Double] {
            (lefts + widths + [containerRight]).map { solver.value(of: $0) }
        }
    }

    private func build(_ row: Row, containerWidth: Double? = nil) -> LayoutSolver {
        let solver = LayoutSolver()
        for constraint in row.constraints { try? solver.addConstraint(constraint) }
        if let containerWidth { try? solver.addConstraint(SolverConstraint(row.containerRight, .equal, containerWidth)) }
        return solver
    }

    func test_suggestValue_movesDependents() async throws {
        let row = Row()
        let solver = build(row)
        try solver.addEditVariable(row.containerRight, strength: SolverStrength(priority: 999))
        try solver.suggestValue(400, for: row.containerRight)
        XCTAssertEqual(solver.value(of: row.containerRight), 400, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: row.widths[1]), 400 - 8 * 4 - 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: row.lefts[2]), 400 - 8 - 50, accuracy: 1e-9)
    }

    func test_suggestValue_matchesAFromScratchSolve() async throws {
        let row = Row()
        let solver = build(row)
        try solver.addEditVariable(row.containerRight, strength: SolverStrength(priority: 999))
        for target in [320.0, 1024, 120, 90, 600, 375] {
            try solver.suggestValue(target, for: row.containerRight)
            let reference = Row()
            let fresh = build(reference, containerWidth: target)
            let incremental = row.values(in: solver), scratch = reference.values(in: fresh)
            for (lhs, rhs) in zip(incremental, scratch) { XCTAssertEqual(lhs, rhs, accuracy: 1e-7, "container right \(target)") }
        }
    }

    func test_suggestValue_yieldsToRequiredConstraints() async throws {
        let row = Row()
        let solver = build(row)
        try solver.addEditVariable(row.containerRight, strength: SolverStrength(priority: 999))
        // The views cannot be narrower than 0 and the leading inset plus three gaps need 32 points.
        try solver.suggestValue(10, for: row.containerRight)
        XCTAssertEqual(solver.value(of: row.containerRight), 32, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: row.widths[1]), 0, accuracy: 1e-9)
    }

    func test_addEditVariable_keepsTheCurrentSolution() async throws {
        let row = Row()
        let solver = build(row, containerWidth: nil)
        let before = row.values(in: solver)
        try solver.addEditVariable(row.widths[1], strength: SolverStrength(priority: 999))
        XCTAssertEqual(row.values(in: solver), before)
    }

    func test_removeEditVariable_letsTheOptionalValueReturn() async throws {
        let width = LayoutVariable("width")
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(width, .equal, 100, strength: .defaultLow))
        try solver.addEditVariable(width, strength: .defaultHigh)
        try solver.suggestValue(250, for: width)
        XCTAssertEqual(solver.value(of: width), 250, accuracy: 1e-9)
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }

    func test_updateConstant_changesTheSolutionIncrementally() async throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let pin = SolverConstraint(x, .equal, 10)
        let solver = LayoutSolver()
        try solver.addConstraint(pin)
        try solver.addConstraint(SolverConstraint(y, .equal, x + 5))
        try solver.updateConstant(of: pin, to: -42)
        XCTAssertEqual(solver.value(of: x), 42, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 47, accuracy: 1e-9)
        XCTAssertEqual(solver.constant(of: pin), -42)
        XCTAssertEqual(pin.expression.constant, -10, "the constraint object is immutable")
    }

    func test_updateConstant_ofAnInequality_movesTheBound() async throws {
        let width = LayoutVariable("width")
        let bound = SolverConstraint(width, .lessThanOrEqual, 50)
        let solver = LayoutSolver()
        try solver.addConstraint(bound)
        try solver.addConstraint(SolverConstraint(width, .equal, 120, strength: .defaultLow))
        try solver.updateConstant(of: bound, to: -80)
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
        try solver.updateConstant(of: bound, to: -500)
        XCTAssertEqual(solver.value(of: width), 120, accuracy: 1e-9)
    }

    func test_updateConstant_conflictKeepsTheOldConstant() async throws {
        let width = LayoutVariable("width")
        let minimum = SolverConstraint(width, .greaterThanOrEqual, 100, identifier: "minimum")
        let maximum = SolverConstraint(width, .lessThanOrEqual, 200, identifier: "maximum")
        let solver = LayoutSolver()
        try solver.addConstraint(minimum)
        try solver.addConstraint(maximum)
        try solver.addConstraint(SolverConstraint(width, .equal, 180, strength: .defaultLow))
        XCTAssertThrowsError(try solver.updateConstant(of: maximum, to: -50)) { error in
            guard case let .unsatisfiableConstraint(constraint, conflicting)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(constraint === maximum)
            XCTAssertEqual(conflicting.map(\.identifier), ["minimum", "maximum"])
        }
        XCTAssertEqual(solver.constant(of: maximum), -200)
        XCTAssertEqual(solver.value(of: width), 180, accuracy: 1e-9)
    }

    func test_updateConstant_ofARedundantEquality_reportsTheConflict() async throws {
        let x = LayoutVariable("x")
        let first = SolverConstraint(x, .equal, 10, identifier: "first")
        let second = SolverConstraint(x, .equal, 10, identifier: "second")
        let solver = LayoutSolver()
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        XCTAssertThrowsError(try solver.updateConstant(of: second, to: -20)) { error in
            guard case let .unsatisfiableConstraint(_, conflicting)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicting.map(\.identifier), ["first", "second"])
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.updateConstant(of: first, to: -10)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }
}
