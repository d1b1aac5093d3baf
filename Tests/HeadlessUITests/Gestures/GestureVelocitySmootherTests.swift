@testable import HeadlessUI
import XCTest

final class GestureVelocitySmootherTests: XCTestCase {
    func test_smoother_blendsNewSampleWithPreviousVelocity() async {
        var smoother = GestureVelocitySmoother(newSampleWeight: 0.2)
        smoother.start(at: 0)
        smoother.add(dx: 10, dy: -5, at: 0.1)
        XCTAssertEqual(smoother.velocity.dx, 20, accuracy: 1e-9)
        XCTAssertEqual(smoother.velocity.dy, -10, accuracy: 1e-9)
        smoother.add(dx: 10, dy: -5, at: 0.2)
        XCTAssertEqual(smoother.velocity.dx, 36, accuracy: 1e-9)
    }

    func test_smoother_pinchWeight_isAQuarter() async {
        var smoother = GestureVelocitySmoother(newSampleWeight: 0.25)
        smoother.start(at: 1)
        smoother.add(dx: 1, at: 2)
        XCTAssertEqual(smoother.velocity.dx, 0.25, accuracy: 1e-9)
    }

    func test_smoother_movementsAtTheSameInstant_waitForTheNextSample() async {
        var smoother = GestureVelocitySmoother(newSampleWeight: 0.2)
        smoother.start(at: 0)
        smoother.add(dx: 10, at: 0)
        XCTAssertEqual(smoother.velocity.dx, 0)
        smoother.add(dx: 10, at: 0.1)
        XCTAssertEqual(smoother.velocity.dx, 40, accuracy: 1e-9)
    }

    func test_smoother_restBeforeLift_endsWithZeroVelocity() async {
        var smoother = GestureVelocitySmoother(newSampleWeight: 0.2)
        smoother.start(at: 0)
        smoother.add(dx: 10, at: 0.1)
        XCTAssertEqual(smoother.velocity(endingAt: 0.15, restInterval: 0.1).dx, 20, accuracy: 1e-9)
        XCTAssertEqual(smoother.velocity(endingAt: 0.5, restInterval: 0.1), .zero)
    }
}
