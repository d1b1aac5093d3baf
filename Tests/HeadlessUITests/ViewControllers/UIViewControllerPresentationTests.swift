import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIViewControllerPresentationTests: HeadlessTestCase {
    private var log = LifecycleLog()

    private func makeRoot() -> LoggingViewController {
        let root = LoggingViewController("A", log: log)
        window.rootViewController = root
        log.entries.removeAll()
        return root
    }

    func test_presentFullScreen_callsPresenterDisappearanceInUIKitOrder() async {
        let root = makeRoot()
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        wait(0.5)
        XCTAssertEqual(log.entries, [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
        ])
        XCTAssertNil(root.view.window, "a full-screen presentation removes the presenter's view")
    }

    func test_presentSheet_leavesPresenterOnScreenWithoutCallbacks() async {
        let root = makeRoot()
        let presented = LoggingViewController("B", log: log)
        root.present(presented, animated: true)
        wait(0.5)
        XCTAssertEqual(log.entries, ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        XCTAssertTrue(root.view.window === window)
        XCTAssertEqual(presented.view.frame.minY, 59 + 10, "sheet top: safe-area top + 10 pt")
    }

    func test_modalTransitionStyle_defaultsToCoverVerticalAndEveryStylePresentsAlike() async {
        XCTAssertEqual(UIViewController().modalTransitionStyle, .coverVertical)
        XCTAssertEqual(UIModalTransitionStyle(rawValue: 2), .crossDissolve, "raw values as UIKit's")
        let styles: [UIModalTransitionStyle] = [.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl]
        for style in styles {
            let root = makeRoot()
            let presented = LoggingViewController("B", log: log)
            presented.modalPresentationStyle = .fullScreen
            presented.modalTransitionStyle = style
            root.present(presented, animated: true)
            wait(0.5)
            XCTAssertEqual(log.entries, [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ], "\(style)")
            XCTAssertTrue(root.presentedViewController === presented, "\(style)")
            XCTAssertEqual(presented.modalTransitionStyle, style, "the style is kept")
            presented.dismiss(animated: false)
            wait(0.1)
        }
    }

    func test_dismissFullScreen_mirrorsPresentation() async {
        let root = makeRoot()
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        wait(0.1)
        log.entries.removeAll()
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        wait(0.5)
        XCTAssertEqual(log.entries, ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        XCTAssertTrue(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertTrue(root.view.window === window)
    }

    func test_present_completesAfterModalDurationAndNotBefore() async {
        let root = makeRoot()
        let presented = UIViewController()
        var completed = false
        root.present(presented, animated: true) { completed = true }
        XCTAssertTrue(presented.isBeingPresented)
        wait(0.35)
        XCTAssertFalse(completed, "0.35 s is before the 0.4 s modal transition ends")
        wait(0.1)
        XCTAssertTrue(completed)
        XCTAssertFalse(presented.isBeingPresented)
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === root)
    }

    func test_presentWhileAlreadyPresenting_isRefused() async {
        let root = makeRoot()
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        wait(0.1)
        root.present(second, animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("which is already presenting") == true, "\(issues)")
        XCTAssertTrue(root.presentedViewController === first)
    }

    func test_presentDuringTransition_isRefused() async {
        let root = makeRoot()
        let first = UIViewController()
        root.present(first, animated: true)
        first.present(UIViewController(), animated: true)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("in progress") == true, "\(issues)")
    }

    func test_presentAlreadyPresentedController_isRefused() async {
        let root = makeRoot()
        let first = UIViewController()
        root.present(first, animated: false)
        wait(0.1)
        first.present(first, animated: false)
        expectRuntimeIssues(count: 1)
    }

    func test_sheetDimmingView_blocksTouchesToPresenter() async {
        let root = makeRoot()
        let behind = place(RecordingView(), frame: CGRect(x: 0, y: 0, width: 393, height: 60))
        _ = root
        root.present(UIViewController(), animated: true)
        wait(0.5)
        fingers.tap(CGPoint(x: 200, y: 30))
        XCTAssertEqual(behind.log, [], "the dimming view above the presenter takes the tap")
    }

    func test_tapDuringPresentation_isSwallowed() async {
        let root = makeRoot()
        let target = RecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.view.addSubview(target)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true)
        wait(0.1)
        fingers.tap(CGPoint(x: 200, y: 400))
        XCTAssertEqual(target.log, [], "neither the presented view nor the presenter reacts mid-transition")
    }

    func test_childOfPresented_dismissesItsPresentation() async {
        let root = makeRoot()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        root.present(navigation, animated: false)
        wait(0.1)
        XCTAssertTrue(child.presentingViewController === root)
        child.dismiss(animated: false)
        wait(0.1)
        XCTAssertNil(root.presentedViewController)
    }
}

@MainActor
final class PresentationGeometryTests: HeadlessTestCase {
    func test_overCurrentContext_coversTheDefiningControllerOnly() async {
        let tabs = UITabBarController()
        let context = UIViewController()
        context.definesPresentationContext = true
        tabs.viewControllers = [context]
        window.rootViewController = tabs
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        context.present(presented, animated: false)
        wait(0.1)
        XCTAssertTrue(presented.presentingViewController === context)
        XCTAssertEqual(presented.view.convert(presented.view.bounds, to: nil), context.view.convert(context.view.bounds, to: nil))
        XCTAssertTrue(tabs.tabBar.window === window, "the tab bar stays visible")
    }

    func test_presentFromChild_isHostedByRootAncestor() async {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        let presented = UIViewController()
        child.present(presented, animated: false)
        wait(0.1)
        XCTAssertTrue(presented.presentingViewController === navigation)
        XCTAssertTrue(child.presentedViewController === presented)
    }
}

@MainActor
final class PadPresentationGeometryTests: HeadlessTestCase {
    override var deviceProfile: DeviceProfile { .iPad }

    func test_formSheet_isCentred540By620() async {
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        wait(0.1)
        XCTAssertEqual(presented.view.frame, CGRect(x: (834 - 540) / 2, y: (1194 - 620) / 2, width: 540, height: 620))
        XCTAssertTrue(root.view.window === window, "a form sheet leaves the presenter on screen")
    }
}
