import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UINavigationControllerTests: HeadlessTestCase {
    private var log = LifecycleLog()

    private func makeNavigation() -> (UINavigationController, LoggingViewController) {
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        log.entries.removeAll()
        return (navigation, root)
    }

    func test_push_callsLifecycleInUIKitOrder() async {
        let (navigation, _) = makeNavigation()
        let pushed = LoggingViewController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        wait(0.5)
        XCTAssertEqual(log.entries, [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
        ])
    }

    func test_push_laysOutIncomingViewBetweenWillAppearAndDidDisappear() async {
        let (navigation, _) = makeNavigation()
        let pushed = LoggingViewController("B", log: log)
        pushed.logsLayout = true
        navigation.pushViewController(pushed, animated: true)
        wait(0.5)
        XCTAssertEqual(log.entries, [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
        ])
    }

    func test_pop_mirrorsPush() async {
        let (navigation, _) = makeNavigation()
        navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
        wait(0.1)
        log.entries.removeAll()
        navigation.popViewController(animated: true)
        wait(0.5)
        XCTAssertEqual(log.entries, [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ])
    }

    func test_push_finishesAfterTransitionDurationAndNotBefore() async {
        let (navigation, _) = makeNavigation()
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        wait(0.3)
        XCTAssertFalse(log.entries.contains("B.viewDidAppear"), "0.3 s is before the 0.35 s push ends")
        XCTAssertTrue(navigation.isTransitioning)
        wait(0.1)
        XCTAssertTrue(log.entries.contains("B.viewDidAppear"))
        XCTAssertFalse(navigation.isTransitioning)
    }

    func test_push_movesOutgoingViewByParallaxOffset() async {
        let (navigation, root) = makeNavigation()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let width = navigation.view.bounds.width
        XCTAssertEqual(root.view.frame.minX, -0.3 * width, accuracy: 0.001, "model value: outgoing ends at −0.3 × width")
        XCTAssertEqual(pushed.view.layer.presentation()?.frame.minX ?? -1, width, accuracy: 0.5, "incoming starts off the trailing edge")
        wait(0.4)
        XCTAssertEqual(pushed.view.frame.minX, 0)
        XCTAssertNil(root.view.superview, "the covered view leaves the hierarchy")
    }

    func test_pushingControllerAlreadyInStack_isRefused() async {
        let (navigation, root) = makeNavigation()
        navigation.pushViewController(root, animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("more than once") == true, "\(issues)")
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func test_popRoot_isRefusedAndReturnsNil() async {
        let (navigation, _) = makeNavigation()
        XCTAssertNil(navigation.popViewController(animated: true))
        expectRuntimeIssues(count: 1)
    }

    func test_pushDuringTransition_isRefused() async {
        let (navigation, _) = makeNavigation()
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        expectRuntimeIssues(count: 1)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }

    func test_popToRoot_returnsPoppedControllersAndShowsRoot() async {
        let (navigation, root) = makeNavigation()
        let second = UIViewController(), third = UIViewController()
        navigation.setViewControllers([root, second, third], animated: false)
        wait(0.1)
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.count, 2)
        XCTAssertTrue(popped?.first === second && popped?.last === third)
        wait(0.5)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertNil(third.parent)
        XCTAssertTrue(root.view.window === window)
    }

    func test_children_seeTheirNavigationController() async {
        let (navigation, root) = makeNavigation()
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(navigation.visibleViewController === root)
    }

    func test_backButton_popsWhenTapped() async {
        let (navigation, _) = makeNavigation()
        navigation.pushViewController(UIViewController(), animated: false)
        wait(0.1)
        let back = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "BackButton" }
        XCTAssertEqual(back?.accessibilityLabel, "A")
        XCTAssertEqual(back?.accessibilityTraits.contains(.button), true)
        let center = back.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        fingers.tap(center)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func test_tapDuringPush_isSwallowed() async {
        let (navigation, _) = makeNavigation()
        let pushed = UIViewController()
        let target = RecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        pushed.view.addSubview(target)
        navigation.pushViewController(pushed, animated: true)
        wait(0.1)
        fingers.tap(CGPoint(x: 200, y: 250))
        XCTAssertEqual(target.log, [])
        wait(0.4)
        fingers.tap(CGPoint(x: 200, y: 250))
        XCTAssertEqual(target.log, ["began 1", "ended 1"])
    }

    func test_bar_sitsBelowSafeAreaTopAndContentBelowIt() async {
        let (navigation, root) = makeNavigation()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(root.view.convert(root.view.bounds, to: nil).minY, 103)
    }
}
