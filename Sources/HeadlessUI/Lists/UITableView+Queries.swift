import Foundation

/// Questions about rows and cells. Each runs a pending layout pass first, so the answers reflect the
/// current offset and data, as in UIKit.
extension UITableView {
    /// The number of sections, as the table last loaded them.
    public var numberOfSections: Int {
        loadLayoutIfNeeded()
        return sectionRowCounts.count
    }

    /// The number of rows in `section` as the table last loaded them (0 when out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        loadLayoutIfNeeded()
        return sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows on screen, in order (nil when there are none, as UIKit).
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let paths = visibleCellsByPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The cell showing the row, or nil when the row is not on screen (UIKit never creates one here).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The row a visible cell shows, or nil for a cell not on screen in this table.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row under `point` (in the table's coordinates, that is content coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadLayoutIfNeeded()
        let column = rowColumn
        guard point.x >= column.x, point.x < column.x + column.width else { return nil }
        return layoutModel.rows(overlapping: point.y, point.y.nextUp).first
    }

    /// The rows overlapping `rect` (content coordinates), in order; nil when none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadLayoutIfNeeded()
        let paths = layoutModel.rows(overlapping: rect.minY, rect.maxY)
        return paths.isEmpty ? nil : paths
    }

    /// The row's rectangle in content coordinates; zero for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadLayoutIfNeeded()
        guard layoutModel.contains(row: indexPath.row, section: indexPath.section) else { return .zero }
        return rectForRowInModel(indexPath)
    }

    /// Loads the data source's counts and heights if a reload is pending (no tiling).
    func loadLayoutIfNeeded() {
        if needsReload { rebuildLayoutModel() }
    }

    /// Whether `indexPath` names an existing row; otherwise reports it for `api` and returns false.
    func validateRow(_ indexPath: IndexPath, for api: String) -> Bool {
        loadLayoutIfNeeded()
        guard indexPath.count == 2, layoutModel.contains(row: indexPath.row, section: indexPath.section) else {
            reportInvalid(
                api,
                "index path \(Array(indexPath)) names no row: the table has \(sectionRowCounts.count) section(s) with \(sectionRowCounts) "
                    + "rows. Pass IndexPath(row:section:) of an existing row."
            )
            return false
        }
        return true
    }
}
