import Foundation

/// Told ahead of time which rows a table view will soon show, as UIKit's
/// `UITableViewDataSourcePrefetching`, so it can start loading their data (images, network) before
/// their cells are made. Set it as the table's `prefetchDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come into view: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced before that will not come into view after all (the scrolling turned back):
    /// cancel their loading.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Nothing (optional in UIKit).
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching, after each tiling pass: the rows in the next screenful in the scrolling direction
/// (down until the table scrolls up) that are not shown are announced once with `prefetchRowsAt`;
/// announced rows that leave that window without being shown are cancelled with
/// `cancelPrefetchingForRowsAt`; rows that come into view are simply displayed. `reloadData()`
/// forgets what was announced.
extension UITableView {
    func updatePrefetching() {
        guard let prefetchDataSource else {
            prefetchedRows.removeAll()
            return
        }
        let scrollingUp = contentOffset.y < lastTiledOffsetY
        lastTiledOffsetY = contentOffset.y
        let window = scrollingUp ? (bounds.minY - bounds.height, bounds.minY) : (bounds.maxY, bounds.maxY + bounds.height)
        let shown = Set(visibleCellsByPath.keys)
        let ahead = Set(layoutModel.rows(overlapping: window.0, window.1)).subtracting(shown)
        prefetchedRows.subtract(shown)
        let cancelled = prefetchedRows.subtracting(ahead)
        let announced = ahead.subtracting(prefetchedRows)
        prefetchedRows = prefetchedRows.subtracting(cancelled).union(announced)
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !announced.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: announced.sorted()) }
    }
}
