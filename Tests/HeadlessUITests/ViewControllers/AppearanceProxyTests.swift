import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `UINavigationBar.appearance()` and `UITabBar.appearance()`: values set on the proxy are taken by
/// bars when they move into a window, unless set on the bar itself; proxies belong to one launch.
@MainActor
final class AppearanceProxyTests: HeadlessTestCase {
    private final class BrandBar: UINavigationBar {}

    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    private func showNavigation() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        wait(0.1)
        return navigation
    }

    func test_navigationBarProxy_givesItsValuesToBarsThatMoveIntoAWindow() async {
        UINavigationBar.appearance().standardAppearance = opaque(.systemRed)
        UINavigationBar.appearance().scrollEdgeAppearance = opaque(.systemRed)
        UINavigationBar.appearance().tintColor = .systemOrange
        UINavigationBar.appearance().prefersLargeTitles = true
        let bar = showNavigation().navigationBar
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemRed)
        XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, .systemRed)
        XCTAssertEqual(bar.tintColor, .systemOrange)
        XCTAssertTrue(bar.prefersLargeTitles)
        let image = app.screen.screenshot(scale: 1)
        let corner = CGRect(x: screenFrame(of: bar).minX + 2, y: screenFrame(of: bar).minY + 2, width: 10, height: 10)
        XCTAssertEqual(countPixels(in: image, screenRect: corner, scale: 1, where: isSystemRed), 100, "the proxy's background is drawn")
    }

    func test_valuesSetOnTheBar_winOverTheProxy() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.standardAppearance = opaque(.systemGreen)
        navigation.navigationBar.tintColor = .systemPurple
        UINavigationBar.appearance().standardAppearance = opaque(.systemRed)
        UINavigationBar.appearance().compactAppearance = opaque(.systemRed)
        UINavigationBar.appearance().tintColor = .systemOrange
        window.rootViewController = navigation
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.standardAppearance.backgroundColor, .systemGreen)
        XCTAssertEqual(navigation.navigationBar.compactAppearance?.backgroundColor, .systemRed)
        XCTAssertEqual(navigation.navigationBar.tintColor, .systemPurple)
    }

    func test_subclassProxy_appliesToItsClassOnlyAndWinsOverTheBaseProxy() async {
        UINavigationBar.appearance().tintColor = .systemOrange
        BrandBar.appearance().tintColor = .systemPink
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let brand = BrandBar(frame: CGRect(x: 0, y: 50, width: 100, height: 44))
        window.addSubview(plain)
        window.addSubview(brand)
        XCTAssertEqual(plain.tintColor, .systemOrange)
        XCTAssertEqual(brand.tintColor, .systemPink)
    }

    func test_proxies_belongToTheLaunch() async {
        UINavigationBar.appearance().tintColor = .systemOrange
        XCTAssertTrue(UINavigationBar.appearance() === UINavigationBar.appearance())
        app.terminate()
        let relaunched = UIApplication.launch()
        defer { relaunched.terminate() }
        let window = UIWindow(frame: relaunched.screen.bounds)
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: .zero)
        window.addSubview(bar)
        XCTAssertEqual(bar.tintColor, .systemBlue, "a fresh launch starts without proxies")
    }

    func test_tabBarProxy_givesItsAppearanceAndTintToTabBars() async {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().tintColor = .systemGreen
        UITabBar.appearance().unselectedItemTintColor = .systemGray2
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        window.rootViewController = tabs
        wait(0.1)
        XCTAssertEqual(tabs.tabBar.standardAppearance.backgroundColor, .systemRed)
        XCTAssertEqual(tabs.tabBar.tintColor, .systemGreen)
        XCTAssertEqual(tabs.tabBar.unselectedItemTintColor, .systemGray2)
        let image = app.screen.screenshot(scale: 1)
        let bar = screenFrame(of: tabs.tabBar)
        let corner = CGRect(x: bar.minX + 2, y: bar.minY + 2, width: 10, height: 10)
        XCTAssertEqual(countPixels(in: image, screenRect: corner, scale: 1, where: isSystemRed), 100)
    }
}
