import HeadlessLayoutSolver
import XCTest

final class LayoutSolverErrorTests: XCTestCase {
    private let x = LayoutVariable("x")
    private let y = LayoutVariable("y")

    private func conflict(
        adding constraint: SolverConstraint, to solver: LayoutSolver, file: StaticString = #filePath, line: UInt = #line
    ) -> [String?] {
        var names: [String?] = []
        XCTAssertThrowsError(try solver.addConstraint(constraint), file: file, line: line) { error in
            guard case let .unsatisfiableConstraint(rejected, conflicting)? = error as? SolverError else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(rejected === constraint, file: file, line: line)
            names = conflicting.map(\.identifier)
        }
        XCTAssertFalse(solver.hasConstraint(constraint), file: file, line: line)
        return names
    }

    func test_unsatisfiable_namesTheConflictingRequiredConstraints() async throws {
        let cases: [(name: String, existing: [SolverConstraint], added: SolverConstraint, expected: [String?])] = [
            (
                "two equalities", [SolverConstraint(x, .equal, 10, identifier: "a")], SolverConstraint(x, .equal, 20, identifier: "b"),
                ["a", "b"]
            ),
            (
                "equality and bound", [SolverConstraint(x, .equal, 10, identifier: "a")],
                SolverConstraint(x, .lessThanOrEqual, 5, identifier: "b"), ["a", "b"]
            ),
            (
                "two bounds", [SolverConstraint(x, .greaterThanOrEqual, 10, identifier: "a")],
                SolverConstraint(x, .lessThanOrEqual, 5, identifier: "b"), ["a", "b"]
            ),
            ("through a chain, unrelated ones left out", [
                SolverConstraint(x, .equal, 0, identifier: "pin"),
                SolverConstraint(LayoutVariable("z"), .equal, 3, identifier: "unrelated"),
                SolverConstraint(y, .equal, x + 10, identifier: "spacing"),
                SolverConstraint(y, .equal, 50, strength: .defaultLow, identifier: "optional"),
            ], SolverConstraint(y, .lessThanOrEqual, 5, identifier: "limit"), ["pin", "spacing", "limit"]),
            (
                "a constant contradiction", [],
                SolverConstraint(expression: LinearExpression(5), relation: .equal, identifier: "five is zero"), ["five is zero"]
            ),
        ]
        for testCase in cases {
            let solver = LayoutSolver()
            for constraint in testCase.existing { try solver.addConstraint(constraint) }
            XCTAssertEqual(conflict(adding: testCase.added, to: solver), testCase.expected, testCase.name)
        }
    }

    func test_unsatisfiable_leavesTheSolverAsItWas() async throws {
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(SolverConstraint(y, .equal, x + 1))
        try solver.addConstraint(SolverConstraint(x, .equal, 30, strength: .defaultLow))
        _ = conflict(adding: SolverConstraint(y, .lessThanOrEqual, 2), to: solver)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 31, accuracy: 1e-9)
        try solver.addConstraint(SolverConstraint(x, .lessThanOrEqual, 20))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 21, accuracy: 1e-9)
    }

    func test_optionalConstraints_neverConflict() async throws {
        let solver = LayoutSolver()
        try solver.addConstraint(SolverConstraint(x, .equal, 10))
        XCTAssertNoThrow(try solver.addConstraint(SolverConstraint(x, .equal, 20, strength: SolverStrength(priority: 999))))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func test_misuse_throwsTheMatchingError() async throws {
        let solver = LayoutSolver()
        let constraint = SolverConstraint(x, .equal, 1)
        try solver.addConstraint(constraint)
        XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
            guard case .duplicateConstraint? = error as? SolverError else { return XCTFail("\(error)") }
        }
        let stranger = SolverConstraint(x, .equal, 2)
        XCTAssertThrowsError(try solver.removeConstraint(stranger)) { error in
            guard case .unknownConstraint? = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.updateConstant(of: stranger, to: 0)) { error in
            guard case .unknownConstraint? = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.suggestValue(3, for: y)) { error in
            guard case .unknownEditVariable? = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.removeEditVariable(y)) { error in
            guard case .unknownEditVariable? = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: .required)) { error in
            guard case .badRequiredStrength? = error as? SolverError else { return XCTFail("\(error)") }
        }
        try solver.addEditVariable(y, strength: .defaultHigh)
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: .defaultHigh)) { error in
            guard case .duplicateEditVariable? = error as? SolverError else { return XCTFail("\(error)") }
        }
    }

    func test_invalidNumbers_areRejected() async throws {
        let solver = LayoutSolver()
        let cases: [SolverConstraint] = [
            SolverConstraint(x, .equal, LinearExpression(.nan)),
            SolverConstraint(x * .infinity, .equal, 1),
            SolverConstraint(x / 0, .equal, 1),
        ]
        for constraint in cases {
            XCTAssertThrowsError(try solver.addConstraint(constraint), "\(constraint)") { error in
                guard case .nonFiniteConstraint? = error as? SolverError else { return XCTFail("\(error)") }
            }
        }
        for priority in [0, -1, 1000.5, .nan] {
            XCTAssertThrowsError(
                try solver.addConstraint(SolverConstraint(x, .equal, 1, strength: SolverStrength(priority: priority))), "\(priority)"
            ) { error in
                guard case .invalidStrength? = error as? SolverError else { return XCTFail("\(error)") }
            }
        }
        try solver.addEditVariable(x, strength: .defaultHigh)
        XCTAssertThrowsError(try solver.suggestValue(.infinity, for: x)) { error in
            guard case .nonFiniteValue? = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(solver.constraints.isEmpty)
    }

    func test_messages_sayWhatWasWrongAndHowToFixIt() async throws {
        let width = LayoutVariable("view.width")
        let a = SolverConstraint(width, .equal, 100, identifier: "fixed")
        let b = SolverConstraint(2 * width, .lessThanOrEqual, 80, identifier: "limit")
        let cases: [(SolverError, String)] = [
            (.unsatisfiableConstraint(b, conflicting: [a, b]), """
            Unable to simultaneously satisfy constraints: the required constraint 'limit' 2 * view.width <= 80 @1000 conflicts \
            with other required constraints. Constraints involved:
                'fixed' view.width == 100 @1000
                'limit' 2 * view.width <= 80 @1000
            Lower the priority of one of them below 1000 or remove it.
            """),
            (
                .duplicateConstraint(a),
                "The constraint 'fixed' view.width == 100 @1000 is already in the solver; add each constraint object once."
            ),
            (
                .badRequiredStrength(width),
                "The edit variable view.width cannot be required (priority 1000); use an optional strength such as priority 999."
            ),
            (
                .unknownEditVariable(width),
                "The variable view.width has no edit constraint; call addEditVariable(_:strength:) before suggesting values or removing it."
            ),
        ]
        for (error, message) in cases { XCTAssertEqual(error.description, message) }
    }
}
