@testable import HeadlessUI
import XCTest

final class SwipeEvaluatorTests: XCTestCase {
    private let evaluator = SwipeEvaluator()
    private let fast = CGPoint(x: 1000, y: 0)

    func test_decayedThreshold_shrinksUntilHalfASecond() async {
        XCTAssertEqual(SwipeEvaluator.decayed(50, rate: 0.06, elapsed: 0), 50, accuracy: 1e-9)
        XCTAssertEqual(SwipeEvaluator.decayed(50, rate: 0.06, elapsed: 0.5), 26.5, accuracy: 1e-9)
        XCTAssertEqual(SwipeEvaluator.decayed(50, rate: 0.06, elapsed: 2), 26.5, accuracy: 1e-9)
        XCTAssertEqual(SwipeEvaluator.decayed(200, rate: 0.02, elapsed: 0.5), 102, accuracy: 1e-9)
    }

    func test_evaluate_fastSwipeNeedsFiftyPoints() async {
        XCTAssertEqual(evaluator.evaluate(movement: CGPoint(x: 49, y: 0), elapsed: 0, recentVelocity: fast, directions: .right), .undecided)
        XCTAssertEqual(
            evaluator.evaluate(movement: CGPoint(x: 50, y: 0), elapsed: 0, recentVelocity: fast, directions: .right), .recognized(.right)
        )
    }

    func test_evaluate_tooSlowAfterHalfASecond() async {
        XCTAssertEqual(
            evaluator.evaluate(movement: CGPoint(x: 100, y: 0), elapsed: 0.51, recentVelocity: fast, directions: .right), .failed(.tooSlow)
        )
    }

    func test_evaluate_wrongWayBeyondTolerance_fails() async {
        XCTAssertEqual(
            evaluator.evaluate(movement: CGPoint(x: -9, y: 0), elapsed: 0.1, recentVelocity: .zero, directions: .right), .undecided
        )
        XCTAssertEqual(
            evaluator.evaluate(movement: CGPoint(x: -11, y: 0), elapsed: 0.1, recentVelocity: .zero, directions: .right),
            .failed(.wrongDirection)
        )
    }

    func test_evaluate_sidewaysBeyondDecayedMaximum_fails() async {
        let decision = evaluator.evaluate(movement: CGPoint(x: 150, y: 110), elapsed: 0.5, recentVelocity: fast, directions: .right)
        XCTAssertEqual(decision, .failed(.tooMuchSecondaryMovement))
    }

    func test_evaluate_belowMinimumSpeed_waits() async {
        let slow = CGPoint(x: 40, y: 0)
        XCTAssertEqual(
            evaluator.evaluate(movement: CGPoint(x: 60, y: 0), elapsed: 0.2, recentVelocity: slow, directions: .right), .undecided
        )
    }

    func test_evaluate_picksTheRequestedDirectionThatMatches() async {
        let decision = evaluator.evaluate(
            movement: CGPoint(x: 0, y: 80), elapsed: 0.1, recentVelocity: CGPoint(x: 0, y: 800), directions: [.up, .down]
        )
        XCTAssertEqual(decision, .recognized(.down))
    }
}
