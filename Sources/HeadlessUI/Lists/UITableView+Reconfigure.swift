import Foundation

/// Reconfiguring rows, as UIKit's `reconfigureRows(at:)` (iOS 15): the data source configures the
/// row's **existing** cell again. While it does, `dequeueReusableCell(withIdentifier:for:)` with the
/// cell's identifier returns that same cell, without `prepareForReuse()`.
extension UITableView {
    /// Asks the data source to configure the cells of these rows again, keeping the cell instances
    /// (rows that are not visible have no cell and are left alone). Inside a batch the paths are the
    /// rows before the update, and the cells are configured after it.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        if batch != nil {
            batch?.reconfiguredRows += indexPaths
            return
        }
        layoutIfNeeded()
        reconfigureVisibleRows(indexPaths)
    }

    /// Configures the visible cells of `paths` again through the data source. A data source that
    /// returns a different cell gets it placed instead of the old one (the old one is retired).
    func reconfigureVisibleRows(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths {
            guard let existing = visibleCellsByPath[path] else { continue }
            cellBeingReconfigured = existing
            let cell = dataSource.tableView(self, cellForRowAt: path)
            cellBeingReconfigured = nil
            cell.setNeedsUpdateConfiguration()
            guard cell !== existing else {
                cell.updateConfigurationIfNeeded()
                continue
            }
            retireCell(existing, at: path)
            cell.owningTableView = self
            cell.isSelected = selectedRows.contains(path)
            cell.isEditing = isEditing
            cell.updateConfigurationIfNeeded()
            placeCell(cell, at: path)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            addSubview(cell)
            visibleCellsByPath[path] = cell
            restoreSubviewOrder()
        }
    }
}
