import Foundation

/// The inserts, deletes, moves and reloads of one batch update, and the index arithmetic UIKit applies
/// to them: deletes and reloads name rows **before** the update, inserts name rows **after** it, a
/// move names its row before and after. Table views and collection views share it (``Wording``
/// names rows or items in the messages).
struct TableBatch {
    /// The nouns of the consistency messages: a table view's rows or a collection view's items.
    struct Wording {
        let container: String
        let item: String
        let items: String

        static let table = Wording(container: "table view", item: "row", items: "rows")
        static let collection = Wording(container: "collection view", item: "item", items: "items")
    }

    /// One moved row or item: where it was before the update and where it is after.
    struct Move {
        let from: IndexPath
        let to: IndexPath
    }

    var wording = Wording.table
    var movedRows: [Move] = []
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
        if let move = movedRows.first(where: { $0.from == old }) { return move.to }
        guard let section = newSection(for: old.section),
              !deletedRows.contains(old), !reloadedRows.contains(old) else { return nil }
        let removed = movedRows.isEmpty ? deletedRows : deletedRows + movedRows.map(\.from)
        let added = movedRows.isEmpty ? insertedRows : insertedRows + movedRows.map(\.to)
        var row = old.row - removed.filter { $0.section == old.section && $0.row < old.row }.count
        for inserted in added.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// UIKit's consistency check: the problem, worded as UIKit words it, or nil when the new counts
    /// match the old counts plus the inserts and minus the deletes.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let container = wording.container, item = wording.item, items = wording.items
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update "
                + "(\(newCounts.count)) must be equal to the number of sections contained in the \(container) before the update "
                    + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                        + "\(deletedSections.count) deleted)."
        }
        for path in deletedRows + reloadedRows + movedRows.map(\.from) {
            guard oldCounts.indices.contains(path.section), path.row >= 0, path.row < oldCounts[path.section] else {
                let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
                return "attempt to delete \(item) \(path.row) from section \(path.section) which only contains \(rows) \(items) before the "
                    + "update"
            }
        }
        for path in insertedRows + movedRows.map(\.to) {
            guard newCounts.indices.contains(path.section), path.row >= 0, path.row < newCounts[path.section] else {
                let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
                return "attempt to insert \(item) \(path.row) into section \(path.section), but there are only \(rows) \(items) in section "
                    + "\(path.section) after the update"
            }
        }
        for (section, newCount) in newCounts.enumerated() where !insertedSections.contains(section) {
            guard let old = oldSection(for: section, oldCount: oldCounts.count) else { continue }
            if reloadedSections.contains(old) { continue }
            let inserted = insertedRows.filter { $0.section == section }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != section }.count
            let oldCount = oldCounts[old]
            if newCount != oldCount + inserted - deleted + movedIn - movedOut {
                return "Invalid update: invalid number of \(items) in section \(section). The number of \(items) contained in an existing "
                    + "section after the update (\(newCount)) must be equal to the number of \(items) contained in that section before the "
                        + "update (\(oldCount)), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) "
                            + "inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section "
                                + "(\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
