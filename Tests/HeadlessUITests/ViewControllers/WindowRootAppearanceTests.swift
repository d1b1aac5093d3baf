import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Fidelity: a window's root view controller appears when the window becomes visible, after its
/// view is laid out, not when `rootViewController` is set on a hidden window. UIKit names only.
@MainActor
final class WindowRootAppearanceTests: HeadlessTestCase {
    private func hiddenWindow() -> UIWindow {
        UIWindow(frame: app.screen.bounds)
    }

    func test_rootOnHiddenWindow_loadsTheViewButDoesNotAppear() async {
        let log = LifecycleLog()
        let second = hiddenWindow()
        second.rootViewController = LoggingViewController("A", log: log)
        XCTAssertEqual(log.entries, ["A.viewDidLoad"])
        XCTAssertTrue(second.rootViewController?.view.window === second)
    }

    func test_makeKeyAndVisible_sendsAppearanceAfterLayout() async {
        let log = LifecycleLog()
        let second = hiddenWindow()
        let root = LoggingViewController("A", log: log)
        root.logsLayout = true
        second.rootViewController = root
        log.entries.removeAll()
        second.makeKeyAndVisible()
        XCTAssertEqual(log.entries, ["A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear"])
    }

    func test_rootOnVisibleWindow_appearsAtOnce() async {
        let log = LifecycleLog()
        window.rootViewController = LoggingViewController("A", log: log)
        XCTAssertEqual(log.entries, ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    func test_hidingTheWindow_makesTheRootDisappear() async {
        let log = LifecycleLog()
        window.rootViewController = LoggingViewController("A", log: log)
        log.entries.removeAll()
        window.isHidden = true
        XCTAssertEqual(log.entries, ["A.viewWillDisappear", "A.viewDidDisappear"])
        window.isHidden = false
        XCTAssertEqual(log.entries, ["A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear"])
    }

    func test_replacingTheRootOfAHiddenWindow_sendsNoAppearanceCallbacks() async {
        let log = LifecycleLog()
        let second = hiddenWindow()
        second.rootViewController = LoggingViewController("A", log: log)
        second.rootViewController = LoggingViewController("B", log: log)
        XCTAssertEqual(log.entries, ["A.viewDidLoad", "B.viewDidLoad"])
        second.makeKeyAndVisible()
        XCTAssertEqual(log.entries.suffix(2), ["B.viewWillAppear", "B.viewDidAppear"])
    }

    func test_navigationControllerRoot_forwardsAppearanceWhenShown() async {
        let log = LifecycleLog()
        let second = hiddenWindow()
        second.rootViewController = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        XCTAssertFalse(log.entries.contains("A.viewWillAppear"))
        second.makeKeyAndVisible()
        XCTAssertEqual(log.entries.filter { $0.hasSuffix("Appear") }, ["A.viewWillAppear", "A.viewDidAppear"])
    }
}
