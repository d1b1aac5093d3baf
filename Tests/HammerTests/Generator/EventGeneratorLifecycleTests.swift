import Hammer
import HeadlessUITestSupport
import XCTest

/// Creation, readiness checks, the active generator, finish and deinit.
@MainActor
final class EventGeneratorLifecycleTests: HammerTestCase {
    func test_initWindow_requiresAKeyVisibleWindow() async throws {
        let other = UIWindow(frame: app.screen.bounds)
        let quick = settings { $0.windowReadyTimeout = 0.5 }
        do {
            _ = try await EventGenerator.withSettings(quick) { try await EventGenerator(window: other) }
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .windowNotReady(check: .windowNotKeyAndVisible, timeout: 0.5))
        }
    }

    func test_initWindow_namesIgnoringInteractionEvents() async throws {
        let quick = settings { $0.windowReadyTimeout = 0.5 }
        app.beginIgnoringInteractionEvents()
        defer { app.endIgnoringInteractionEvents() }
        do {
            _ = try await EventGenerator.withSettings(quick) { try await EventGenerator(window: window) }
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .windowNotReady(check: .ignoringInteractionEvents, timeout: 0.5))
        }
    }

    func test_initWindow_namesAnInactiveScene() async throws {
        let quick = settings { $0.windowReadyTimeout = 0.5 }
        app.applicationState = .background
        defer { app.applicationState = .active }
        do {
            _ = try await EventGenerator.withSettings(quick) { try await EventGenerator(window: window) }
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .windowNotReady(check: .sceneNotForegroundActive, timeout: 0.5))
        }
    }

    func test_initWindow_waitsForATransitionToFinish() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        await app.runLoop.runFrames(1)
        navigation.pushViewController(UIViewController(), animated: true)
        XCTAssertTrue(navigation.isTransitioning)
        let generator = try await makeGenerator()
        XCTAssertFalse(navigation.isTransitioning, "created once the push finished")
        XCTAssertFalse(generator.isFinished)
    }

    func test_initWindow_namesATransitionThatOutlastsTheTimeout() async throws {
        let quick = settings { $0.windowReadyTimeout = 0.1 }
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        await app.runLoop.runFrames(1)
        navigation.pushViewController(UIViewController(), animated: true)
        do {
            _ = try await EventGenerator.withSettings(quick) { try await EventGenerator(window: window) }
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .windowNotReady(check: .rootViewControllerInTransition, timeout: 0.1))
        }
    }

    func test_initView_hostsAViewWithoutAWindowInATemporaryKeyWindow() async throws {
        let view = TouchLogView()
        let generator = try await EventGenerator(view: view)
        XCTAssertTrue(view.window === generator.window)
        XCTAssertTrue(generator.window.isKeyWindow)
        XCTAssertEqual(view.bounds.size, app.screen.bounds.size, "a view with no size fills the window")
        try await generator.fingerTap()
        XCTAssertEqual(view.phases, ["began 1", "ended 1"])
        try await generator.finish()
        XCTAssertTrue(generator.window.isHidden)
        XCTAssertTrue(window.isKeyWindow, "the previous key window is key again")
    }

    func test_initViewController_usesATemporaryWindowWithTheControllerAsRoot() async throws {
        let controller = UIViewController()
        let generator = try await EventGenerator(viewController: controller)
        XCTAssertTrue(generator.window.rootViewController === controller)
        XCTAssertFalse(generator.window === window)
        try await generator.finish()
        XCTAssertNil(controller.view.window)
    }

    func test_initView_inAWindowUsesThatWindowAndDefaultsToTheViewCentre() async throws {
        let view = add(TouchLogView(), frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        let generator = try await EventGenerator(view: view)
        generators.append(generator)
        XCTAssertTrue(generator.window === window)
        try await generator.fingerTap()
        XCTAssertEqual(view.locations.first, CGPoint(x: 150, y: 125))
    }

    func test_olderGenerator_cannotSendWhileANewerOneIsActive() async throws {
        let older = try await makeGenerator()
        let newer = try await makeGenerator()
        do {
            try await older.fingerTap()
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notActiveGenerator)
        }
        try await newer.finish()
        try await older.fingerTap()
    }

    func test_finishedGenerator_throwsGeneratorFinished() async throws {
        let generator = try await makeGenerator()
        try await generator.finish()
        do {
            try await generator.fingerTap()
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .generatorFinished)
        }
    }

    func test_finish_liftsFingersKeysAndStylusStillDown() async throws {
        let view = add(TouchLogView(), frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let generator = try await makeGenerator()
        try await generator.fingerDown([nil, nil], at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        try await generator.keyDown(.leftShift)
        try await generator.finish()
        XCTAssertEqual(view.phases.last, "ended 1,2")
        XCTAssertTrue(app.eventSystem.touchesDown.isEmpty)
        XCTAssertEqual(app.hardwareKeyboardModifierFlags, [])
    }

    func test_deinit_withoutFinishLiftsFingersAndRemovesItsWindow() async throws {
        let view = TouchLogView()
        weak var hostWindow: UIWindow?
        do {
            let generator = try await EventGenerator(view: view)
            hostWindow = generator.window
            try await generator.fingerDown()
        }
        XCTAssertEqual(view.phases, ["began 1", "ended 1"])
        XCTAssertTrue(hostWindow?.isHidden ?? true)
        XCTAssertTrue(window.isKeyWindow)
    }

    func test_settings_areCopiedPerGenerator() async throws {
        let generator = try await EventGenerator.withSettings(settings { $0.waitTimeout = 42 }) { try await makeGenerator() }
        XCTAssertEqual(generator.settings.waitTimeout, 42)
        generator.settings.tapDuration = 0.2
        try await generator.finish()
        let next = try await makeGenerator()
        XCTAssertEqual(next.settings.tapDuration, EventGenerator.Settings().tapDuration)
        XCTAssertEqual(next.settings.waitTimeout, EventGenerator.Settings().waitTimeout)
    }

    func test_syncForms_workFromSynchronousCode() async throws {
        let view = add(TouchLogView(), frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let field = add(UITextField(frame: .zero), frame: CGRect(x: 20, y: 720, width: 300, height: 40))
        try driveSynchronously(view: view, field: field)
        XCTAssertEqual(view.phases.first, "began 1")
        XCTAssertEqual(field.text, "Hi!")
    }

    private func driveSynchronously(view: TouchLogView, field: UITextField) throws {
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: view)
        try generator.fingerDrag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        try generator.wait(0.5)
        XCTAssertTrue(field.becomeFirstResponder())
        try generator.keyType("Hi!")
        try generator.waitUntilVisible(view)
        try generator.waitUntil { field.text == "Hi!" }
        try generator.finish()
    }
}
