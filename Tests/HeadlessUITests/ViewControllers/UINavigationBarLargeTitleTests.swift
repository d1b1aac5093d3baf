import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Large titles (`prefersLargeTitles`, `largeTitleDisplayMode`) and navigation items' title views.
@MainActor
final class UINavigationBarLargeTitleTests: HeadlessTestCase {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func show(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        wait(0.1)
        return navigation
    }

    private func headers(in bar: UINavigationBar) -> [String] {
        bar.subviews.compactMap { $0 as? UILabel }
            .filter { !$0.isHidden && $0.accessibilityTraits.contains(.header) && $0.isAccessibilityElement }
            .compactMap(\.text)
    }

    func test_prefersLargeTitles_makesTheBar96PointsAndTheContentStartsBelowIt() async {
        let root = titled("Settings")
        let navigation = show(root)
        let top = window.safeAreaInsets.top
        XCTAssertEqual(root.view.convert(CGPoint.zero, to: nil).y, top + 44)
        navigation.navigationBar.prefersLargeTitles = true
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(root.view.convert(CGPoint.zero, to: nil).y, top + 96)
        XCTAssertEqual(headers(in: navigation.navigationBar), ["Settings"], "one title: the large one")
        let large = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden && $0.text == "Settings" }
        XCTAssertEqual(large?.frame.minX, 16)
        XCTAssertEqual(large?.font.pointSize, 34)
    }

    func test_displayMode_automaticInheritsAndNeverKeepsTheTitleSmall() async {
        let root = titled("Mail")
        let navigation = show(root)
        navigation.navigationBar.prefersLargeTitles = true
        let inbox = titled("Inbox")
        navigation.pushViewController(inbox, animated: false)
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96, ".automatic inherits the large title")
        let message = titled("Message")
        message.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(message, animated: false)
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(headers(in: navigation.navigationBar), ["Message"])
        XCTAssertEqual(message.view.convert(CGPoint.zero, to: nil).y, window.safeAreaInsets.top + 44)
        navigation.popViewController(animated: false)
        wait(0.1)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    }

    func test_alwaysNeedsTheBarToPreferLargeTitles() async {
        let root = titled("Home")
        root.navigationItem.largeTitleDisplayMode = .always
        let navigation = show(root)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    }

    func test_largeTitle_isDrawnInTheAppearancesLargeTitleColour() async {
        let root = titled("█████")
        let navigation = show(root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.prefersLargeTitles = true
        wait(0.1)
        let bar = screenFrame(of: navigation.navigationBar)
        let largeRow = CGRect(x: bar.minX, y: bar.minY + 44, width: bar.width, height: 52)
        let buttonsRow = CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 44)
        let image = app.screen.screenshot(scale: 1)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: largeRow, scale: 1, where: isSystemRed), 300)
        XCTAssertEqual(countPixels(in: image, screenRect: buttonsRow, scale: 1, where: isSystemRed), 0)
    }

    func test_titleView_replacesTheTitleCentredInTheBar() async {
        let root = titled("Hidden")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        root.navigationItem.titleView = badge
        let navigation = show(root)
        XCTAssertTrue(badge.superview === navigation.navigationBar)
        XCTAssertEqual(badge.frame, CGRect(x: (navigation.navigationBar.bounds.width - 120) / 2, y: 7, width: 120, height: 30))
        XCTAssertEqual(headers(in: navigation.navigationBar), [], "the title label gives way to the title view")
        root.navigationItem.titleView = nil
        XCTAssertNil(badge.superview)
        XCTAssertEqual(headers(in: navigation.navigationBar), ["Hidden"])
    }

    func test_searchBarTitleView_fillsTheRoomBetweenTheButtons() async {
        let root = titled("Search")
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.titleView = search.searchBar
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil)
        let navigation = show(root)
        let bar = navigation.navigationBar
        let frame = search.searchBar.frame
        XCTAssertGreaterThan(frame.width, bar.bounds.width / 2)
        XCTAssertLessThanOrEqual(frame.maxX, bar.bounds.width - 8 - 40, "left of the Edit button")
    }
}
