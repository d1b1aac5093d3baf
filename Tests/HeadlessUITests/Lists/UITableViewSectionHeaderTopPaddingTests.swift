import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Two titled sections of two rows.
@MainActor
private final class TwoSections: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

@MainActor
final class UITableViewSectionHeaderTopPaddingTests: HeadlessTestCase {
    private let source = TwoSections()

    private func makeTable() -> UITableView {
        let table = place(UITableView(frame: .zero, style: .plain), frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.contentInsetAdjustmentBehavior = .never
        table.layoutIfNeeded()
        return table
    }

    func test_automaticPadding_addsNothing_andAPaddingSitsAboveEveryHeader() async {
        let table = makeTable()
        XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
        let header = table.rectForHeader(inSection: 0)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(header.minY, 0)
        XCTAssertEqual(firstRow.minY, header.maxY)
        let secondHeader = table.rectForHeader(inSection: 1).minY
        table.sectionHeaderTopPadding = 12
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0).minY, 12)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, firstRow.minY + 12)
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, secondHeader + 24, "each section gets its own padding")
        XCTAssertEqual(table.contentSize.height, 2 * 12 + 2 * header.height + 4 * firstRow.height, accuracy: 0.001)
    }

    func test_negativePadding_isReportedAndIgnored() async {
        let table = makeTable()
        table.sectionHeaderTopPadding = -3
        XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
        expectRuntimeIssues(count: 1)
    }
}
