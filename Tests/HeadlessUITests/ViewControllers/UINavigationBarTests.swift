import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UINavigationBarTests: HeadlessTestCase {
    private func controller(title: String?) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func showStack(_ controllers: [UIViewController]) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.setViewControllers(controllers, animated: false)
        window.rootViewController = navigation
        return navigation
    }

    private func buttons(_ navigation: UINavigationController) -> [UIButton] {
        navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }

    private func backButton(_ navigation: UINavigationController) -> UIButton? {
        buttons(navigation).first { $0.accessibilityIdentifier == "BackButton" }
    }

    func test_backTitle_usesPreviousTitle() async {
        let navigation = showStack([controller(title: "Inbox"), controller(title: "Message")])
        XCTAssertEqual(backButton(navigation)?.accessibilityLabel, "Inbox")
    }

    func test_backTitle_prefersPreviousBackButtonTitle() async {
        let previous = controller(title: "Inbox")
        previous.navigationItem.backButtonTitle = "Mail"
        let navigation = showStack([previous, controller(title: "Message")])
        XCTAssertEqual(backButton(navigation)?.accessibilityLabel, "Mail")
    }

    func test_backTitle_isBackWithoutPreviousTitle() async {
        let navigation = showStack([controller(title: nil), controller(title: "Message")])
        XCTAssertEqual(backButton(navigation)?.accessibilityLabel, "Back")
    }

    func test_backTitle_isBackForLongPreviousTitle() async {
        let navigation = showStack([controller(title: "Quarterly Statements"), controller(title: "Q3")])
        XCTAssertEqual(backButton(navigation)?.accessibilityLabel, "Back", "titles over 12 characters shorten to Back")
    }

    func test_rootShowsNoBackButton() async {
        let navigation = showStack([controller(title: "Inbox")])
        XCTAssertNil(backButton(navigation))
    }

    func test_hidesBackButton_hidesIt() async {
        let top = controller(title: "Message")
        top.navigationItem.hidesBackButton = true
        let navigation = showStack([controller(title: "Inbox"), top])
        XCTAssertNil(backButton(navigation))
    }

    func test_title_isStaticTextHeader() async {
        let navigation = showStack([controller(title: "Inbox")])
        let title = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first
        XCTAssertEqual(title?.accessibilityLabel, "Inbox")
        XCTAssertEqual(title?.accessibilityTraits.contains(.header), true)
        XCTAssertEqual(title?.accessibilityTraits.contains(.staticText), true)
    }

    func test_titleChange_updatesBar() async {
        let root = controller(title: "Inbox")
        let navigation = showStack([root])
        root.title = "Archive"
        XCTAssertEqual(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first?.text, "Archive")
    }

    func test_rightBarButtonItem_runsItsActionWhenTapped() async {
        let root = controller(title: "Inbox")
        var taps = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain) { taps += 1 }
        let navigation = showStack([root])
        let edit = buttons(navigation).first { $0.accessibilityLabel == "Edit" }
        XCTAssertNotNil(edit)
        if let edit {
            XCTAssertGreaterThan(edit.frame.minX, navigation.navigationBar.bounds.midX, "trailing side")
            fingers.tap(edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil))
        }
        XCTAssertEqual(taps, 1)
    }

    func test_leftBarButtonItem_replacesBackButton() async {
        let top = controller(title: "Message")
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in })
        let navigation = showStack([controller(title: "Inbox"), top])
        XCTAssertNil(backButton(navigation))
        XCTAssertEqual(buttons(navigation).map { $0.accessibilityLabel ?? "" }, ["Close"])
    }
}
