import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewCellAccessibilityTests: HeadlessTestCase {
    func test_subtitleCell_joinsTextsWithComma() async {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Checking"
        cell.detailTextLabel?.text = "$1,024.00"
        XCTAssertTrue(cell.isAccessibilityElement)
        XCTAssertEqual(cell.accessibilityLabel, "Checking, $1,024.00")
    }

    func test_cell_isOneElementHidingItsLabels() async {
        let model = TableModel(rows: 3)
        let table = makeTable(model)
        let labels = AccessibilityTree.elements(in: table).compactMap(\.accessibilityLabel)
        XCTAssertEqual(labels, ["Row 0-0", "Row 0-1", "Row 0-2"])
        XCTAssertTrue(AccessibilityTree.elements(in: table).allSatisfy { $0 is UITableViewCell })
    }

    func test_appLabel_winsOverJoinedTexts() async {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessibilityLabel = "Wireless network"
        XCTAssertEqual(cell.accessibilityLabel, "Wireless network")
    }

    func test_cellNotElement_exposesItsLabels() async {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.isAccessibilityElement = false
        XCTAssertEqual(AccessibilityTree.elements(in: cell).compactMap(\.accessibilityLabel), ["Wi-Fi", "Home"])
    }

    func test_selectedCell_hasSelectedTrait() async {
        let model = TableModel(rows: 3)
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityTraits.contains(.selected) ?? false)
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityTraits.contains(.selected) ?? true)
    }

    func test_checkmarkAccessory_addsSelectedTrait() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        XCTAssertEqual(cell.accessibilityTraits, .selected)
    }

    func test_contentConfiguration_textsAreJoined() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Alice"
        content.secondaryText = "Online"
        cell.contentConfiguration = content
        XCTAssertEqual(cell.accessibilityLabel, "Alice, Online")
        XCTAssertNil(cell.textLabel, "a configured cell has no legacy text label")
    }

    func test_emptySecondaryText_isLeftOut() async {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Savings"
        cell.detailTextLabel?.text = ""
        XCTAssertEqual(cell.accessibilityLabel, "Savings")
    }
}
