import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Bar appearances: their configurations, and navigation and tab bars drawing the appearance that
/// applies now (scroll-edge at the top of the content, standard once scrolled, as iOS 15+).
@MainActor
final class BarAppearanceTests: HeadlessTestCase {
    private let scale: CGFloat = 2

    private func isColor(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (UIImage.Pixel) -> Bool {
        { pixel in
            abs(Int(pixel.red) - Int(red)) <= 2 && abs(Int(pixel.green) - Int(green)) <= 2 && abs(Int(pixel.blue) - Int(blue)) <= 2
        }
    }

    /// A navigation controller whose root shows a tall table-like scroll view.
    private func navigationWithScrollView(title: String = "Accounts") -> (UINavigationController, UIScrollView) {
        let content = UIViewController()
        content.title = title
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        content.view = scrollView
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        wait(0.1)
        return (navigation, scrollView)
    }

    func test_configurations_setBackgroundAndShadow() async {
        let appearance = UINavigationBarAppearance()
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertEqual(appearance.shadowColor, UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertNil(appearance.shadowColor)
    }

    func test_copy_keepsTheTitleAttributes() async {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemPurple
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        XCTAssertEqual(copy.backgroundColor, .systemPurple)
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        let viaNSCopying = appearance.copy() as? UINavigationBarAppearance
        XCTAssertEqual(viaNSCopying?.backgroundColor, .systemPurple)
    }

    func test_assigningAnAppearance_storesACopy() async {
        let bar = UINavigationBar(frame: .zero)
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .systemGreen
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemRed)
        XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, .systemRed)
        XCTAssertFalse(bar.standardAppearance === appearance)
        let item = UINavigationItem(title: "Item")
        item.standardAppearance = appearance
        appearance.backgroundColor = .systemBlue
        XCTAssertEqual(item.standardAppearance?.backgroundColor, .systemGreen)
        let tabBar = UITabBar(frame: .zero)
        let tabAppearance = UITabBarAppearance()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemYellow
        tabBar.standardAppearance = tabAppearance
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        XCTAssertEqual(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor, .systemYellow)
    }

    func test_navigationBar_drawsTheStandardAppearancesBackgroundAndTitleColour() async {
        let (navigation, _) = navigationWithScrollView(title: "██████")
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let image = app.screen.screenshot(scale: scale)
        let bar = screenFrame(of: navigation.navigationBar)
        let corner = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 20, height: 10)
        XCTAssertEqual(countPixels(in: image, screenRect: corner, scale: scale, where: isColor(255, 59, 48)), 40 * 20)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: bar, scale: scale, where: isColor(255, 204, 0)), 100, "yellow title")
        let statusArea = CGRect(x: 10, y: 2, width: 10, height: 4)
        XCTAssertEqual(
            countPixels(in: image, screenRect: statusArea, scale: scale, where: isColor(255, 59, 48)), 20 * 8,
            "the bar background fills the status bar area"
        )
    }

    func test_navigationBar_usesScrollEdgeAtTheTopAndStandardOnceScrolled() async {
        let (navigation, scrollView) = navigationWithScrollView()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemBlue
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemGreen
        navigation.navigationBar.standardAppearance = standard
        navigation.navigationBar.scrollEdgeAppearance = edge
        let bar = screenFrame(of: navigation.navigationBar)
        let probe = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10)
        let atTop = app.screen.screenshot(scale: scale)
        XCTAssertEqual(countPixels(in: atTop, screenRect: probe, scale: scale, where: isColor(52, 199, 89)), 400, "green at edge")
        scrollView.contentOffset = CGPoint(x: 0, y: 300 - scrollView.adjustedContentInset.top)
        let scrolled = app.screen.screenshot(scale: scale)
        XCTAssertEqual(countPixels(in: scrolled, screenRect: probe, scale: scale, where: isColor(0, 122, 255)), 400, "blue scrolled")
    }

    func test_navigationItemAppearance_winsWhileItsControllerIsOnTop() async {
        let (navigation, _) = navigationWithScrollView()
        let itemLook = UINavigationBarAppearance()
        itemLook.configureWithOpaqueBackground()
        itemLook.backgroundColor = .systemOrange
        navigation.topViewController?.navigationItem.scrollEdgeAppearance = itemLook
        let bar = screenFrame(of: navigation.navigationBar)
        let probe = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10)
        let image = app.screen.screenshot(scale: scale)
        XCTAssertEqual(countPixels(in: image, screenRect: probe, scale: scale, where: isColor(255, 149, 0)), 400)
    }

    func test_navigationBar_opaqueAppearanceTurnsDarkWithTheDevice() async {
        let (navigation, _) = navigationWithScrollView()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = appearance
        app.setUserInterfaceStyle(.dark)
        let bar = screenFrame(of: navigation.navigationBar)
        let probe = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10)
        let image = app.screen.screenshot(scale: scale)
        XCTAssertEqual(countPixels(in: image, screenRect: probe, scale: scale, where: isColor(0, 0, 0)), 400, "black systemBackground")
    }

    func test_tabBar_drawsItsAppearancesBackgroundAndItemColours() async {
        let first = UIViewController()
        first.title = "Home"
        let second = UIViewController()
        second.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        wait(0.1)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.iconColor = .systemYellow
        appearance.stackedLayoutAppearance.normal.iconColor = .systemPink
        tabs.tabBar.standardAppearance = appearance
        let image = app.screen.screenshot(scale: scale)
        let bar = screenFrame(of: tabs.tabBar)
        let half = bar.width / 2
        let left = CGRect(x: bar.minX, y: bar.minY, width: half, height: UITabBar.barHeight)
        let right = CGRect(x: bar.minX + half, y: bar.minY, width: half, height: UITabBar.barHeight)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: left, scale: scale, where: isColor(88, 86, 214)), 1000, "indigo")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: left, scale: scale, where: isColor(255, 204, 0)), 50, "selected yellow")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: right, scale: scale, where: isColor(255, 45, 85)), 50, "normal pink")
        XCTAssertEqual(countPixels(in: image, screenRect: left, scale: scale, where: isColor(255, 45, 85)), 0)
    }
}
