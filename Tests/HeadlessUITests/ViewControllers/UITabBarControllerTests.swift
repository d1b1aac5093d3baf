import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITabBarControllerTests: HeadlessTestCase {
    private var log = LifecycleLog()

    private final class Delegate: UITabBarControllerDelegate {
        var allowed = true
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allowed }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    private func makeTabs() -> (UITabBarController, [LoggingViewController]) {
        let tabs = UITabBarController()
        let controllers = [LoggingViewController("A", log: log), LoggingViewController("B", log: log)]
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        log.entries.removeAll()
        return (tabs, controllers)
    }

    private func tabButton(_ tabs: UITabBarController, _ title: String) -> UIButton? {
        tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == title }
    }

    private func tap(_ view: UIView?) {
        guard let view else { return XCTFail("no view to tap") }
        fingers.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func test_firstTab_isSelectedAndAppears() async {
        let (tabs, controllers) = makeTabs()
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(controllers[0].appearanceState, .appeared)
        XCTAssertEqual(controllers[1].isViewLoaded, false)
    }

    func test_tappingTab_switchesWithAppearanceCallbacks() async {
        let (tabs, _) = makeTabs()
        tap(tabButton(tabs, "B"))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(log.entries, ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    func test_tabButtons_exposeTitlesAndSelectedTrait() async {
        let (tabs, _) = makeTabs()
        XCTAssertEqual(tabButton(tabs, "A")?.accessibilityTraits.contains(.selected), true)
        XCTAssertEqual(tabButton(tabs, "B")?.accessibilityTraits.contains(.selected), false)
        XCTAssertEqual(tabButton(tabs, "B")?.accessibilityTraits.contains(.button), true)
        tabs.selectedIndex = 1
        XCTAssertEqual(tabButton(tabs, "B")?.accessibilityTraits.contains(.selected), true)
    }

    func test_delegate_canRefuseAndIsToldOfSelection() async {
        let (tabs, _) = makeTabs()
        let delegate = Delegate()
        tabs.delegate = delegate
        delegate.allowed = false
        tap(tabButton(tabs, "B"))
        XCTAssertEqual(tabs.selectedIndex, 0)
        delegate.allowed = true
        tap(tabButton(tabs, "B"))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(delegate.selected, ["B"])
    }

    func test_tabBar_is49PointsAboveBottomSafeArea() async {
        let (tabs, controllers) = makeTabs()
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 49 - 34, width: 393, height: 49 + 34))
        XCTAssertEqual(controllers[0].view.frame.maxY, 852 - 49 - 34)
    }

    func test_outOfRangeSelectedIndex_isReportedAndIgnored() async {
        let (tabs, _) = makeTabs()
        tabs.selectedIndex = 5
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(tabs.selectedIndex, 0)
    }

    func test_tappingSelectedNavigationTab_popsToRoot() async {
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.title = "Home"
        tabs.viewControllers = [navigation, UIViewController()]
        window.rootViewController = tabs
        navigation.pushViewController(UIViewController(), animated: false)
        wait(0.1)
        tap(tabButton(tabs, "Home"))
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }
}
