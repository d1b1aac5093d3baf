import Foundation

/// The inserts, deletes, moves and reloads of one batch update, and UIKit's consistency check of
/// them: deletes and reloads name rows **before** the update, inserts name rows **after** it, a move
/// goes from a row before to a row after (for counting it is a delete plus an insert that keeps its
/// cell). ``mapping(oldCounts:)`` turns the batch into the old-to-new index arithmetic. Table views
/// and collection views share it (``Wording`` names rows or items in the messages).
struct TableBatch {
    /// The nouns of the consistency messages: a table view's rows or a collection view's items.
    struct Wording {
        let container: String
        let item: String
        let items: String

        static let table = Wording(container: "table view", item: "row", items: "rows")
        static let collection = Wording(container: "collection view", item: "item", items: "items")
    }

    /// A row moved from a position before the update to one after it.
    struct RowMove: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// A section moved from an index before the update to one after it.
    struct SectionMove: Equatable {
        var from: Int
        var to: Int
    }

    var wording = Wording.table
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [RowMove] = []
    /// Rows whose cells are configured again after the update (paths before the update).
    var reconfiguredRows: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [SectionMove] = []
    var isAnimated = false

    mutating func note(_ animation: UITableView.RowAnimation) {
        if animation != .none { isAnimated = true }
    }

    /// The index arithmetic of this batch over a table that had `oldCounts` rows per section.
    func mapping(oldCounts: [Int]) -> TableBatchMapping {
        TableBatchMapping(batch: self, oldSectionCount: oldCounts.count)
    }

    /// UIKit's consistency check: the problem, worded as UIKit words it, or nil when the new counts
    /// match the old counts plus the inserts and moves in and minus the deletes and moves out.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let container = wording.container, item = wording.item, items = wording.items
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update "
                + "(\(newCounts.count)) must be equal to the number of sections contained in the \(container) before the update "
                    + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                        + "\(deletedSections.count) deleted)."
        }
        if let problem = sectionMoveProblem(oldCount: oldCounts.count, newCount: newCounts.count) { return problem }
        for path in deletedRows + reloadedRows + movedRows.map(\.from) {
            guard oldCounts.indices.contains(path.section), path.row >= 0, path.row < oldCounts[path.section] else {
                let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
                return "attempt to delete \(item) \(path.row) from section \(path.section) which only contains \(rows) \(items) "
                    + "before the update"
            }
        }
        for path in insertedRows + movedRows.map(\.to) {
            guard newCounts.indices.contains(path.section), path.row >= 0, path.row < newCounts[path.section] else {
                let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
                return "attempt to insert \(item) \(path.row) into section \(path.section), but there are only \(rows) \(items) in section "
                    + "\(path.section) after the update"
            }
        }
        let movedFrom = Set(movedRows.map(\.from))
        if let both = (deletedRows + reloadedRows).first(where: movedFrom.contains) {
            return "attempt to perform a delete and a move from the same \(item) (\(item) \(both.row) in section \(both.section))"
        }
        let mapping = mapping(oldCounts: oldCounts)
        var inserted = [Int: Int](), deleted = [Int: Int](), movedIn = [Int: Int](), movedOut = [Int: Int]()
        for path in insertedRows { inserted[path.section, default: 0] += 1 }
        for path in deletedRows { deleted[path.section, default: 0] += 1 }
        for move in movedRows {
            movedIn[move.to.section, default: 0] += 1
            movedOut[move.from.section, default: 0] += 1
        }
        for (section, newCount) in newCounts.enumerated() {
            guard let old = mapping.oldSection(forNew: section), !reloadedSections.contains(old) else { continue }
            let oldCount = oldCounts[old]
            let counts = (inserted[section, default: 0], deleted[old, default: 0], movedIn[section, default: 0], movedOut[old, default: 0])
            if newCount != oldCount + counts.0 - counts.1 + counts.2 - counts.3 {
                return "Invalid update: invalid number of \(items) in section \(section). The number of \(items) contained in an existing "
                    + "section after the update (\(newCount)) must be equal to the number of \(items) contained in that section before the "
                        + "update (\(oldCount)), plus or minus the number of \(items) inserted or deleted from that section (\(counts.0) "
                            + "inserted, \(counts.1) deleted) and plus or minus the number of \(items) moved into or out of that section "
                                + "(\(counts.2) moved in, \(counts.3) moved out)."
            }
        }
        return nil
    }

    private func sectionMoveProblem(oldCount: Int, newCount: Int) -> String? {
        for move in movedSections {
            if !(0..<oldCount).contains(move.from) || !(0..<newCount).contains(move.to) {
                return "attempt to move section \(move.from) to section \(move.to), but there are \(oldCount) sections before the "
                    + "update and \(newCount) after it"
            }
            if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
                return "attempt to perform a delete and a move from the same section (\(move.from))"
            }
            if insertedSections.contains(move.to) {
                return "attempt to perform an insert and a move to the same section (\(move.to))"
            }
        }
        return nil
    }
}

/// Where rows and sections go in one batch update, prepared once so each question costs a
/// logarithm of the number of changes.
struct TableBatchMapping {
    /// The new index of each old section (nil when deleted).
    private var newSectionOfOld: [Int?]
    private var oldSectionOfNew: [Int: Int] = [:]
    private let reloadedSections: IndexSet
    /// Rows leaving each old section (deleted or moved out), sorted.
    private var removedRows: [Int: [Int]] = [:]
    /// Rows arriving in each new section (inserted or moved in), sorted, each minus its rank: the
    /// values `a[i] - i` rise, so "how many arrivals land at or before this row" is a binary search.
    private var arrivalKeys: [Int: [Int]] = [:]
    private var replacedRows: Set<IndexPath>
    private var moveDestinations: [IndexPath: IndexPath] = [:]

    init(batch: TableBatch, oldSectionCount: Int) {
        reloadedSections = batch.reloadedSections
        replacedRows = Set(batch.deletedRows + batch.reloadedRows)
        let movedSectionDestinations = Dictionary(batch.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let leavingSections = batch.deletedSections.union(IndexSet(batch.movedSections.map(\.from))).sorted()
        let sectionKeys = TableBatchMapping.arrivalKeys(batch.insertedSections.union(IndexSet(batch.movedSections.map(\.to))).sorted())
        newSectionOfOld = (0..<oldSectionCount).map { old in
            if let destination = movedSectionDestinations[old] { return destination }
            if batch.deletedSections.contains(old) { return nil }
            let kept = old - TableBatchMapping.count(of: leavingSections, lessThan: old)
            return kept + TableBatchMapping.count(of: sectionKeys, atMost: kept)
        }
        for (old, new) in newSectionOfOld.enumerated() {
            if let new { oldSectionOfNew[new] = old }
        }
        for path in batch.deletedRows { removedRows[path.section, default: []].append(path.row) }
        var arrivals: [Int: [Int]] = [:]
        for path in batch.insertedRows { arrivals[path.section, default: []].append(path.row) }
        for move in batch.movedRows {
            removedRows[move.from.section, default: []].append(move.from.row)
            arrivals[move.to.section, default: []].append(move.to.row)
            moveDestinations[move.from] = move.to
        }
        for key in removedRows.keys { removedRows[key]?.sort() }
        for (section, rows) in arrivals { arrivalKeys[section] = TableBatchMapping.arrivalKeys(rows.sorted()) }
    }

    /// The section an old section becomes (nil when deleted).
    func newSection(forOld old: Int) -> Int? {
        newSectionOfOld.indices.contains(old) ? newSectionOfOld[old] : nil
    }

    /// The old section a new section came from (nil for an inserted section).
    func oldSection(forNew new: Int) -> Int? {
        oldSectionOfNew[new]
    }

    /// Where an old row goes, or nil when it (or its section) is deleted or reloaded: its cell leaves.
    func newPath(for old: IndexPath) -> IndexPath? {
        if let destination = moveDestinations[old] { return destination }
        guard !replacedRows.contains(old), !reloadedSections.contains(old.section),
              let section = newSection(forOld: old.section) else { return nil }
        let kept = old.row - TableBatchMapping.count(of: removedRows[old.section] ?? [], lessThan: old.row)
        let row = kept + TableBatchMapping.count(of: arrivalKeys[section] ?? [], atMost: kept)
        return IndexPath(row: row, section: section)
    }

    /// `sorted[i] - i` for sorted distinct positions.
    private static func arrivalKeys(_ sorted: [Int]) -> [Int] {
        sorted.enumerated().map { $1 - $0 }
    }

    /// How many values of the ascending array are below `value`.
    private static func count(of sorted: [Int], lessThan value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many values of the ascending array are at most `value`.
    private static func count(of sorted: [Int], atMost value: Int) -> Int {
        count(of: sorted, lessThan: value + 1)
    }
}
