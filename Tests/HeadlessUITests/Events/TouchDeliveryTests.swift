import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TouchDeliveryTests: HeadlessTestCase {
    func test_touch_isDeliveredToHitViewInPhaseOrder() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 60, y: 160), steps: 2)
        XCTAssertEqual(view.log, ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    func test_touch_staysWithItsViewWhenItMovesOutside() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let other = place(RecordingView(), frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        fingers.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150), steps: 1)
        XCTAssertEqual(view.log, ["began 1", "moved 1", "ended 1"])
        XCTAssertTrue(other.log.isEmpty)
    }

    func test_unhandledTouches_walkTheResponderChain() async {
        let parent = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        fingers.tap(CGPoint(x: 10, y: 110))
        XCTAssertEqual(parent.log, ["began 1", "ended 1"])
    }

    func test_secondFingerMoving_reportsFirstAsStationary() async {
        final class PhaseView: UIView {
            var phases: [[String]] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                phases.append((event?.allTouches ?? []).sorted { $0.identity < $1.identity }.map { "\($0.identity):\($0.phase)" })
            }
        }
        let view = place(PhaseView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        fingers.down(CGPoint(x: 50, y: 150), id: 1)
        fingers.down(CGPoint(x: 150, y: 150), id: 2)
        fingers.move(CGPoint(x: 160, y: 160), id: 2)
        XCTAssertEqual(view.phases, [["1:stationary", "2:moved"]])
    }

    func test_touch_keepsIdentityLocationsAndTimestamps() async {
        final class Capture: UIView {
            var touches: [UITouch] = []
            var previous: [CGPoint] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                self.touches.append(touches.first!)
                previous.append(touches.first!.previousLocation(in: self))
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append(touches.first!) }
        }
        let view = place(Capture(), frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        fingers.down(CGPoint(x: 110, y: 120))
        await app.runLoop.runFrames(6)
        fingers.move(CGPoint(x: 130, y: 150))
        XCTAssertTrue(view.touches[0] === view.touches[1], "one UITouch per finger for its whole life")
        XCTAssertEqual(view.touches[1].location(in: view), CGPoint(x: 30, y: 50))
        XCTAssertEqual(view.previous, [CGPoint(x: 10, y: 20)])
        XCTAssertEqual(view.touches[1].timestamp, app.clock.seconds)
        XCTAssertGreaterThan(view.touches[1].timestamp, 0.09)
    }

    func test_tapCount_countsQuickNearbyTapsAndResetsAfterInterval() async {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
        }
        let view = place(Counter(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        fingers.tap(CGPoint(x: 100, y: 200))
        wait(0.1)
        fingers.tap(CGPoint(x: 110, y: 205))
        wait(0.1)
        fingers.tap(CGPoint(x: 100, y: 200))
        wait(0.5)
        fingers.tap(CGPoint(x: 100, y: 200))
        wait(0.1)
        fingers.tap(CGPoint(x: 200, y: 300))
        XCTAssertEqual(view.counts, [1, 2, 3, 1, 1])
    }

    func test_edgeFlags_reachTheTouch() async {
        final class Capture: UIView {
            var edges: UIRectEdge = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { edges = touches.first!.edges }
        }
        let view = place(Capture(), frame: app.screen.bounds)
        fingers.down(CGPoint(x: 0, y: 400), edges: .left)
        XCTAssertEqual(view.edges, .left)
    }

    func test_touchOutsideEveryWindow_isDiscarded() async {
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = true
        small.makeKeyAndVisible()
        let view = RecordingView(frame: small.bounds)
        small.addSubview(view)
        fingers.tap(CGPoint(x: 200, y: 200))
        fingers.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_higherWindowLevel_receivesTouchFirst() async {
        let back = place(RecordingView(), frame: app.screen.bounds)
        let overlay = UIWindow(frame: app.screen.bounds)
        overlay.windowLevel = .alert
        let front = RecordingView(frame: overlay.bounds)
        overlay.addSubview(front)
        overlay.makeKeyAndVisible()
        fingers.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(front.log, ["began 1", "ended 1"])
        XCTAssertTrue(back.log.isEmpty)
    }

    func test_ignoringInteractionEvents_dropsTouches() async {
        let view = place(RecordingView(), frame: app.screen.bounds)
        app.beginIgnoringInteractionEvents()
        fingers.down(CGPoint(x: 100, y: 100))
        app.endIgnoringInteractionEvents()
        fingers.up(CGPoint(x: 100, y: 100))
        XCTAssertTrue(view.log.isEmpty, "a touch that began while ignoring is dropped for its whole life")
        fingers.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_markerEvent_isAnsweredAfterEarlierEvents() async throws {
        let view = place(RecordingView(), frame: app.screen.bounds)
        var logAtMarker: [String]?
        try app.eventSystem.send(
            .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .down, location: CGPoint(x: 5, y: 5))]))
        )
        try app.eventSystem.send(
            .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .up, location: CGPoint(x: 5, y: 5))]))
        )
        app.eventSystem.sendMarker { logAtMarker = view.log }
        XCTAssertNil(logAtMarker)
        app.runLoop.runOnce()
        XCTAssertEqual(logAtMarker, ["began 1", "ended 1"])
    }

    func test_invalidEvents_areRejectedWithClearErrors() async {
        let system = app.eventSystem
        func send(_ contacts: [DigitizerContact]) -> HIDEventError? {
            do { try system.send(.digitizer(DigitizerEvent(contacts: contacts))); return nil } catch { return error }
        }
        let nanError = send([DigitizerContact(identity: 1, phase: .down, location: CGPoint(x: CGFloat.nan, y: 1))])
        guard case .invalidLocation(identity: 1, _, y: 1) = nanError else {
            return XCTFail("expected invalidLocation, got \(String(describing: nanError))")
        }
        XCTAssertTrue(nanError!.description.hasPrefix("Digitizer contact 1 has an invalid location (nan, 1.0)"), nanError!.description)
        XCTAssertEqual(send([DigitizerContact(identity: 3, phase: .up, location: .zero)]), .unknownContact(identity: 3, phase: "lift"))
        XCTAssertEqual(
            send([DigitizerContact(identity: 1, kind: .stylus, phase: .down, location: .zero)]), .stylusNotSupported(device: "iPhone")
        )
        for id in 1...5 { XCTAssertNil(send([DigitizerContact(identity: id, phase: .down, location: .zero)])) }
        // A sixth finger is not an error: the device cancels every touch (see below).
        XCTAssertNil(send([DigitizerContact(identity: 6, phase: .down, location: .zero)]))
        XCTAssertEqual(send([]), .emptyReport)
    }

    func test_sixthFingerOnAnIPhone_cancelsEveryTouchAndIsNotDelivered() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        view.isMultipleTouchEnabled = true
        let points = (0..<6).map { CGPoint(x: 30 + CGFloat($0) * 60, y: 200) }
        fingers.down(Array(points.prefix(5)))
        XCTAssertEqual(view.log, ["began 5"])
        fingers.down(points[5], id: 6)
        XCTAssertEqual(view.log, ["began 5", "cancelled 5"])
        fingers.move(Array(points.prefix(5)).map { CGPoint(x: $0.x, y: $0.y + 10) })
        fingers.up(points)
        XCTAssertEqual(view.log, ["began 5", "cancelled 5"], "the cancelled fingers and the sixth are not delivered again")
        fingers.tap(points[0])
        XCTAssertEqual(view.log, ["began 5", "cancelled 5", "began 1", "ended 1"], "a new touch after lifting is delivered")
    }
}

@MainActor
final class MultiTouchDeliveryTests: HeadlessTestCase {
    func test_multipleTouchDisabled_viewHearsOnlyTheFirstTouch() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        fingers.down(CGPoint(x: 50, y: 150), id: 1)
        fingers.down(CGPoint(x: 150, y: 150), id: 2)
        fingers.up(CGPoint(x: 150, y: 150), id: 2)
        fingers.up(CGPoint(x: 50, y: 150), id: 1)
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    func test_multipleTouchEnabled_viewHearsEveryTouch() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        fingers.down(CGPoint(x: 50, y: 150), id: 1)
        fingers.down(CGPoint(x: 150, y: 150), id: 2)
        XCTAssertEqual(view.log, ["began 1", "began 1"])
    }

    func test_exclusiveTouchView_blocksTouchesOnOtherViews() async {
        let exclusive = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = place(RecordingView(), frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        fingers.down(CGPoint(x: 50, y: 150), id: 1)
        fingers.tap(CGPoint(x: 250, y: 150), id: 2)
        fingers.up(CGPoint(x: 50, y: 150), id: 1)
        XCTAssertEqual(exclusive.log, ["began 1", "ended 1"])
        XCTAssertEqual(other.log, [])
        fingers.tap(CGPoint(x: 250, y: 150), id: 2)
        XCTAssertEqual(other.log, ["began 1", "ended 1"], "once the exclusive touch lifts, other views get touches again")
    }

    func test_hidingTheWindow_cancelsItsTouches() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        fingers.down(CGPoint(x: 50, y: 150))
        window.isHidden = true
        fingers.up(CGPoint(x: 50, y: 150))
        XCTAssertEqual(view.log, ["began 1", "cancelled 1"])
    }

    func test_removingTheViewFromItsWindow_cancelsItsTouch() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        fingers.down(CGPoint(x: 50, y: 150))
        view.removeFromSuperview()
        fingers.move(CGPoint(x: 60, y: 150))
        fingers.up(CGPoint(x: 60, y: 150))
        XCTAssertEqual(view.log, ["began 1", "cancelled 1"])
    }

    func test_stylusTouch_hasPencilTypeOnIPad() async {
        final class Capture: UIView {
            var types: [UITouch.TouchType] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { types.append(touches.first!.type) }
        }
        let pad = UIApplication.launch(LaunchConfiguration(device: .iPad))
        let padWindow = UIWindow(frame: pad.screen.bounds)
        padWindow.makeKeyAndVisible()
        let view = Capture(frame: padWindow.bounds)
        padWindow.addSubview(view)
        let driver = FingerDriver(app: pad)
        driver.down(CGPoint(x: 10, y: 10), id: 9, kind: .stylus)
        driver.up(CGPoint(x: 10, y: 10), id: 9, kind: .stylus)
        XCTAssertEqual(view.types, [.pencil])
    }
}

@MainActor
final class TouchLifetimeTests: HeadlessTestCase {
    func test_viewRemovingItselfOnTouchUp_doesNotSwallowTheNextTap() async {
        final class SelfRemoving: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { removeFromSuperview() }
        }
        place(SelfRemoving(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let next = RecordingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        fingers.tap(CGPoint(x: 50, y: 150))
        place(next, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        fingers.tap(CGPoint(x: 50, y: 150))
        XCTAssertEqual(next.log, ["began 1", "ended 1"], "the ended touch must not be cancelled after the fact")
    }
}
