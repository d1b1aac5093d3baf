import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `UIBarButtonItem`'s iOS 14 initializers (system items, images, primary actions) as a navigation
/// bar shows them.
@MainActor
final class UIBarButtonItemTests: HeadlessTestCase {
    private func show(right items: [UIBarButtonItem]) -> UINavigationBar {
        let root = UIViewController()
        root.title = "Pantry"
        root.navigationItem.rightBarButtonItems = items
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        return navigation.navigationBar
    }

    private func buttons(_ bar: UINavigationBar) -> [UIButton] {
        bar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden && $0.accessibilityIdentifier != "BackButton" }
    }

    private func tapCentre(of view: UIView) {
        fingers.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func test_systemItemAdd_isAnIconButtonReadAsAddThatRunsItsPrimaryAction() async {
        var taps = 0
        let bar = show(right: [UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })])
        let add = buttons(bar).first
        XCTAssertEqual(add?.accessibilityLabel, "Add")
        XCTAssertNil(add?.title(for: .normal), "an icon item shows no text")
        XCTAssertNotNil(add?.image(for: .normal), "the plus icon")
        if let add { tapCentre(of: add) }
        XCTAssertEqual(taps, 1)
    }

    func test_textSystemItems_showTheirWordAndKeepANilTitle() async {
        let done = UIBarButtonItem(systemItem: .done)
        let cancel = UIBarButtonItem(systemItem: .cancel)
        let bar = show(right: [done, cancel])
        XCTAssertEqual(buttons(bar).map { $0.title(for: .normal) ?? "" }, ["Done", "Cancel"])
        XCTAssertNil(done.title, "UIKit leaves a system item's title nil")
        XCTAssertEqual(done.style, .done)
        XCTAssertEqual(cancel.style, .plain)
    }

    func test_spaces_areNotButtons() async {
        let bar = show(right: [
            UIBarButtonItem(systemItem: .save), UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .fixedSpace),
        ])
        XCTAssertEqual(buttons(bar).map { $0.accessibilityLabel ?? "" }, ["Save"])
    }

    func test_primaryActionTitle_becomesTheTitleOfAnUntitledItem() async {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { _ in })
        XCTAssertEqual(item.title, "Sort")
        let titled = UIBarButtonItem(title: "Order", primaryAction: UIAction(title: "Sort") { _ in })
        XCTAssertEqual(titled.title, "Order")
    }

    func test_settingPrimaryActionLater_replacesWhatATapRuns() async {
        var runs: [String] = []
        let item = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { _ in runs.append("first") })
        let bar = show(right: [item])
        item.primaryAction = UIAction { _ in runs.append("second") }
        if let edit = buttons(bar).first { tapCentre(of: edit) }
        XCTAssertEqual(runs, ["second"])
    }

    func test_imageItem_showsItsImageAndIsReadByItsAccessibilityLabel() async {
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), primaryAction: UIAction { _ in })
        item.accessibilityLabel = "Settings"
        let bar = show(right: [item])
        let button = buttons(bar).first
        XCTAssertNotNil(button?.image(for: .normal))
        XCTAssertEqual(button?.accessibilityLabel, "Settings")
        XCTAssertGreaterThan(button?.bounds.width ?? 0, UIImage.systemSymbolPointSize, "the button fits the image")
    }

    func test_iconSystemItemWithoutAHeadlessGlyph_showsItsLabel() async {
        let bar = show(right: [UIBarButtonItem(systemItem: .action)])
        XCTAssertEqual(buttons(bar).first?.title(for: .normal), "Share")
        XCTAssertEqual(buttons(bar).first?.accessibilityLabel, "Share")
    }

    func test_systemItemRawValues_matchUIKit() async {
        XCTAssertEqual(UIBarButtonItem.SystemItem.add.rawValue, 4)
        XCTAssertEqual(UIBarButtonItem.SystemItem.close.rawValue, 24)
        XCTAssertEqual(UIBarButtonItem.SystemItem(rawValue: 16), .trash)
    }
}
