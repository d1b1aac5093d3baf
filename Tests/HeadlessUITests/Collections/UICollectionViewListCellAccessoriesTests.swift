import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewListCellAccessoriesTests: HeadlessTestCase {
    private func listCell(text: String, accessories: [UICellAccessory]) -> UICollectionViewListCell {
        let cell = place(UICollectionViewListCell(frame: .zero), frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return cell
    }

    func test_labelAndDisclosureIndicator_sitAtTheTrailingEdgeBesideTheContent() async {
        let cell = listCell(text: "Inbox", accessories: [.label(text: "3"), .disclosureIndicator()])
        let accessoryFrames = cell.subviews.filter { $0 !== cell.contentView && !$0.isHidden }.map(\.frame).sorted { $0.minX < $1.minX }
        XCTAssertEqual(accessoryFrames.count, 2)
        guard accessoryFrames.count == 2 else { return }
        let (label, chevron) = (accessoryFrames[0], accessoryFrames[1])
        XCTAssertLessThanOrEqual(chevron.maxX, 320 - 8, "the chevron is outermost, inside the edge spacing")
        XCTAssertLessThan(label.maxX, chevron.minX, "the label sits before the chevron")
        XCTAssertLessThanOrEqual(cell.contentView.frame.maxX, label.minX, "the content view ends before the accessories")
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertEqual(cell.accessibilityLabel, "Inbox, 3")
        // The chevron is drawn: its area is not all background.
        let snapshot = cell.snapshotImage(scale: 1)
        var drawn = 0
        for y in Int(chevron.minY)..<Int(chevron.maxY) {
            for x in Int(chevron.minX)..<Int(chevron.maxX) where (snapshot.pixel(x: x, y: y)?.alpha ?? 0) > 0 { drawn += 1 }
        }
        XCTAssertGreaterThan(drawn, 0, "the disclosure chevron has visible pixels")
    }

    func test_editingOnlyAccessories_takeNoRoomAndStayHidden() async {
        let cell = listCell(text: "Row", accessories: [.delete(), .reorder(), .multiselect()])
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
        XCTAssertTrue(cell.subviews.filter { $0 !== cell.contentView }.allSatisfy(\.isHidden))
    }

    func test_leadingAccessories_pushTheContentViewInwards() async {
        let cell = listCell(text: "Row", accessories: [.delete(displayed: .always)])
        XCTAssertGreaterThan(cell.contentView.frame.minX, 0)
        XCTAssertEqual(cell.contentView.frame.maxX, 320)
    }

    func test_outlineDisclosure_runsItsActionHandlerWhenTapped() async {
        var toggles = 0
        let cell = listCell(text: "Folder", accessories: [.outlineDisclosure(actionHandler: { toggles += 1 })])
        guard let button = cell.subviews.compactMap({ $0 as? UIButton }).first else { return XCTFail("no outline button") }
        fingers.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(toggles, 1)
    }

    func test_customViewAccessory_isPlacedAtItsEdge() async {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let configuration = UICellAccessory.CustomViewConfiguration(
            customView: badge, placement: .leading(displayed: .whenNotEditing), reservedLayoutWidth: .actual, maintainsFixedSize: true
        )
        let cell = listCell(text: "Row", accessories: [.customView(configuration: configuration)])
        XCTAssertTrue(badge.superview === cell)
        XCTAssertEqual(badge.frame, CGRect(x: 8, y: 12, width: 20, height: 20))
        XCTAssertEqual(cell.contentView.frame.minX, 8 + 20 + 8, "edge spacing, the badge, spacing")
        cell.accessories = []
        XCTAssertNil(badge.superview, "removed accessories leave the cell")
    }
}
