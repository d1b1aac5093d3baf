import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A cell that counts `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
    static var made = 0
    private(set) var reuseCount = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate over `sections` of titles, recording the delegate calls by name.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var calls: [String] = []
    /// Rows whose cell the app "forgets" to configure (to show stale reuse).
    var unconfiguredRows: Set<Int> = []
    var willSelectOverride: ((IndexPath) -> IndexPath?)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var rowHeightOverride: CGFloat?
    var heightForRow: ((IndexPath) -> CGFloat)?
    private(set) var displayed: [Int] = []
    private(set) var endedDisplaying: [Int] = []
    var cellStyle: UITableViewCell.CellStyle = .default
    var configureCell: ((UITableViewCell, IndexPath) -> Void)?

    init(rows: Int, sections: Int = 1) {
        self.sections = (0..<sections).map { section in (0..<rows).map { "Row \(section)-\($0)" } }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        if !unconfiguredRows.contains(indexPath.row) {
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        }
        configureCell?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightForRow?(indexPath) ?? rowHeightOverride ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath.row)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        endedDisplaying.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return willSelectOverride.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
}

/// Keeps test models alive: a table holds its data source and delegate weakly, as UIKit.
@MainActor var retainedTableModels: [TableModel] = []

extension HeadlessTestCase {
    /// A 320 × 440 table at (0, 100) in the window (clear of the safe area) with `model`'s rows,
    /// cells registered as "Row", laid out.
    func makeTable(_ model: TableModel, style: UITableView.Style = .plain, cellClass: AnyClass = UITableViewCell.self) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        place(table, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        table.register(cellClass, forCellReuseIdentifier: "Row")
        retainedTableModels.append(model)
        table.dataSource = model
        table.delegate = model
        table.layoutIfNeeded()
        return table
    }

    /// The window point at the centre of the row (as laid out now).
    func windowPoint(ofRow row: Int, section: Int = 0, in table: UITableView) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }
}
