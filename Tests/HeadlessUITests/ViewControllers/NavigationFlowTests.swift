import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Navigation idioms of app code: `hidesBottomBarWhenPushed`, back bar button items and display
/// modes, `isNavigationBarHidden`, `show(_:sender:)`, legacy bar customizations and `open(_:)`.
@MainActor
final class NavigationFlowTests: HeadlessTestCase {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func backButton(_ navigation: UINavigationController) -> UIButton? {
        navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "BackButton" }
    }

    func test_hidesBottomBarWhenPushed_hidesTheTabBarUntilPopped() async {
        let list = titled("List")
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        wait(0.1)
        let detail = titled("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        wait(0.6)
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.convert(CGPoint(x: 0, y: detail.view.bounds.maxY), to: nil).y, window.bounds.height)
        navigation.popViewController(animated: true)
        wait(0.6)
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(list.view.convert(CGPoint(x: 0, y: list.view.bounds.maxY), to: nil).y, tabs.tabBar.frame.minY)
    }

    func test_backBarButtonItemAndDisplayMode_decideTheBackTitle() async {
        let root = titled("Inbox")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", image: nil, primaryAction: nil)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(titled("Message"), animated: false)
        wait(0.1)
        XCTAssertEqual(backButton(navigation)?.currentTitle, "Mail")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonDisplayMode = .generic
        XCTAssertEqual(backButton(navigation)?.currentTitle, "Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertEqual(backButton(navigation)?.currentTitle ?? "", "")
        XCTAssertEqual(backButton(navigation)?.accessibilityLabel, "Back", "the chevron alone is still labelled Back")
    }

    func test_isNavigationBarHidden_setterHidesTheBar_andShowPushes() async {
        let root = titled("Root")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        wait(0.1)
        navigation.isNavigationBarHidden = true
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(root.view.convert(CGPoint.zero, to: nil).y, window.safeAreaInsets.top)
        let next = titled("Next")
        root.show(next, sender: nil)
        wait(0.6)
        XCTAssertTrue(navigation.topViewController === next)
        let modal = titled("Modal")
        let lone = UIViewController()
        let otherWindowRoot = lone
        window.rootViewController = otherWindowRoot
        lone.show(modal, sender: nil)
        wait(0.6)
        XCTAssertTrue(lone.presentedViewController === modal, "outside a navigation controller, show presents")
    }

    func test_legacyBarTintAndTitleAttributes_areDrawn() async {
        let root = titled("█████")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.navigationBar.barTintColor = .systemRed
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        wait(0.1)
        let image = app.screen.screenshot(scale: 1)
        let bar = screenFrame(of: navigation.navigationBar)
        let corner = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10)
        XCTAssertEqual(countPixels(in: image, screenRect: corner, scale: 1, where: isSystemRed), 100)
        let isGreen: (UIImage.Pixel) -> Bool = { $0.green > 150 && $0.red < 100 && $0.blue < 120 }
        XCTAssertGreaterThan(countPixels(in: image, screenRect: bar, scale: 1, where: isGreen), 50)
        XCTAssertEqual(navigation.navigationBar.barTintColor, .systemRed)
    }

    func test_legacyCustomizations_throughTheProxy_andBarStyle() async throws {
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let navigation = UINavigationController(rootViewController: titled("T"))
        navigation.navigationBar.barStyle = .black
        window.rootViewController = navigation
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor, .systemGreen)
        XCTAssertEqual(navigation.preferredStatusBarStyle, .lightContent)
        let picture = try UIImage(size: CGSize(width: 2, height: 2), filledWith: .systemRed)
        navigation.navigationBar.setBackgroundImage(picture, for: .default)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("draws no bar images"), "\(issues)")
        XCTAssertTrue(navigation.navigationBar.backgroundImage(for: .default) === picture)
    }

    func test_tabBarTintAndBadgeColour_areDrawn() async {
        let first = titled("One")
        first.tabBarItem.badgeValue = "3"
        first.tabBarItem.badgeColor = .systemGreen
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        window.rootViewController = tabs
        tabs.tabBar.barTintColor = .systemRed
        wait(0.1)
        let image = app.screen.screenshot(scale: 1)
        let bar = screenFrame(of: tabs.tabBar)
        let isGreen: (UIImage.Pixel) -> Bool = { $0.green > 150 && $0.red < 100 && $0.blue < 120 }
        XCTAssertEqual(countPixels(in: image, screenRect: CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10), scale: 1,
                                   where: isSystemRed), 100)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: bar, scale: 1, where: isGreen), 50, "a green badge")
    }

    func test_openURL_isRecordedAndReportsThatNothingOpened() async throws {
        let url = try XCTUnwrap(URL(string: UIApplication.openSettingsURLString))
        var results: [Bool] = []
        app.open(url) { results.append($0) }
        XCTAssertEqual(results, [], "the completion runs in a later turn")
        wait(0.1)
        XCTAssertEqual(results, [false])
        XCTAssertEqual(app.openedURLs, [url])
        XCTAssertFalse(app.canOpenURL(url))
    }
}
