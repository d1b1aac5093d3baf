import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TableRenderingTests: HeadlessTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        var counts: [Int]
        var accessories: [UITableViewCell.AccessoryType] = [.none]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = accessories[indexPath.row % accessories.count]
            return cell
        }
    }

    private var rows: Rows!

    private func makeTable(
        _ style: UITableView.Style, counts: [Int] = [3], accessories: [UITableViewCell.AccessoryType] = [.none]
    ) -> UITableView {
        rows = Rows(counts)
        rows.accessories = accessories
        let table = place(
            UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 400), style: style),
            frame: CGRect(x: 0, y: 100, width: 393, height: 400)
        )
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    private func cellFrame(_ table: UITableView, row: Int, section: Int = 0) -> CGRect {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else {
            XCTFail("no cell for row \(row)")
            return .zero
        }
        return screenFrame(of: cell)
    }

    /// The separator colour over white (rgba(60, 60, 67, 0.29)).
    private func assertSeparator(_ pixel: UIImage.Pixel?, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        assertPixel(pixel, 198, 198, 200, 255, tolerance: 3, message, file: file, line: line)
    }

    func test_plainTable_separatorUnderACellIsInsetBy16Points() async {
        let table = makeTable(.plain)
        let image = app.screen.screenshot(scale: 3)
        let cell = cellFrame(table, row: 0)
        let lineY = cell.maxY - 1.0 / 6
        assertSeparator(pixel(image, at: CGPoint(x: 40, y: lineY), scale: 3), "the separator row")
        assertPixel(pixel(image, at: CGPoint(x: 8, y: lineY), scale: 3), 255, 255, 255, 255, "inside the 16 pt inset")
        assertPixel(pixel(image, at: CGPoint(x: 200, y: cell.maxY - 2), scale: 3), 255, 255, 255, 255, "above the separator")
    }

    func test_groupedTable_lastRowSeparatorRunsFullWidthOnTheGroupedBackground() async {
        let table = makeTable(.grouped)
        let image = app.screen.screenshot(scale: 3)
        let last = cellFrame(table, row: 2)
        assertSeparator(pixel(image, at: CGPoint(x: 4, y: last.maxY - 1.0 / 6), scale: 3), "full-width last separator")
        let middle = cellFrame(table, row: 1)
        assertPixel(pixel(image, at: CGPoint(x: 4, y: middle.maxY - 1.0 / 6), scale: 3), 255, 255, 255, 255, "inner separators stay inset")
        assertPixel(pixel(image, at: CGPoint(x: 200, y: last.maxY + 20), scale: 3), 0xF2, 0xF2, 0xF7, 255, "the grouped background below")
    }

    func test_insetGroupedTable_sectionCornersAreRoundedAndTheLastRowHasNoSeparator() async {
        let table = makeTable(.insetGrouped)
        let image = app.screen.screenshot(scale: 3)
        let first = cellFrame(table, row: 0)
        assertPixel(
            pixel(image, at: CGPoint(x: first.minX + 0.5, y: first.minY + 0.5), scale: 3), 0xF2, 0xF2, 0xF7, 255, tolerance: 3,
            "rounded top corner"
        )
        assertPixel(pixel(image, at: CGPoint(x: first.minX + 12, y: first.minY + 2), scale: 3), 255, 255, 255, 255, "the cell itself")
        let last = cellFrame(table, row: 2)
        assertPixel(
            pixel(image, at: CGPoint(x: last.midX, y: last.maxY - 1.0 / 6), scale: 3), 255, 255, 255, 255, "no separator under the last row"
        )
    }

    func test_tableCell_selectedCellShowsTheGreySelectionBackground() async {
        let table = makeTable(.plain)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let image = app.screen.screenshot(scale: 1)
        let selected = cellFrame(table, row: 1)
        assertPixel(pixel(image, at: CGPoint(x: selected.maxX - 60, y: selected.midY), scale: 1), 0xD1, 0xD1, 0xD6, 255, "selected row")
        let other = cellFrame(table, row: 2)
        assertPixel(pixel(image, at: CGPoint(x: other.maxX - 60, y: other.midY), scale: 1), 255, 255, 255, 255, "unselected row")
    }

    func test_tableCell_disclosureChevronIsGreyAndCheckmarkIsTinted() async {
        let table = makeTable(.plain, accessories: [.disclosureIndicator, .checkmark])
        let image = app.screen.screenshot(scale: 2)
        let chevronRow = cellFrame(table, row: 0)
        let chevronArea = CGRect(x: chevronRow.maxX - 38, y: chevronRow.minY, width: 38, height: chevronRow.height - 1)
        XCTAssertGreaterThan(
            countPixels(in: image, screenRect: chevronArea, scale: 2) { isGrey($0, from: 190, to: 215) }, 10, "the grey chevron"
        )
        XCTAssertEqual(countPixels(in: image, screenRect: chevronArea, scale: 2, where: isTintBlue), 0)
        let checkRow = cellFrame(table, row: 1)
        let checkArea = CGRect(x: checkRow.maxX - 38, y: checkRow.minY, width: 38, height: checkRow.height - 1)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: checkArea, scale: 2, where: isTintBlue), 10, "the tinted checkmark")
        let leftHalf = CGRect(x: 0, y: checkRow.minY, width: 150, height: checkRow.height - 1)
        XCTAssertEqual(countPixels(in: image, screenRect: leftHalf, scale: 2, where: isTintBlue), 0, "nothing tinted outside the accessory")
    }

    func test_plainTable_withoutABackgroundColourDrawsWhite() async {
        window.backgroundColor = .black
        let table = makeTable(.plain, counts: [0])
        let image = app.screen.screenshot(scale: 1)
        assertPixel(pixel(image, at: CGPoint(x: 200, y: screenFrame(of: table).midY), scale: 1), 255, 255, 255, 255)
    }
}
