import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `isEditing`, `setEditing(_:animated:)` and `editButtonItem`, as UIKit: the button toggles the mode
/// and reads Edit/Done; a table view controller puts its table in the same mode.
@MainActor
final class UIViewControllerEditingTests: HeadlessTestCase {
    private final class Notes: UITableViewController {
        var modes: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            modes.append(editing)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Note \(indexPath.row)"
            return cell
        }
    }

    private func editButton(in navigation: UINavigationController) -> UIButton? {
        navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
            .first { $0.accessibilityLabel == "Edit" || $0.accessibilityLabel == "Done" }
    }

    func test_editButton_togglesEditingAndReadsEditThenDone() async {
        let notes = Notes(style: .plain)
        let navigation = UINavigationController(rootViewController: notes)
        window.rootViewController = navigation
        wait(0.1)
        XCTAssertEqual(editButton(in: navigation)?.accessibilityLabel, "Edit")
        if let button = editButton(in: navigation) {
            fingers.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        wait(0.5)
        XCTAssertTrue(notes.isEditing)
        XCTAssertTrue(notes.tableView.isEditing, "the table follows its controller")
        XCTAssertEqual(notes.modes, [true])
        XCTAssertEqual(editButton(in: navigation)?.accessibilityLabel, "Done")
        XCTAssertEqual(notes.editButtonItem.style, .done)
        notes.isEditing = false
        XCTAssertEqual(notes.modes, [true, false], "setting isEditing goes through setEditing(_:animated:)")
        XCTAssertFalse(notes.tableView.isEditing)
        XCTAssertEqual(editButton(in: navigation)?.accessibilityLabel, "Edit")
        XCTAssertTrue(notes.editButtonItem === notes.editButtonItem, "one button")
    }

    func test_plainController_editingHasNoTableToMove() async {
        let controller = UIViewController()
        XCTAssertFalse(controller.isEditing)
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.isEditing)
        XCTAssertEqual(controller.editButtonItem.title, "Done")
    }
}
