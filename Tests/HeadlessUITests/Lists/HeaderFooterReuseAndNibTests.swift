import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Registered header and footer views are dequeued and reused as UIKit does; nibs, which HeadlessUI
/// cannot load, are reported where a nib would be read.
@MainActor
final class HeaderFooterReuseAndNibTests: HeadlessTestCase {
    private final class SectionHeader: UITableViewHeaderFooterView {
        nonisolated(unsafe) static var made = 0
        var reuses = 0

        override init(reuseIdentifier: String?) {
            SectionHeader.made += 1
            super.init(reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { nil }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 40 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    }

    private let sections = Sections()

    private func table() -> UITableView {
        SectionHeader.made = 0
        let table = place(UITableView(frame: .zero, style: .plain), frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        return table
    }

    func test_registeredHeaders_areMadeFromTheirClassAndReusedAsTheTableScrolls() async {
        let table = table()
        let header = table.headerView(forSection: 0)
        XCTAssertTrue(header is SectionHeader)
        XCTAssertEqual(header?.reuseIdentifier, "header")
        XCTAssertEqual(header?.textLabel?.text, "Section 0")
        let madeOnFirstScreen = SectionHeader.made
        for step in 1...30 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            table.layoutIfNeeded()
        }
        // Sections are 30 + 3 × 44 = 162 pt tall: at 3,000 pt sections 18 to 20 show.
        XCTAssertEqual(table.headerView(forSection: 19)?.textLabel?.text, "Section 19")
        XCTAssertLessThanOrEqual(SectionHeader.made, madeOnFirstScreen + 2, "headers that scrolled away were reused")
        XCTAssertGreaterThan((table.headerView(forSection: 19) as? SectionHeader)?.reuses ?? 0, 0, "prepareForReuse ran")
    }

    func test_dequeue_withoutARegistration_isNil() async {
        let table = place(UITableView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing"))
        table.register(UILabel.self, forHeaderFooterViewReuseIdentifier: "label")
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1, "a class that is not a header view is refused")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "label"))
    }

    func test_nibRegistration_isReportedAndLeavesNoRegistration() async {
        let table = place(UITableView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UINib(nibName: "FancyCell", bundle: nil), forCellReuseIdentifier: "cell")
        let issues = expectRuntimeIssues(count: 1).map { "\($0)" }
        XCTAssertTrue(issues.first?.contains("UINib \"FancyCell\"") == true, "\(issues)")
        XCTAssertTrue(issues.first?.contains("register the cell's class instead of its nib") == true, "\(issues)")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "cell"), "the nib replaced the class registration, as in UIKit")
        let collection = place(
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()),
            frame: CGRect(x: 0, y: 0, width: 100, height: 100)
        )
        collection.register(UINib(nibName: "Tile", bundle: .main), forCellWithReuseIdentifier: "tile")
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_instantiatingANib_givesNothingAndSaysWhy() async {
        XCTAssertTrue(UINib(nibName: "Profile", bundle: nil).instantiate(withOwner: nil).isEmpty)
        XCTAssertNil(Bundle.main.loadNibNamed("Profile", owner: nil))
        let issues = expectRuntimeIssues(count: 2).map { "\($0)" }
        XCTAssertTrue(issues.allSatisfy { $0.contains("HeadlessUI reads no nib or storyboard files") }, "\(issues)")
    }
}
