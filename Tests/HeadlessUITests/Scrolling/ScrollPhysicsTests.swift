@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ScrollPhysicsTests: HeadlessTestCase {
    func test_rubberBand_matchesUIKitFormula() async {
        let pull: CGFloat = 100, dimension: CGFloat = 600
        let expected: CGFloat = (1 - 1 / (pull * 0.55 / dimension + 1)) * dimension
        XCTAssertEqual(ScrollPhysics.rubberBandDistance(pull: pull, dimension: dimension), expected, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.rubberBandDistance(pull: 0, dimension: 600), 0)
        XCTAssertLessThan(ScrollPhysics.rubberBandDistance(pull: 100_000, dimension: 600), 600)
    }

    func test_rubberBand_inverseGivesThePullBack() async {
        let distance = ScrollPhysics.rubberBandDistance(pull: 137, dimension: 500)
        XCTAssertEqual(ScrollPhysics.pull(forRubberBandDistance: distance, dimension: 500), 137, accuracy: 1e-6)
    }

    func test_decelerationDistance_normalAndFast() async {
        XCTAssertEqual(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998), 499.5, accuracy: 0.01)
        XCTAssertEqual(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.99), 99.5, accuracy: 0.01)
    }

    func test_axisMotion_decelerationComesToRestAtTheProjectedDistance() async {
        var motion = ScrollAxisMotion(position: 100, velocity: 1000, at: 0, range: 0...5000, rate: 0.998, bounces: true)
        XCTAssertFalse(motion.isFinished)
        let halfway = motion.advance(to: 0.5)
        let travelled: Double = 1000 * (1 - pow(0.998, 500)) * 0.4995
        XCTAssertEqual(halfway, 100 + travelled, accuracy: 0.1)
        XCTAssertEqual(motion.advance(to: 10), 599.5, accuracy: 0.01)
        XCTAssertTrue(motion.isFinished)
    }

    func test_axisMotion_flingPastTheEdgeBouncesBack() async {
        var motion = ScrollAxisMotion(position: 900, velocity: 1000, at: 0, range: 0...1000, rate: 0.998, bounces: true)
        var furthest = 0.0
        for frame in 1...120 { furthest = max(furthest, motion.advance(to: Double(frame) / 60)) }
        XCTAssertGreaterThan(furthest, 1000, "it overshoots the edge")
        XCTAssertEqual(motion.advance(to: 5), 1000)
        XCTAssertTrue(motion.isFinished)
    }

    func test_axisMotion_withoutBounceStopsAtTheEdge() async {
        var motion = ScrollAxisMotion(position: 900, velocity: 1000, at: 0, range: 0...1000, rate: 0.998, bounces: false)
        for frame in 1...120 { XCTAssertLessThanOrEqual(motion.advance(to: Double(frame) / 60), 1000) }
        XCTAssertTrue(motion.isFinished)
    }

    func test_axisMotion_springReachesItsTarget() async {
        var motion = ScrollAxisMotion(position: 140, velocity: 0, at: 0, springingTo: 500, range: 0...1500)
        XCTAssertEqual(motion.advance(to: 2), 500)
        XCTAssertTrue(motion.isFinished)
    }
}
