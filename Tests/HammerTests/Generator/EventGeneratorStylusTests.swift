import Hammer
import HeadlessUITestSupport
import XCTest

/// Stylus input on the iPad profile: values arrive in `UITouch`.
@MainActor
final class EventGeneratorStylusTests: HammerTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    private func logView() -> TouchLogView {
        add(TouchLogView(), frame: CGRect(x: 0, y: 100, width: 834, height: 800))
    }

    func test_stylusDown_deliversAPencilTouchWithItsAngles() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.stylusDown(at: CGPoint(x: 300, y: 400), azimuth: 0.7, altitude: 0.9, pressure: 0.25)
        let touch = try XCTUnwrap(view.lastTouches.first)
        XCTAssertEqual(touch.type, .pencil)
        XCTAssertEqual(touch.altitudeAngle, 0.9, accuracy: 1e-9)
        XCTAssertEqual(touch.azimuthAngle(in: view), 0.7, accuracy: 1e-9)
        XCTAssertEqual(touch.force / touch.maximumPossibleForce, 0.5 / 4.17, accuracy: 1e-3)
        XCTAssertEqual(touch.location(in: nil), CGPoint(x: 300, y: 400))
    }

    func test_stylusMove_isTrackedSoLiftingEndsWhereTheStylusIs() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.stylusDown(at: CGPoint(x: 100, y: 200))
        try await generator.stylusMove(to: CGPoint(x: 400, y: 500), duration: 0.2)
        try await generator.stylusUp()
        XCTAssertEqual(view.phases.last, "ended 100")
        XCTAssertEqual(view.locations.last, CGPoint(x: 400, y: 500))
    }

    func test_stylusTap_isRecognizedByATapRecognizer() async throws {
        let view = logView()
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let generator = try await makeGenerator()
        try await generator.stylusTap(at: view)
        XCTAssertEqual(taps, 1)
    }

    func test_stylusDoubleTap_reportsTapCountTwo() async throws {
        let view = logView()
        let generator = try await makeGenerator()
        try await generator.stylusDoubleTap(at: view)
        XCTAssertEqual(view.lastTouches.first?.tapCount, 2)
    }

    func test_stylusLongPress_isRecognizedByALongPressRecognizer() async throws {
        let view = logView()
        var began = false
        view.addGestureRecognizer(UILongPressGestureRecognizer { if $0.state == .began { began = true } })
        let generator = try await makeGenerator()
        try await generator.stylusLongPress(at: view, duration: 0.8)
        XCTAssertTrue(began)
    }

    func test_stylusUp_whenNotDownThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.stylusUp()
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .stylusState = error else { return XCTFail("got \(error)") }
        }
    }

    func test_stylusDown_withAnAltitudeOutOfRangeThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.stylusDown(altitude: 2)
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .invalidValue(name: "altitude", _, _) = error else { return XCTFail("got \(error)") }
        }
    }

    func test_tenFingers_areAllowedOnTheIPad() async throws {
        let view = logView()
        view.isMultipleTouchEnabled = true
        let generator = try await makeGenerator()
        let points = (0..<10).map { CGPoint(x: 40 + CGFloat($0) * 70, y: 400) }
        try await generator.fingerDown(Array(repeating: nil, count: 10), at: points)
        XCTAssertEqual(app.eventSystem.touchesDown.count, 10)
    }
}

/// Stylus calls on a phone throw a clear error.
@MainActor
final class EventGeneratorStylusOnPhoneTests: HammerTestCase {
    func test_stylusTap_onAnIPhoneThrowsStylusUnavailable() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.stylusTap()
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .stylusUnavailable(device: "iPhone"))
            XCTAssertTrue(error.description.contains("iPad profile"))
        }
    }
}
