import Hammer
import HeadlessUITestSupport
import XCTest

/// Waiting on app time: appearance after 2 s, clean timeouts, stalls excluded, visibility and
/// hittability reasons.
@MainActor
final class EventGeneratorWaitingTests: HammerTestCase {
    private func viewAppearing(after delay: TimeInterval) -> UIView {
        let view = UIView()
        view.frame = CGRect(x: 50, y: 200, width: 100, height: 100)
        app.scheduler.schedule(after: delay, label: "show view") { [weak self] in
            self?.window.rootViewController?.view.addSubview(view)
        }
        return view
    }

    func test_waitUntilVisible_succeedsWhenTheViewAppearsAfterTwoSeconds() async throws {
        let view = viewAppearing(after: 2)
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        try await generator.waitUntilVisible(view)
        XCTAssertEqual(app.clock.seconds - start, 2, accuracy: 1.0 / 60 + 1e-6, "found on the frame it appeared")
    }

    func test_waitUntilVisible_failsCleanlyAfterTheTimeout() async throws {
        let view = viewAppearing(after: 2)
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        do {
            try await generator.waitUntilVisible(view, timeout: 1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notVisible(target: "UIView", reason: "it is not in a window (after waiting 1.00 s)"))
        }
        XCTAssertEqual(app.clock.seconds - start, 1, accuracy: 1e-6)
    }

    func test_waitUntil_excludesStalledTimeFromTheTimeout() async throws {
        var ready = false
        app.scheduler.schedule(after: 0.5, label: "stall") { [weak self] in self?.app.stallMainThread(for: 10) }
        app.scheduler.schedule(after: 12, label: "ready") { ready = true }
        let generator = try await makeGenerator()
        // 12 s of runtime include 10 s of stall: only ~2 s of app time pass before `ready`.
        try await generator.waitUntil(timeout: 3) { ready }
        XCTAssertTrue(ready)
    }

    func test_waitUntil_timesOutAfterTheTimeoutOfAppTime() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntil(timeout: 0.5) { false }
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .waitTimedOut(what: "the condition", timeout: 0.5))
        }
    }

    func test_waitUntil_checksTheConditionEveryFrame() async throws {
        let generator = try await makeGenerator()
        var frames: Set<Int> = []
        try await generator.waitUntil(timeout: 1) {
            frames.insert(self.app.runLoop.frameCount)
            return frames.count >= 30
        }
        XCTAssertEqual(frames.count, 30)
    }

    func test_waitUntil_rethrowsWhatTheConditionThrows() async throws {
        struct Boom: Error {}
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntil { throw Boom() }
            XCTFail("expected an error")
        } catch is Boom {}
    }

    func test_wait_negativeDurationThrows() async throws {
        let generator = try await makeGenerator()
        do {
            try await generator.wait(-1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            guard case .invalidValue(name: "wait", _, _) = error else { return XCTFail("got \(error)") }
        }
    }

    func test_wait_letsAppTimePass() async throws {
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        try await generator.wait(1.5)
        XCTAssertEqual(app.clock.seconds - start, 1.5, accuracy: 1e-6)
    }

    func test_waitUntilVisible_reportsAClippingAncestor() async throws {
        let container = add(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        container.clipsToBounds = true
        container.accessibilityIdentifier = "clip"
        let child = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        container.addSubview(child)
        let generator = try await makeGenerator()
        XCTAssertFalse(generator.isVisible(child))
        do {
            try await generator.waitUntilVisible(child, timeout: 0.1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notVisible(target: "UIView", reason: "it is clipped out by UIView #clip (after waiting 0.10 s)"))
        }
    }

    func test_waitUntilVisible_reportsAFullyCoveringView() async throws {
        let target = add(UIView(), frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        let cover = add(UIView(), frame: CGRect(x: 0, y: 150, width: 300, height: 300))
        cover.backgroundColor = .white
        cover.accessibilityIdentifier = "cover"
        let generator = try await makeGenerator()
        XCTAssertFalse(generator.isVisible(target))
        cover.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        XCTAssertTrue(generator.isVisible(target), "a translucent view does not hide it")
    }

    func test_waitUntilHittable_saysWhatIsOnTop() async throws {
        let target = add(UIView(), frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        let cover = add(UIView(), frame: CGRect(x: 60, y: 210, width: 80, height: 80))
        cover.accessibilityIdentifier = "banner"
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntilHittable(target, timeout: 0.1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notHittable(
                target: "UIView at (100, 250)", reason: "UIView #banner would receive the touch instead (after waiting 0.10 s)"
            ))
        }
    }

    func test_waitUntilHittable_succeedsOnceTheCoverIsRemoved() async throws {
        let target = add(UIView(), frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        let cover = add(UIView(), frame: CGRect(x: 60, y: 210, width: 80, height: 80))
        app.scheduler.schedule(after: 2, label: "remove cover") { cover.removeFromSuperview() }
        let generator = try await makeGenerator()
        try await generator.waitUntilHittable(target)
        XCTAssertTrue(generator.isHittable(target))
    }

    func test_waitUntilHittable_disabledControlIsHittableAsItsElementIs() async throws {
        // The snapshot's rule (and XCUITest's): a disabled control is hittable but not enabled; the
        // touch falls through to the view it sits on.
        let button = add(UIButton(), frame: CGRect(x: 50, y: 200, width: 100, height: 44))
        button.isEnabled = false
        let generator = try await makeGenerator()
        try await generator.waitUntilHittable(button, timeout: 0)
        XCTAssertTrue(generator.isHittable(button))
    }

    func test_waitUntilHittable_viewWithUserInteractionDisabledOnAnotherViewSaysWhatTakesTheTouch() async throws {
        let backdrop = add(UIView(), frame: CGRect(x: 0, y: 150, width: 300, height: 300))
        backdrop.accessibilityIdentifier = "backdrop"
        let badge = add(UIView(), frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        badge.isUserInteractionEnabled = false
        badge.accessibilityIdentifier = "badge"
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntilHittable(badge, timeout: 0)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notHittable(
                target: "UIView #badge at (100, 250)", reason: "UIView #backdrop would receive the touch instead (after waiting 0.00 s)"
            ))
        }
    }
}
