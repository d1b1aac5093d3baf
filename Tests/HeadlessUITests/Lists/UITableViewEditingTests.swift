import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewEditingTests: HeadlessTestCase {
    private func swipeTable(image: UIImage? = nil) -> UITableView {
        let model = TableModel(rows: 20)
        model.trailingActions = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            delete.image = image
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return makeTable(model)
    }

    private func swipeLeft(row: Int, in table: UITableView) {
        let start = windowPoint(ofRow: row, in: table)
        fingers.drag(from: CGPoint(x: 300, y: start.y), to: CGPoint(x: 180, y: start.y), steps: 10)
        wait(0.4)
    }

    private func deleteButton(in table: UITableView) -> UIButton? {
        AccessibilityTree.elements(in: table).compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Delete" }
    }

    func test_setEditing_closesOpenSwipeActions() async {
        let table = swipeTable()
        swipeLeft(row: 2, in: table)
        XCTAssertLessThan(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX ?? 0, 0, "the row is open")
        table.setEditing(true, animated: false)
        wait(0.4)
        XCTAssertTrue(table.isEditing)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0, "entering editing closes the row")
        XCTAssertNil(deleteButton(in: table))
    }

    func test_whileEditing_rowsDoNotSwipe() async {
        let table = swipeTable()
        table.setEditing(true, animated: true)
        swipeLeft(row: 2, in: table)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(deleteButton(in: table))
        table.setEditing(false, animated: true)
        XCTAssertFalse(table.isEditing)
        swipeLeft(row: 2, in: table)
        XCTAssertNotNil(deleteButton(in: table), "out of editing the row swipes again")
    }

    func test_contextualActionImage_isDrawnInWhiteOnItsButton() async {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let table = swipeTable(image: square)
        swipeLeft(row: 2, in: table)
        guard let button = deleteButton(in: table) else { return XCTFail("no Delete button") }
        XCTAssertGreaterThanOrEqual(button.bounds.width, 40 + 30, "the button makes room for the image")
        let snapshot = button.snapshotImage(scale: 1)
        let opaqueWhite = UIImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        var white = 0
        for y in 0..<Int(button.bounds.height) {
            for x in 0..<Int(button.bounds.width) where snapshot.pixel(x: x, y: y) == opaqueWhite { white += 1 }
        }
        XCTAssertGreaterThanOrEqual(white, 40 * 20, "the black template image is drawn white on the red button")
    }
}
