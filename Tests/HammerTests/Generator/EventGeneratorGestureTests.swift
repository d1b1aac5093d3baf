import Hammer
import HeadlessUITestSupport
import XCTest

/// Every gesture is recognized by the matching UIKit-style recognizer with the right parameters.
@MainActor
final class EventGeneratorGestureTests: HammerTestCase {
    private func target() -> UIView {
        add(UIView(), frame: CGRect(x: 50, y: 200, width: 300, height: 300))
    }

    func test_fingerTap_isRecognizedAsOneTapAtTheViewCentre() async throws {
        let view = target()
        var locations: [CGPoint] = []
        let tap = UITapGestureRecognizer { recognizer in locations.append(recognizer.location(in: nil)) }
        view.addGestureRecognizer(tap)
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: view)
        XCTAssertEqual(locations, [CGPoint(x: 200, y: 350)])
    }

    func test_fingerDoubleTap_isRecognizedByADoubleTapRecognizer() async throws {
        let view = target()
        var doubleTaps = 0
        let doubleTap = UITapGestureRecognizer { _ in doubleTaps += 1 }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let generator = try await makeGenerator()
        try await generator.fingerDoubleTap(at: view)
        XCTAssertEqual(doubleTaps, 1)
    }

    func test_fingerDoubleTap_reportsTapCountTwo() async throws {
        let view = add(TouchLogView(), frame: CGRect(x: 50, y: 200, width: 300, height: 300))
        let generator = try await makeGenerator()
        try await generator.fingerDoubleTap(at: view)
        XCTAssertEqual(view.lastTouches.first?.tapCount, 2)
    }

    func test_fingerLongPress_beginsAfterHalfASecondAndEndsAtLift() async throws {
        let view = target()
        var states: [UIGestureRecognizer.State] = []
        var beganAt: TimeInterval = 0
        let start = app.clock.seconds
        let press = UILongPressGestureRecognizer { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { beganAt = self.app.clock.seconds }
        }
        view.addGestureRecognizer(press)
        let generator = try await makeGenerator()
        let created = app.clock.seconds
        try await generator.fingerLongPress(at: view, duration: 1)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(beganAt - created, 0.5, accuracy: 0.02, "began \(beganAt) start \(start)")
    }

    func test_fingerLongPress_shorterThanTheMinimumIsNotRecognized() async throws {
        let view = target()
        var recognized = false
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in recognized = true })
        let generator = try await makeGenerator()
        try await generator.fingerLongPress(at: view, duration: 0.3)
        XCTAssertFalse(recognized)
    }

    func test_twoFingerTap_isRecognizedByATwoTouchTapRecognizer() async throws {
        let view = target()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        let generator = try await makeGenerator()
        try await generator.twoFingerTap(at: view)
        XCTAssertEqual(taps, 1)
    }

    func test_fingerDrag_panEndsAtTheTargetWithTheDragTranslation() async throws {
        let view = target()
        var translation = CGPoint.zero
        var endLocation: CGPoint?
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            translation = pan.translation(in: view)
            if pan.state == .ended { endLocation = pan.location(in: nil) }
        }
        view.addGestureRecognizer(pan)
        let generator = try await makeGenerator()
        try await generator.fingerDrag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 380), duration: 0.5)
        XCTAssertEqual(endLocation, CGPoint(x: 250, y: 380))
        // UIKit removes the pan's 10 pt hysteresis from the translation: 170 pt of drag reads 160.
        XCTAssertEqual((translation.x * translation.x + translation.y * translation.y).squareRoot(), 160, accuracy: 0.001)
        XCTAssertEqual(translation.y / translation.x, 80.0 / 150.0, accuracy: 0.001)
    }

    func test_fingerPinch_scaleIsTheRatioOfTheDistances() async throws {
        let view = target()
        var scale: CGFloat = 0
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scale = (recognizer as? UIPinchGestureRecognizer)?.scale ?? 0
        }
        view.addGestureRecognizer(pinch)
        let generator = try await makeGenerator()
        try await generator.fingerPinch(at: view, fromDistance: 50, toDistance: 150, duration: 0.5)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(scale, 3, accuracy: 0.001)
    }

    func test_fingerPinch_inwardsGivesAScaleBelowOne() async throws {
        let view = target()
        var scale: CGFloat = 0
        view.addGestureRecognizer(UIPinchGestureRecognizer { scale = ($0 as? UIPinchGestureRecognizer)?.scale ?? 0 })
        let generator = try await makeGenerator()
        try await generator.fingerPinch(at: view, fromDistance: 200, toDistance: 100)
        XCTAssertEqual(scale, 0.5, accuracy: 0.001)
    }

    func test_fingerRotate_rotationEqualsTheAngle() async throws {
        for angle: CGFloat in [.pi / 4, -.pi / 2, 1.5 * .pi, 3 * .pi] {
            let view = target()
            var rotation: CGFloat = 0
            view.addGestureRecognizer(UIRotationGestureRecognizer { rotation = ($0 as? UIRotationGestureRecognizer)?.rotation ?? 0 })
            let generator = try await makeGenerator()
            try await generator.fingerRotate(at: view, angle: angle, duration: 0.3)
            XCTAssertEqual(rotation, angle, accuracy: 0.001, "angle \(angle)")
            try await generator.finish()
            view.removeFromSuperview()
        }
    }

    func test_fingerSwipe_isRecognizedInEachDirection() async throws {
        let cases: [(SwipeDirection, UISwipeGestureRecognizer.Direction)] = [(.up, .up), (.down, .down), (.left, .left), (.right, .right)]
        for (direction, expected) in cases {
            let view = target()
            var recognized: [UISwipeGestureRecognizer.Direction] = []
            for candidate in [UISwipeGestureRecognizer.Direction.up, .down, .left, .right] {
                let swipe = UISwipeGestureRecognizer { _ in recognized.append(candidate) }
                swipe.direction = candidate
                view.addGestureRecognizer(swipe)
            }
            let generator = try await makeGenerator()
            try await generator.fingerSwipe(at: view, direction: direction)
            XCTAssertEqual(recognized, [expected], "swipe \(direction)")
            try await generator.finish()
            view.removeFromSuperview()
        }
    }

    func test_fingerEdgeSwipe_isRecognizedByAScreenEdgePan() async throws {
        var states: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edgePan.edges = .left
        window.rootViewController?.view.addGestureRecognizer(edgePan)
        let generator = try await makeGenerator()
        try await generator.fingerEdgeSwipe(direction: .right)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
    }

    func test_fingerEdgeSwipe_popsANavigationStack() async throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        await app.runLoop.runFrames(2)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        let generator = try await makeGenerator()
        try await generator.fingerEdgeSwipe(direction: .right)
        try await generator.wait(1)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === root)
    }
}
