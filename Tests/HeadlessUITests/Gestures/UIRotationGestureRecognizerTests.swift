import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIRotationGestureRecognizerTests: HeadlessTestCase {
    private let center = CGPoint(x: 200, y: 400)

    private func makeRotation() -> (UIRotationGestureRecognizer, GestureLog) {
        let view = place(UIView(), frame: window.bounds)
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        return (rotation, GestureLog(rotation) { ($0 as! UIRotationGestureRecognizer).rotation })
    }

    func test_rotation_quarterTurnClockwise_reportsPositiveHalfPi() async {
        let (_, log) = makeRotation()
        fingers.rotate(center: center, radius: 60, to: .pi / 2, steps: 6)
        XCTAssertEqual(log.states.first, .began)
        XCTAssertEqual(log.states.last, .ended)
        XCTAssertEqual(log.values.last ?? 0, .pi / 2, accuracy: 1e-9)
    }

    func test_rotation_counterClockwise_isNegative() async {
        let (rotation, _) = makeRotation()
        fingers.rotate(center: center, radius: 60, to: -.pi / 4, steps: 3, lift: false)
        XCTAssertEqual(rotation.rotation, -.pi / 4, accuracy: 1e-9)
        XCTAssertLessThan(rotation.velocity, 0)
    }

    func test_rotation_belowFiveDegrees_doesNotBegin() async {
        let (_, log) = makeRotation()
        fingers.rotate(center: center, radius: 60, to: 4.9 * .pi / 180, steps: 1, lift: false)
        XCTAssertEqual(log.states, [])
        let angle = 4.9 * CGFloat.pi / 180
        fingers.up([
            CGPoint(x: center.x - 60 * cos(angle), y: center.y - 60 * sin(angle)),
            CGPoint(x: center.x + 60 * cos(angle), y: center.y + 60 * sin(angle)),
        ])
        XCTAssertEqual(log.states, [], "lifting two fingers that never turned enough fails the gesture")
    }

    func test_rotation_pastFiveDegrees_begins() async {
        let (_, log) = makeRotation()
        fingers.rotate(center: center, radius: 60, to: 5.1 * .pi / 180, steps: 1, lift: false)
        XCTAssertEqual(log.states, [.began])
    }

    func test_rotation_acrossTheHalfTurn_staysContinuous() async {
        let (rotation, _) = makeRotation()
        let start = 170 * CGFloat.pi / 180
        fingers.rotate(center: center, radius: 60, from: start, to: start + 20 * .pi / 180, steps: 4, lift: false)
        XCTAssertEqual(rotation.rotation, 20 * .pi / 180, accuracy: 1e-9)
    }

    func test_rotation_settingRotation_makesLaterChangesRelative() async {
        let (rotation, _) = makeRotation()
        fingers.rotate(center: center, radius: 60, to: .pi / 4, steps: 2, lift: false)
        rotation.rotation = 0
        let angle = CGFloat.pi / 2
        fingers.move([
            CGPoint(x: center.x - 60 * cos(angle), y: center.y - 60 * sin(angle)),
            CGPoint(x: center.x + 60 * cos(angle), y: center.y + 60 * sin(angle)),
        ])
        XCTAssertEqual(rotation.rotation, .pi / 4, accuracy: 1e-9)
    }
}
