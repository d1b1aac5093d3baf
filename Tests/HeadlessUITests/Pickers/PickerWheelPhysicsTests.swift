@testable import HeadlessUI
import XCTest

final class PickerWheelPhysicsTests: XCTestCase {
    private let wheel = PickerWheelGeometry(rowHeight: 32, rowCount: 12, visibleHeight: 216)

    func test_geometry_nearestRowRoundsAndClamps() async {
        XCTAssertEqual(wheel.nearestRow(toOffset: 47), 1)
        XCTAssertEqual(wheel.nearestRow(toOffset: 49), 2)
        XCTAssertEqual(wheel.nearestRow(toOffset: -80), 0)
        XCTAssertEqual(wheel.nearestRow(toOffset: 10_000), 11)
    }

    func test_geometry_flingProjectsAboutHalfASecondOfVelocity() async {
        XCTAssertEqual(PickerWheelGeometry.projectedRestingOffset(from: 0, velocity: 1_000), 499.5, accuracy: 0.1)
        XCTAssertEqual(wheel.restingRow(releasedAt: 0, velocity: 200), 3)
    }

    func test_geometry_rubberBandResistsPastTheEnds() async {
        XCTAssertEqual(wheel.rubberBanded(100), 100)
        let pulled = wheel.rubberBanded(-100)
        XCTAssertLessThan(pulled, 0)
        XCTAssertGreaterThan(pulled, -100)
        XCTAssertEqual(pulled, -(1 - 1 / (100 * 0.55 / 216 + 1)) * 216, accuracy: 0.001)
    }

    func test_motion_decelerationSettlesExactlyOnTheTarget() async {
        let motion = PickerWheelMotion(kind: .deceleration, startOffset: 0, targetOffset: 96, startTime: 1, isUserInitiated: true)
        let early = motion.offset(at: 1.5)
        XCTAssertFalse(early.finished)
        XCTAssertGreaterThan(early.offset, 48)
        XCTAssertEqual(motion.offset(at: 1 + motion.settleDuration + 0.001).offset, 96)
        XCTAssertTrue(motion.offset(at: 1 + motion.settleDuration + 0.001).finished)
    }

    func test_motion_animationTakesThreeTenthsOfASecond() async {
        let motion = PickerWheelMotion(kind: .animation, startOffset: 64, targetOffset: 32, startTime: 0, isUserInitiated: false)
        XCTAssertFalse(motion.offset(at: 0.29).finished)
        XCTAssertEqual(motion.offset(at: 0.15).offset, 48, accuracy: 0.5)
        XCTAssertEqual(motion.offset(at: 0.3).offset, 32)
        XCTAssertTrue(motion.offset(at: 0.3).finished)
    }
}
