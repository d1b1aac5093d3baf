import Foundation

/// The vertical geometry of a table: where each section, header, row and footer lies in content
/// coordinates. A pure value: the table fills it from its data source and delegate, then asks it
/// which rows a rectangle touches.
///
/// Rows of a section either share one height (arithmetic, nothing stored per row) or carry their own
/// heights with running totals, found by binary search, so finding the rows in view costs
/// O(log rows) and never walks the whole table.
struct TableLayout: Equatable {
    /// One section's geometry.
    struct Section: Equatable {
        /// Content y of the section's top (its header's top).
        var top: CGFloat = 0
        /// Space above the header (`sectionHeaderTopPadding`; 0 without a header).
        var headerTopPadding: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowCount = 0
        /// The shared row height when every row has it; nil when rows have their own heights.
        var uniformHeight: CGFloat?
        /// Per-row heights (empty when uniform).
        var heights: [CGFloat] = []
        /// `offsets[i]` = total height of rows before row `i`; one more entry than rows (empty when uniform).
        var offsets: [CGFloat] = []

        /// Total height of the rows.
        var rowsHeight: CGFloat {
            if let uniformHeight { return uniformHeight * CGFloat(rowCount) }
            return offsets.last ?? 0
        }
        /// Padding, header, rows and footer.
        var height: CGFloat { headerTopPadding + headerHeight + rowsHeight + footerHeight }
        /// Content y of the header's top.
        var headerTop: CGFloat { top + headerTopPadding }
        /// Content y of the first row's top.
        var rowsTop: CGFloat { top + headerTopPadding + headerHeight }

        func rowOffset(_ row: Int) -> CGFloat {
            if let uniformHeight { return uniformHeight * CGFloat(row) }
            return offsets[row]
        }

        func rowHeight(_ row: Int) -> CGFloat {
            if let uniformHeight { return uniformHeight }
            return heights[row]
        }

        /// The row whose span contains `y` (relative to the first row's top), clamped to the rows.
        func row(containing y: CGFloat) -> Int {
            guard rowCount > 0 else { return 0 }
            if let uniformHeight {
                guard uniformHeight > 0 else { return 0 }
                return Swift.min(rowCount - 1, Swift.max(0, Int((y / uniformHeight).rounded(.down))))
            }
            // Last row whose offset is <= y.
            var low = 0, high = rowCount - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] <= y { low = middle } else { high = middle - 1 }
            }
            return low
        }

        mutating func setHeights(_ newHeights: [CGFloat]) {
            rowCount = newHeights.count
            if let first = newHeights.first, newHeights.allSatisfy({ $0 == first }) {
                uniformHeight = first
                heights = []
                offsets = []
                return
            }
            uniformHeight = newHeights.isEmpty ? 0 : nil
            heights = newHeights
            recomputeOffsets(from: 0)
        }

        mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
            if let uniformHeight {
                guard height != uniformHeight else { return }
                heights = Array(repeating: uniformHeight, count: rowCount)
                self.uniformHeight = nil
                heights[row] = height
                recomputeOffsets(from: 0)
                return
            }
            guard heights[row] != height else { return }
            heights[row] = height
            recomputeOffsets(from: row)
        }

        private mutating func recomputeOffsets(from row: Int) {
            if offsets.count != heights.count + 1 {
                offsets = Array(repeating: 0, count: heights.count + 1)
            }
            var running = offsets[row]
            for index in row..<heights.count {
                offsets[index] = running
                running += heights[index]
            }
            offsets[heights.count] = running
        }
    }

    var sections: [Section] = []
    /// Height of the table header view above the first section.
    var tableHeaderHeight: CGFloat = 0
    /// Height of the table footer view below the last section.
    var tableFooterHeight: CGFloat = 0

    /// The content height: table header, every section, table footer.
    var contentHeight: CGFloat {
        (sections.last.map { $0.top + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }

    /// Recomputes every section's top from the heights (call after changing heights).
    mutating func restack(from first: Int = 0) {
        var top = first == 0 ? tableHeaderHeight : sections[first - 1].top + sections[first - 1].height
        for index in first..<sections.count {
            sections[index].top = top
            top += sections[index].height
        }
    }

    /// Changes one row's height and moves everything below it.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int, inSection section: Int) {
        sections[section].setHeight(height, ofRow: row)
        restack(from: section)
    }

    func contains(row: Int, section: Int) -> Bool {
        sections.indices.contains(section) && row >= 0 && row < sections[section].rowCount
    }

    /// The row's rectangle (x and width supplied by the table).
    func rowSpan(row: Int, section: Int) -> (minY: CGFloat, height: CGFloat) {
        let data = sections[section]
        return (data.rowsTop + data.rowOffset(row), data.rowHeight(row))
    }

    /// The section whose span contains `y`, clamped to the sections; nil when there are none.
    func section(containing y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index paths of the rows overlapping `minY..<maxY`, in order.
    func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, var section = self.section(containing: minY) else { return [] }
        var paths: [IndexPath] = []
        while section < sections.count {
            let data = sections[section]
            if data.top >= maxY { break }
            if data.rowCount > 0, data.rowsTop + data.rowsHeight > minY, data.rowsTop < maxY {
                var row = data.row(containing: minY - data.rowsTop)
                while row < data.rowCount {
                    let top = data.rowsTop + data.rowOffset(row)
                    if top >= maxY { break }
                    if top + data.rowHeight(row) > minY { paths.append(IndexPath(row: row, section: section)) }
                    row += 1
                }
            }
            section += 1
        }
        return paths
    }

    /// The sections whose span overlaps `minY..<maxY`.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, let first = section(containing: minY) else { return 0..<0 }
        var last = first
        while last + 1 < sections.count, sections[last + 1].top < maxY { last += 1 }
        return first..<(last + 1)
    }
}
