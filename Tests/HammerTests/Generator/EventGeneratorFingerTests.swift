import Hammer
import HeadlessUITestSupport
import XCTest

/// Finger primitives: independence, interpolation, limits and invalid input.
@MainActor
final class EventGeneratorFingerTests: HammerTestCase {
    private func logView() -> TouchLogView {
        let view = add(TouchLogView(), frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        return view
    }

    func test_fingerDown_automaticChoosesTheFirstFreeFinger() async throws {
        _ = logView()
        let generator = try await makeGenerator()
        let first = try await generator.fingerDown(at: CGPoint(x: 100, y: 300))
        let second = try await generator.fingerDown(at: CGPoint(x: 200, y: 300))
        XCTAssertEqual([first, second], [.rightIndex, .rightMiddle])
    }

    func test_fingerUp_liftingOneFingerLeavesTheOtherDown() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown([.rightIndex, .leftIndex], at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        try await generator.fingerUp(.rightIndex)
        XCTAssertEqual(view.phases.last, "ended 1")
        XCTAssertEqual(app.eventSystem.touchesDown.map(\.identity), [FingerIndex.leftIndex.rawValue + 1])
    }

    func test_fingerMove_otherFingersAreReportedStationary() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown([.rightIndex, .rightMiddle], at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        try await generator.fingerMove(.rightMiddle, to: CGPoint(x: 220, y: 320))
        XCTAssertEqual(view.phases.last, "moved 2")
        XCTAssertEqual(view.allTouchesOfLastEvent.map(\.phase), [.stationary, .moved])
    }

    func test_fingerMove_overADurationSendsOneReportPerFrameAndLandsOnTheTarget() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown(at: CGPoint(x: 100, y: 300))
        let start = app.clock.seconds
        try await generator.fingerMove(to: CGPoint(x: 300, y: 500), duration: 0.5)
        XCTAssertEqual(app.clock.seconds - start, 0.5, accuracy: 0.001)
        XCTAssertEqual(view.phases.filter { $0.hasPrefix("moved") }.count, 30)
        XCTAssertEqual(view.locations.last, CGPoint(x: 300, y: 500))
    }

    func test_fingerMove_followsAnEaseInOutCurve() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown(at: CGPoint(x: 0, y: 300))
        try await generator.fingerMove(to: CGPoint(x: 300, y: 300), duration: 0.5)
        let xs = view.locations.dropFirst().map(\.x)
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        XCTAssertLessThan(steps.first ?? 0, steps[steps.count / 2], "slow start")
        XCTAssertLessThan(steps.last ?? 0, steps[steps.count / 2], "slow end")
    }

    func test_fingerMove_severalFingersMoveInTheSameReports() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown([nil, nil], at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        try await generator.fingerMove([.rightIndex, .rightMiddle], to: [CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400)], duration: 0.1)
        XCTAssertEqual(view.phases.filter { $0.hasPrefix("moved") }, Array(repeating: "moved 1,2", count: 6))
    }

    func test_fingerDown_aSixthFingerOnAnIPhoneCancelsEveryTouch() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        let points = (0..<5).map { CGPoint(x: 50 + CGFloat($0) * 60, y: 300) }
        let five = try await generator.fingerDown(Array(repeating: nil, count: 5), at: points)
        XCTAssertEqual(view.phases, ["began 1,2,3,4,5"])
        let sixth = try await generator.fingerDown(at: CGPoint(x: 100, y: 500))
        XCTAssertEqual(view.phases, ["began 1,2,3,4,5", "cancelled 1,2,3,4,5"], "UIKit cancels every touch; the sixth is not delivered")
        try await generator.fingerUp((five + [sixth]).map { Optional($0) })
        XCTAssertEqual(view.phases.count, 2, "the cancelled fingers lift without further callbacks")
        try await generator.fingerTap(at: CGPoint(x: 100, y: 300))
        XCTAssertEqual(view.phases.suffix(2), ["began 1", "ended 1"])
    }

    func test_fingerDown_anEleventhFingerThrowsTooManyFingers() async throws {
        _ = logView()
        let generator = try await makeGenerator()
        let points = (0..<10).map { CGPoint(x: 20 + CGFloat($0) * 35, y: 300) }
        try await generator.fingerDown(Array(repeating: nil, count: 10), at: points)
        do {
            try await generator.fingerDown(at: CGPoint(x: 100, y: 500))
            XCTFail("a hand has ten fingers")
        } catch let error as HammerError {
            XCTAssertEqual(error, .tooManyFingers(limit: 10))
        }
    }

    func test_fingerUp_ofAFingerThatIsNotDownThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.fingerUp(.leftThumb)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .fingerNotDown(finger: "leftThumb"))
        }
    }

    func test_fingerDown_ofAFingerAlreadyDownThrows() async throws {
        let generator = try await makeGenerator()
        try await generator.fingerDown(.rightRing)
        do {
            try await generator.fingerDown(.rightRing)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .fingerAlreadyDown(finger: "rightRing"))
        }
    }

    func test_fingerTap_atANaNPointThrowsInvalidPoint() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: CGPoint(x: CGFloat.nan, y: 10))
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .invalidPoint = error else { return XCTFail("got \(error)") }
        }
    }

    func test_fingerTap_outsideEveryWindowThrowsAndSendsNothing() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: CGPoint(x: 500, y: 10))
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .touchNotDeliverable(point: CGPoint(x: 500, y: 10)))
        }
        XCTAssertEqual(view.phases, [])
    }

    func test_fingerDrag_leavingTheScreenThrowsBeforeSendingAnything() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        do {
            try await generator.fingerDrag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 2000))
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .touchNotDeliverable = error else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(view.phases, [])
    }

    func test_fingerTap_onAHiddenViewThrowsNotVisible() async throws {
        let view = logView()
        view.isHidden = true
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: view)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notVisible(target: "TouchLogView", reason: "it is hidden (isHidden on TouchLogView)"))
        }
    }

    func test_fingerTap_onAViewOutsideTheHierarchyThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: UIView())
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .viewNotInHierarchy(view: "UIView"))
        }
    }

    func test_showTouches_drawsACirclePerActiveTouchAndIsNotHitTestable() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.fingerDown([nil, nil], at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        let overlay = app.windows.last
        XCTAssertEqual(overlay?.subviews.filter { !$0.isHidden }.count, 2)
        XCTAssertEqual(overlay?.isUserInteractionEnabled, false)
        XCTAssertEqual(overlay?.accessibilityElementsHidden, true)
        try await generator.fingerUp([nil, nil])
        try await generator.fingerTap(at: CGPoint(x: 100, y: 300))
        XCTAssertEqual(view.phases.suffix(2), ["began 1", "ended 1"], "touches pass through the overlay")
    }

    func test_showTouches_offAddsNoWindow() async throws {
        _ = logView()
        let windowCount = app.windows.count
        let generator = try await EventGenerator.withSettings(settings { $0.showTouches = false }) { try await makeGenerator() }
        try await generator.fingerDown(at: CGPoint(x: 100, y: 300))
        XCTAssertEqual(app.windows.count, windowCount)
    }
}
