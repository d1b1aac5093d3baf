import HeadlessLayoutSolver
import XCTest

final class LinearExpressionTests: XCTestCase {
    private let a = LayoutVariable("a")
    private let b = LayoutVariable("b")

    func test_operators_buildTheExpectedExpression() async {
        let cases: [(LinearExpression, String)] = [
            (a + b, "a + b"),
            (a - b + 8, "a - b + 8"),
            (2 * a - 0.5 * b - 3, "2 * a - 0.5 * b - 3"),
            (-(a + 4), "-a - 4"),
            ((a + b) / 2, "0.5 * a + 0.5 * b"),
            (10 - a, "-a + 10"),
            (LinearExpression(7), "7"),
        ]
        for (expression, text) in cases { XCTAssertEqual(expression.description, text) }
    }

    func test_constraintDescription_putsTheConstantOnTheRight() async {
        let constraint = SolverConstraint(a, .greaterThanOrEqual, b + 8, strength: .defaultLow, identifier: "gap")
        XCTAssertEqual(constraint.description, "'gap' a - b >= 8 @250")
    }
}
