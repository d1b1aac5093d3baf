import Foundation

/// What changed between two states of a sectioned list, in the index terms of a batch update:
/// deletes and reloads name positions **before** the update, inserts name positions **after** it,
/// moves go from a before-position to an after-position. Pure and independent of any view, so table
/// and collection data sources share it.
///
/// Sections and items are matched by identifier. Items kept in the same section keep their relative
/// order where possible: the longest run of them already in order stays put, the others are moves
/// (the fewest moves that explain the new order). Items that change section are moves. Items of a
/// deleted, inserted or reloaded section are covered by that section's change and not listed. A
/// reloaded item that also moves becomes a delete plus an insert (a row cannot be reloaded and moved
/// in one update). Cost: O(n log n) in the number of items.
struct ListDifference<Section: Hashable, Item: Hashable>: Equatable {
    /// A move from a position before the update to a position after it.
    struct Move<Position: Equatable>: Equatable {
        var from: Position
        var to: Position
    }

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    /// Old indexes of sections to reload.
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    /// Old positions of items whose cells are made again.
    var reloadedItems: [IndexPath] = []
    /// Old positions of items whose cells are configured again (after the update, at their new place).
    var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changed.
    var isEmpty: Bool { self == ListDifference() }

    /// The difference from `old` to `new` (each: section identifiers and the items of each section).
    /// `reloadedSections`, `reloadedItems` and `reconfiguredItems` are the identifiers marked in the
    /// new state; marks on identifiers that are new in it are dropped (a new row is made anyway).
    init(
        from old: (sections: [Section], items: [[Item]]),
        to new: (sections: [Section], items: [[Item]]),
        reloadedSections: [Section] = [],
        reloadedItems: [Item] = [],
        reconfiguredItems: [Item] = []
    ) {
        let oldSectionIndex = Dictionary(old.sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newSectionIndex = Dictionary(new.sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let reloadedSectionSet = Set(reloadedSections)

        // Sections: kept ones (in both and not reloaded with a new index) keep order where they can.
        var keptSectionOldIndexes: [Int] = []  // in new order
        var newSectionForOld = [Int?](repeating: nil, count: old.sections.count)
        for (newIndex, section) in new.sections.enumerated() {
            guard let oldIndex = oldSectionIndex[section] else {
                insertedSections.insert(newIndex)
                continue
            }
            newSectionForOld[oldIndex] = newIndex
            keptSectionOldIndexes.append(oldIndex)
        }
        for (oldIndex, section) in old.sections.enumerated() where newSectionIndex[section] == nil {
            deletedSections.insert(oldIndex)
        }
        let stayingSections = Set(ListDifference.longestIncreasingSubsequence(keptSectionOldIndexes))
        for oldIndex in keptSectionOldIndexes {
            guard let newIndex = newSectionForOld[oldIndex] else { continue }
            let reloaded = reloadedSectionSet.contains(old.sections[oldIndex])
            if stayingSections.contains(oldIndex) {
                if reloaded { self.reloadedSections.insert(oldIndex) }
            } else if reloaded {
                // A section cannot be reloaded and moved in one update: replace it.
                deletedSections.insert(oldIndex)
                insertedSections.insert(newIndex)
                newSectionForOld[oldIndex] = nil
            } else {
                movedSections.append(Move(from: oldIndex, to: newIndex))
            }
        }
        // Sections whose rows are not diffed one by one: gone, new or reloaded.
        let wholeOld = deletedSections.union(self.reloadedSections)
        let wholeNew = insertedSections.union(IndexSet(self.reloadedSections.compactMap { newSectionForOld[$0] }))

        // Items.
        var oldPathOfItem: [Item: IndexPath] = [:]
        oldPathOfItem.reserveCapacity(old.items.reduce(0) { $0 + $1.count })
        // A repeated identifier (snapshots refuse them) counts at its first position only; its other
        // occurrences are deleted or inserted, so the batch stays consistent.
        for (section, items) in old.items.enumerated() {
            for (row, item) in items.enumerated() where oldPathOfItem[item] == nil {
                oldPathOfItem[item] = IndexPath(row: row, section: section)
            }
        }
        var newPathOfItem: [Item: IndexPath] = [:]
        for (section, items) in new.items.enumerated() {
            for (row, item) in items.enumerated() where newPathOfItem[item] == nil {
                newPathOfItem[item] = IndexPath(row: row, section: section)
            }
        }
        let reloadedItemSet = Set(reloadedItems)
        var reloadedItemCandidates: [(old: IndexPath, new: IndexPath)] = []
        for (section, items) in old.items.enumerated() where !wholeOld.contains(section) {
            for (row, item) in items.enumerated() {
                let path = IndexPath(row: row, section: section)
                let stillThere = oldPathOfItem[item] == path && newPathOfItem[item].map { !wholeNew.contains($0.section) } ?? false
                if !stillThere { deletedItems.append(path) }
            }
        }
        for (newSection, items) in new.items.enumerated() where !wholeNew.contains(newSection) {
            var sameSectionOldRows: [Int] = []  // old rows of items staying in this section, in new order
            let oldSection = oldSectionIndex[new.sections[newSection]].flatMap { newSectionForOld[$0] == newSection ? $0 : nil }
            for (row, item) in items.enumerated() {
                let newPath = IndexPath(row: row, section: newSection)
                guard newPathOfItem[item] == newPath, let oldPath = oldPathOfItem[item], !wholeOld.contains(oldPath.section) else {
                    insertedItems.append(newPath)
                    continue
                }
                if reloadedItemSet.contains(item) {
                    reloadedItemCandidates.append((oldPath, newPath))
                }
                if oldPath.section == oldSection {
                    sameSectionOldRows.append(oldPath.row)
                } else {
                    movedItems.append(Move(from: oldPath, to: newPath))
                }
            }
            guard let oldSection else { continue }
            let staying = Set(ListDifference.longestIncreasingSubsequence(sameSectionOldRows))
            for (row, item) in items.enumerated() {
                let newPath = IndexPath(row: row, section: newSection)
                guard newPathOfItem[item] == newPath, let oldPath = oldPathOfItem[item], oldPath.section == oldSection,
                      !staying.contains(oldPath.row) else { continue }
                movedItems.append(Move(from: oldPath, to: newPath))
            }
        }
        // Reloads: a moved item cannot also be reloaded, so it is deleted and inserted instead.
        let movedFrom = Set(movedItems.map(\.from))
        for (oldPath, newPath) in reloadedItemCandidates {
            if movedFrom.contains(oldPath) {
                movedItems.removeAll { $0.from == oldPath }
                deletedItems.append(oldPath)
                insertedItems.append(newPath)
            } else {
                self.reloadedItems.append(oldPath)
            }
        }
        for item in reconfiguredItems where !reloadedItemSet.contains(item) {
            guard let oldPath = oldPathOfItem[item], let newPath = newPathOfItem[item],
                  !wholeOld.contains(oldPath.section), !wholeNew.contains(newPath.section) else { continue }
            self.reconfiguredItems.append(oldPath)
        }
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort { $0.to < $1.to }
        self.reloadedItems.sort()
        self.reconfiguredItems.sort()
    }

    /// An empty difference.
    init() {}

    /// The values of one longest strictly increasing subsequence of `values` (patience sorting,
    /// O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tailIndexes: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tailIndexes.count
            while low < high {
                let middle = (low + high) / 2
                if values[tailIndexes[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailIndexes[low - 1] }
            if low == tailIndexes.count { tailIndexes.append(index) } else { tailIndexes[low] = index }
        }
        var result: [Int] = []
        var cursor = tailIndexes.last ?? -1
        while cursor >= 0 {
            result.append(values[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
