import Foundation

/// The inserts, deletes and reloads of one batch update, and the index arithmetic UIKit applies to
/// them: deletes and reloads name rows **before** the update, inserts name rows **after** it.
struct TableBatch {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var isAnimated = false

    mutating func note(_ animation: UITableView.RowAnimation) {
        if animation != .none { isAnimated = true }
    }

    /// The section an old section becomes, or nil when it is deleted or reloaded.
    func newSection(for oldSection: Int) -> Int? {
        guard !deletedSections.contains(oldSection), !reloadedSections.contains(oldSection) else { return nil }
        var section = oldSection - deletedSections.count(in: 0..<oldSection)
        for inserted in insertedSections where inserted <= section { section += 1 }
        return section
    }

    /// The old section a new section came from, or nil for an inserted section.
    func oldSection(for newSection: Int, oldCount: Int) -> Int? {
        (0..<oldCount).first { self.newSection(for: $0) == newSection }
    }

    /// Where an old row moves, or nil when it (or its section) is deleted or reloaded.
    func newPath(for old: IndexPath) -> IndexPath? {
        guard let section = newSection(for: old.section),
              !deletedRows.contains(old), !reloadedRows.contains(old) else { return nil }
        var row = old.row - deletedRows.filter { $0.section == old.section && $0.row < old.row }.count
        for inserted in insertedRows.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// UIKit's consistency check: the problem, worded as UIKit words it, or nil when the new counts
    /// match the old counts plus the inserts and minus the deletes.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update "
                + "(\(newCounts.count)) must be equal to the number of sections contained in the table view before the update "
                    + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                        + "\(deletedSections.count) deleted)."
        }
        for path in deletedRows + reloadedRows {
            guard oldCounts.indices.contains(path.section), path.row >= 0, path.row < oldCounts[path.section] else {
                let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
                return "attempt to delete row \(path.row) from section \(path.section) which only contains \(rows) rows before the update"
            }
        }
        for path in insertedRows {
            guard newCounts.indices.contains(path.section), path.row >= 0, path.row < newCounts[path.section] else {
                let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
                return "attempt to insert row \(path.row) into section \(path.section), but there are only \(rows) rows in section "
                    + "\(path.section) after the update"
            }
        }
        for (section, newCount) in newCounts.enumerated() where !insertedSections.contains(section) {
            guard let old = oldSection(for: section, oldCount: oldCounts.count) else { continue }
            if reloadedSections.contains(old) { continue }
            let inserted = insertedRows.filter { $0.section == section }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let oldCount = oldCounts[old]
            if newCount != oldCount + inserted - deleted {
                return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section "
                    + "after the update (\(newCount)) must be equal to the number of rows contained in that section before the update "
                        + "(\(oldCount)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, "
                            + "\(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                                + "moved out)."
            }
        }
        return nil
    }
}
