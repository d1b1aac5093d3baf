import Foundation
@testable import Kass
import XCTest

/// A user's view of menus through Kass: a button whose menu opens on a tap, an action that
/// changes a label, and the layer the menu shows in.
@MainActor
final class KassMenuTests: KassDSLTestCase {
    private func startMenuApp() {
        start(ClosureApp.app { root, _ in
            let status = makeLabel("status", text: "Sorted by name", frame: CGRect(x: 20, y: 300, width: 300, height: 30), in: root.view)
            let sort = UIButton(type: .system)
            sort.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            sort.setTitle("Sort", for: .normal)
            sort.accessibilityIdentifier = "sort"
            let byDate = UIAction(title: "By Date") { _ in status.text = "Sorted by date" }
            byDate.accessibilityIdentifier = "sort.byDate"
            sort.menu = UIMenu(children: [UIAction(title: "By Name") { _ in status.text = "Sorted by name" }, byDate])
            sort.showsMenuAsPrimaryAction = true
            root.view.addSubview(sort)
        })
    }

    func test_tappingAMenuItem_throughKass_runsItsAction() async {
        startMenuApp()
        let app: AnyScreen = screen()
        app.button("sort").tap()
        app.button("sort.byDate").tap()
        app.text("status").assertText("Sorted by date")
        XCTAssertEqual(capture.messages, [])
    }

    func test_aMenuItem_isNotThereUntilTheMenuOpens_andTheMenuHidesTheScreenBehindIt() async {
        startMenuApp()
        let app: AnyScreen = screen()
        app.button("sort.byDate").within(timeout: 0.5).assertNotExists()
        app.button("sort").tap()
        app.text("status").within(timeout: 0.5).assertNotExists()
        XCTAssertEqual(capture.messages, [], "the open menu is modal: the label behind it is not exposed")
    }
}
