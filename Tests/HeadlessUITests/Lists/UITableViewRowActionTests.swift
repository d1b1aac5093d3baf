import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller written as pre-iOS 11 code writes one: row actions from `editActionsForRowAt`.
final class RowActionsController: UITableViewController {
    var performed: [String] = []
    var trailingConfiguration: UISwipeActionsConfiguration?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { [unowned self] action, path in
            performed.append("\(action.title ?? "") \(path.row)")
        }
        let favourite = UITableViewRowAction(style: .normal, title: "Favourite") { [unowned self] action, path in
            performed.append("\(action.title ?? "") \(path.row)")
        }
        favourite.backgroundColor = .orange
        return [delete, favourite]
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        return trailingConfiguration
    }
}

@MainActor
final class UITableViewRowActionTests: HeadlessTestCase {
    private func showController() async -> RowActionsController {
        let controller = RowActionsController(style: .plain)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        // HeadlessUI's table starts at offset 0 under the status bar (UIKit starts at the top inset) and
        // settles there on the first touch, which closes a swipe; start where UIKit does.
        controller.tableView.contentOffset = CGPoint(x: 0, y: -controller.tableView.adjustedContentInset.top)
        controller.tableView.layoutIfNeeded()
        return controller
    }

    private func swipeLeft(row: Int, in table: UITableView, by distance: CGFloat = 180) {
        let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        fingers.drag(from: CGPoint(x: rect.maxX - 20, y: rect.midY), to: CGPoint(x: rect.maxX - 20 - distance, y: rect.midY), steps: 10)
        wait(0.4)
    }

    private func button(_ title: String, in table: UITableView) -> UIButton? {
        AccessibilityTree.elements(in: table).compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == title }
    }

    func test_rowActionStyles_matchUIKit() async {
        XCTAssertEqual(UITableViewRowAction.Style.destructive, .default)
        XCTAssertEqual(UITableViewRowAction.Style.default.rawValue, 0)
        XCTAssertEqual(UITableViewRowAction.Style.normal.rawValue, 1)
        let action = UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }
        XCTAssertEqual(action.style, .normal)
        XCTAssertNil(action.backgroundColor)
    }

    func test_swipingLeft_showsTheRowActions_andATapRunsTheHandlerWithTheRow() async {
        let controller = await showController()
        let table = controller.tableView!
        swipeLeft(row: 3, in: table)
        guard let delete = button("Delete", in: table), let favourite = button("Favourite", in: table) else {
            return XCTFail("the row actions are not shown")
        }
        XCTAssertEqual(favourite.backgroundColor, .orange, "the row action's colour")
        XCTAssertEqual(delete.backgroundColor, .systemRed)
        let deleteX = delete.convert(delete.bounds, to: nil).minX
        XCTAssertGreaterThan(deleteX, favourite.convert(favourite.bounds, to: nil).minX, "the first action is outermost")
        fingers.tap(favourite.convert(CGPoint(x: favourite.bounds.midX, y: favourite.bounds.midY), to: nil))
        wait(0.4)
        XCTAssertEqual(controller.performed, ["Favourite 3"])
        XCTAssertNotNil(button("Delete", in: table), "the row stays open until the app ends editing, as in UIKit")
        table.setEditing(false, animated: false)
        await app.runLoop.runFrames(2)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX, 0)
    }

    func test_aSwipeActionsConfiguration_winsOverRowActions() async {
        let controller = await showController()
        controller.trailingConfiguration = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) },
        ])
        swipeLeft(row: 1, in: controller.tableView)
        XCTAssertNotNil(button("Archive", in: controller.tableView))
        XCTAssertNil(button("Delete", in: controller.tableView))
    }

    func test_swipingRight_showsNoRowActions() async {
        let controller = await showController()
        let table = controller.tableView!
        let rect = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        fingers.drag(from: CGPoint(x: 40, y: rect.midY), to: CGPoint(x: 220, y: rect.midY), steps: 10)
        wait(0.4)
        XCTAssertNil(button("Delete", in: table))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
    }
}
