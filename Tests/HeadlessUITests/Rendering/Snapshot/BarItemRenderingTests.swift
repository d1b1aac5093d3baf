import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class BarItemRenderingTests: HeadlessTestCase {
    private func showTabs(badge: String? = nil) -> UITabBarController {
        let tabs = UITabBarController()
        let controllers = ["Home", "Search", "Settings"].enumerated().map { index, title -> UIViewController in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, tag: index)
            return controller
        }
        controllers[1].tabBarItem.badgeValue = badge
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        wait(0.1)
        return tabs
    }

    private func tabButtons(_ tabs: UITabBarController) -> [UIView] {
        tabs.tabBar.subviews.filter { $0 is UIButton }.sorted { $0.frame.minX < $1.frame.minX }
    }

    func test_tabBar_selectedItemIsTintedAndTheOthersGrey() async {
        let tabs = showTabs()
        let image = app.screen.screenshot(scale: 2)
        let buttons = tabButtons(tabs).map(screenFrame(of:))
        XCTAssertEqual(buttons.count, 3)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: buttons[0], scale: 2, where: isTintBlue), 100, "selected glyph and title")
        XCTAssertEqual(countPixels(in: image, screenRect: buttons[1], scale: 2, where: isTintBlue), 0, "unselected item")
        XCTAssertGreaterThan(
            countPixels(in: image, screenRect: buttons[1], scale: 2) { isGrey($0, from: 0x80, to: 0x9A) }, 100, "system grey item"
        )
    }

    func test_tabBar_titleSitsUnderTheGlyph() async {
        let tabs = showTabs()
        let image = app.screen.screenshot(scale: 2)
        let selected = screenFrame(of: tabButtons(tabs)[0])
        let glyphCentre = CGPoint(x: selected.midX, y: selected.minY + 17)
        XCTAssertTrue(isTintBlue(pixel(image, at: glyphCentre, scale: 2)!), "the glyph placeholder")
        let titleBand = CGRect(x: selected.minX, y: selected.minY + 32, width: selected.width, height: 12)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: titleBand, scale: 2, where: isTintBlue), 20, "the title under it")
        let gap = CGRect(x: selected.minX, y: selected.minY + 30.5, width: selected.width, height: 1)
        XCTAssertEqual(countPixels(in: image, screenRect: gap, scale: 2, where: isTintBlue), 0, "space between glyph and title")
    }

    func test_tabBar_badgeDrawsARedCapsule() async {
        let withBadge = showTabs(badge: "3")
        let image = app.screen.screenshot(scale: 2)
        let search = screenFrame(of: tabButtons(withBadge)[1])
        XCTAssertGreaterThan(countPixels(in: image, screenRect: search, scale: 2, where: isSystemRed), 50)
        let home = screenFrame(of: tabButtons(withBadge)[0])
        XCTAssertEqual(countPixels(in: image, screenRect: home, scale: 2, where: isSystemRed), 0)
    }

    func test_navigationBar_backButtonDrawsATintedChevronBeforeItsTitle() async {
        let first = UIViewController()
        first.title = "Inbox"
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        let second = UIViewController()
        second.title = "Message"
        navigation.pushViewController(second, animated: false)
        wait(0.1)
        let image = app.screen.screenshot(scale: 2)
        guard let back = navigation.navigationBar.subviews.first(where: { $0.accessibilityIdentifier == "BackButton" }) else {
            return XCTFail("no back button")
        }
        let frame = screenFrame(of: back)
        let chevronArea = CGRect(x: frame.minX, y: frame.minY, width: 13, height: frame.height)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: chevronArea, scale: 2, where: isTintBlue), 30, "the chevron")
        let aboveAndBelow = CGRect(x: frame.minX, y: frame.minY, width: 13, height: frame.height / 2 - 11)
        XCTAssertEqual(
            countPixels(in: image, screenRect: aboveAndBelow, scale: 2, where: isTintBlue), 0, "the chevron is 20 pt tall, centred"
        )
    }
}
