import Foundation

/// The layout pass: building the layout model from the data source, then keeping exactly the cells,
/// headers and footers that overlap the visible area.
extension UITableView {
    /// Rows whose cells are measured: at most this many passes per layout pass adjust heights.
    static let selfSizingPasses = 4

    /// Content x and width of rows (inset for `.insetGrouped`).
    var rowColumn: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margin = UITableView.insetGroupedMargin
        return (margin, Swift.max(0, bounds.width - 2 * margin))
    }

    /// The content range cells must cover: the bounds plus ``offscreenCellBuffer`` on each side.
    var tilingRange: (minY: CGFloat, maxY: CGFloat) {
        (bounds.minY - UITableView.offscreenCellBuffer, bounds.maxY + UITableView.offscreenCellBuffer)
    }

    func tileRows() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        if needsReload { rebuildLayoutModel() }
        var addedViews = false
        for _ in 0..<UITableView.selfSizingPasses {
            let range = tilingRange
            let needed = layoutModel.rows(overlapping: range.minY, range.maxY)
            let neededSet = Set(needed)
            for (path, cell) in visibleCellsByPath where !neededSet.contains(path) {
                retireCell(cell, at: path)
            }
            var heightsChanged = false
            for path in needed where visibleCellsByPath[path] == nil {
                guard let cell = makeCell(at: path) else { continue }
                if measureIfSelfSizing(cell, at: path) { heightsChanged = true }
                placeCell(cell, at: path)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
                addSubview(cell)
                visibleCellsByPath[path] = cell
                addedViews = true
            }
            if !heightsChanged { break }
            updateContentSize()
        }
        for (path, cell) in visibleCellsByPath { placeCell(cell, at: path) }
        if tileHeadersAndFooters() { addedViews = true }
        placeTableHeaderAndFooter()
        if addedViews { restoreSubviewOrder() }
        // Adding and removing cells asked for another layout pass; this one already tiled everything.
        needsLayout = false
        updatePrefetching()
    }

    // MARK: Model

    func rebuildLayoutModel() {
        needsReload = false
        let sectionCount = Swift.max(0, dataSource?.numberOfSections(in: self) ?? 0)
        sectionRowCounts = (0..<sectionCount).map { Swift.max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        var model = TableLayout()
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        model.sections = sectionRowCounts.enumerated().map { section, rowCount in
            var data = TableLayout.Section()
            data.headerHeight = supplementaryHeight(header: true, section: section)
            data.headerTopPadding = data.headerHeight > 0 ? resolvedSectionHeaderTopPadding : 0
            data.footerHeight = supplementaryHeight(header: false, section: section)
            data.setHeights((0..<rowCount).map { layoutHeight(for: IndexPath(row: $0, section: section)) })
            return data
        }
        model.restack()
        layoutModel = model
        updateContentSize()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: layoutModel.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// The row's height as the delegate or properties give it; self-sizing rows use their measured
    /// height, else their estimate.
    func layoutHeight(for path: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height == UITableView.automaticDimension {
            if let measured = measuredHeights[path] { return measured }
            let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
            return estimate > 0 && estimate.isFinite ? estimate : UITableView.defaultRowHeight
        }
        guard height.isFinite, height >= 0 else {
            reportInvalid(
                "tableView(_:heightForRowAt:)",
                "returned \(height) for row \(path.row) in section \(path.section); return a finite height ≥ 0 or "
                    + "UITableView.automaticDimension. 0 was used."
            )
            return 0
        }
        return height
    }

    /// `sectionHeaderTopPadding`, with automatic as 0 (see Guide/HeadlessUI.md).
    var resolvedSectionHeaderTopPadding: CGFloat {
        sectionHeaderTopPadding == UITableView.automaticDimension ? 0 : sectionHeaderTopPadding
    }

    func supplementaryHeight(header: Bool, section: Int) -> CGFloat {
        let height = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height != UITableView.automaticDimension, height.isFinite, height >= 0 { return height }
        let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let hasTitle = !(title ?? "").isEmpty
        switch style {
        case .plain: return hasTitle ? UITableView.plainTitledHeaderHeight : 0
        case .grouped, .insetGrouped:
            return hasTitle ? UITableView.groupedTitledHeaderHeight : UITableView.groupedUntitledHeaderHeight
        }
    }

    // MARK: Cells

    func makeCell(at path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.owningTableView = self
        cell.isSelected = selectedRows.contains(path)
        cell.isHighlighted = false
        cell.isEditing = isEditing
        cell.alpha = 1
        // UIKit brings a dequeued cell's configurations to its state before displaying it.
        cell.setNeedsUpdateConfiguration()
        cell.updateConfigurationIfNeeded()
        return cell
    }

    /// Measures a self-sizing row's cell; returns whether its height changed.
    func measureIfSelfSizing(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == UITableView.automaticDimension else { return false }
        let width = rowColumn.width
        cell.frame.size.width = width
        let fitted = cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let measured = fitted.isFinite ? Swift.max(0, fitted) : UITableView.defaultRowHeight
        measuredHeights[path] = measured
        guard layoutModel.contains(row: path.row, section: path.section),
              layoutModel.rowSpan(row: path.row, section: path.section).height != measured else { return false }
        layoutModel.setHeight(measured, ofRow: path.row, inSection: path.section)
        return true
    }

    func placeCell(_ cell: UITableViewCell, at path: IndexPath) {
        guard layoutModel.contains(row: path.row, section: path.section) else { return }
        var frame = rectForRowInModel(path)
        if let swipeState, swipeState.indexPath == path { frame.origin.x += swipeState.offset }
        if cell.frame != frame { cell.frame = frame }
    }

    func rectForRowInModel(_ path: IndexPath) -> CGRect {
        let span = layoutModel.rowSpan(row: path.row, section: path.section)
        let column = rowColumn
        return CGRect(x: column.x, y: span.minY, width: column.width, height: span.height)
    }

    /// A cell left the visible area: off the table, `didEndDisplaying`, into the reuse pool.
    func retireCell(_ cell: UITableViewCell, at path: IndexPath) {
        visibleCellsByPath[path] = nil
        if swipeState?.indexPath == path { closeSwipe(animated: false) }
        if touchTracking?.indexPath == path { cancelRowTracking() }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        enqueueForReuse(cell)
    }

    // MARK: Order

    /// Cells in row order (reading order), then headers and footers (plain headers float above
    /// rows), then the table's own header and footer, the refresh control and open swipe actions.
    func restoreSubviewOrder() {
        var front: [UIView] = visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
        for section in Set(headerViews.keys).union(footerViews.keys).sorted() {
            if let header = headerViews[section] { front.append(header) }
            if let footer = footerViews[section] { front.append(footer) }
        }
        for view in [tableHeaderView, tableFooterView, refreshControl, swipeState?.actionsView] {
            if let view, view.superview === self { front.append(view) }
        }
        // One stable pass (bringSubviewToFront per view would cost subviews × cells).
        let moved = Set(front.map(ObjectIdentifier.init))
        storedSubviews = storedSubviews.filter { !moved.contains(ObjectIdentifier($0)) } + front
    }

    func placeTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: layoutModel.tableHeaderHeight)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(
                x: 0, y: layoutModel.contentHeight - layoutModel.tableFooterHeight,
                width: bounds.width, height: layoutModel.tableFooterHeight
            )
        }
    }
}
