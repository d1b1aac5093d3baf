import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewHeaderTests: HeadlessTestCase {
    func test_plainTitledHeader_is28PointsAboveRows() async {
        let model = TableModel(rows: 5, sections: 2)
        model.headerTitles = ["First", "Second"]
        let table = makeTable(model)
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 28 + 5 * 44 + 28)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "First")
    }

    func test_plainHeaderWithoutTitle_hasNoHeight() async {
        let table = makeTable(TableModel(rows: 5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertNil(table.headerView(forSection: 0))
    }

    func test_groupedSections_areSpacedWithoutTitles() async {
        let model = TableModel(rows: 2, sections: 2)
        let table = makeTable(model, style: .grouped)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 18)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 18 + 88 + 18 + 18)
    }

    func test_insetGrouped_insetsRows() async {
        let table = makeTable(TableModel(rows: 2), style: .insetGrouped)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX, 20)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).width, 280)
    }

    func test_plainHeader_floatsAtTopWhileSectionScrolls() async {
        let model = TableModel(rows: 30, sections: 2)
        model.headerTitles = ["First", "Second"]
        let table = makeTable(model)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 300)
        // Near the end of section 0 the next header pushes it up.
        let sectionEnd = 28 + 30 * 44
        table.contentOffset = CGPoint(x: 0, y: CGFloat(sectionEnd) - 10)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.maxY, CGFloat(sectionEnd))
    }

    func test_header_isAccessibilityHeader() async {
        let model = TableModel(rows: 3)
        model.headerTitles = ["Accounts"]
        let table = makeTable(model)
        let header = AccessibilityTree.elements(in: table).first { $0.accessibilityLabel == "Accounts" }
        XCTAssertEqual(header?.accessibilityTraits, [.staticText, .header])
    }

    func test_scrolledAwayHeader_leavesTable() async {
        let model = TableModel(rows: 30, sections: 2)
        model.headerTitles = ["First", "Second"]
        let table = makeTable(model)
        table.contentOffset = CGPoint(x: 0, y: 28 + 30 * 44 + 100)
        table.layoutIfNeeded()
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertNotNil(table.headerView(forSection: 1))
    }
}
