import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ListFixtureTests: KassFixtureTestCase {
    private func rowLabels(count: Int) -> [String?] {
        (0..<count).map { view("list.row.\($0)")?.accessibilityLabel }
    }

    func test_list_showsEveryRowInOrderWithItsLabel() async {
        start(ListFixture())
        XCTAssertEqual(text("list.count"), "8 transactions")
        XCTAssertEqual(rowLabels(count: 8), ListFixture.transactionsWithDuplicate.map { "\($0.title), \($0.amount)" })
        let tops = (0..<8).compactMap { view("list.row.\($0)").map { screenFrame(of: $0).minY } }
        XCTAssertEqual(tops, tops.sorted())
        guard let table = view("list.table") else { return }
        XCTAssertTrue((0..<8).allSatisfy { index in
            views("list.row.\(index)").first.map { screenFrame(of: table).contains(screenFrame(of: $0)) } ?? false
        }, "every row is visible")
    }

    func test_list_defaultDataHasOneDuplicatedRow() async {
        start(ListFixture())
        let labels = rowLabels(count: 8)
        XCTAssertEqual(labels[0], labels[4])
        XCTAssertEqual(Set(labels).count, 7)
    }

    func test_list_uniqueDataHasNoDuplicates() async {
        start(ListFixture(transactions: ListFixture.uniqueTransactions))
        XCTAssertEqual(Set(rowLabels(count: 8)).count, 8)
    }

    func test_list_tapSelectsTheRow() async {
        start(ListFixture())
        tap("list.row.2")
        XCTAssertEqual(text("list.selection"), "Selected Rent")
    }
}
