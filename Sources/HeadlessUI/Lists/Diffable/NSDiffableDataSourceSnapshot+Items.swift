import Foundation

/// Adding, removing, moving and marking items.
extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`, or of the last section when nil. An item already
    /// in the snapshot is moved into place, as UIKit does since iOS 15 (it is reported: UIKit logs it
    /// as a client bug).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let api = "appendItems(_:toSection:)"
        guard itemsAreUnique(identifiers, api) else { return }
        let section: Int
        if let sectionIdentifier {
            guard let index = existingSection(sectionIdentifier, api) else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                DiffableMisuse.report(
                    api, "There are currently no sections in the data source. Please add a section first.",
                    fix: "call appendSections(_:) before appending items."
                )
                return
            }
            section = sections.count - 1
        }
        removeExisting(identifiers, api)
        itemsBySection[section].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = sections[section] }
    }

    /// Inserts items just before an existing item, in that item's section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an existing item, in that item's section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    /// Removes items (identifiers not in the snapshot are ignored, as UIKit ignores them).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !doomed.isEmpty else { return }
        let touched = Set(doomed.compactMap { sectionOfItem[$0].flatMap { sectionIndexes[$0] } })
        for section in touched { itemsBySection[section].removeAll { doomed.contains($0) } }
        for item in doomed { sectionOfItem[item] = nil }
        dropMarksOfRemovedItems()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells must be made again (dequeued and configured anew) when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsExist(identifiers, "reloadItems(_:)") else { return }
        appendMarks(identifiers, to: &reloadedItems)
    }

    /// Marks items whose existing cells must be configured again (the same cell instance) when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsExist(identifiers, "reconfigureItems(_:)") else { return }
        appendMarks(identifiers, to: &reconfiguredItems)
    }

    // MARK: Private

    private mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item, after: Bool, _ api: String) {
        guard itemsAreUnique(identifiers, api), itemsExist([anchor], api) else { return }
        guard !identifiers.contains(anchor) else {
            DiffableMisuse.report(api, "cannot insert item \(anchor) relative to itself.", fix: "name an item that is not being inserted.")
            return
        }
        removeExisting(identifiers, api)
        guard let path = indexPath(of: anchor) else { return }
        itemsBySection[path.section].insert(contentsOf: identifiers, at: after ? path.row + 1 : path.row)
        for item in identifiers { sectionOfItem[item] = sections[path.section] }
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool, _ api: String) {
        guard itemsExist([identifier, anchor], api) else { return }
        guard identifier != anchor else {
            DiffableMisuse.report(api, "cannot move item \(identifier) relative to itself.", fix: "name a different item.")
            return
        }
        guard let from = indexPath(of: identifier) else { return }
        itemsBySection[from.section].remove(at: from.row)
        guard let to = indexPath(of: anchor) else { return }
        itemsBySection[to.section].insert(identifier, at: after ? to.row + 1 : to.row)
        sectionOfItem[identifier] = sections[to.section]
    }

    /// Takes items that are already in the snapshot out of it before they are added again, and
    /// reports it with UIKit's log wording.
    private mutating func removeExisting(_ identifiers: [Item], _ api: String) {
        let existing = identifiers.filter { sectionOfItem[$0] != nil }
        guard !existing.isEmpty else { return }
        DiffableMisuse.report(
            api,
            "Diffable data source detected an attempt to insert or append \(existing.count) item identifiers that already exist in the "
                + "snapshot. The existing item identifiers will be moved into place instead. Item identifiers that already exist: "
                + "\(DiffableMisuse.list(existing)).",
            fix: "insert only new identifiers, or use moveItem(_:beforeItem:) for items already in the snapshot.",
            outcome: "HeadlessUI moved them into place, as UIKit does (UIKit logs this as a bug in the client)."
        )
        let moving = Set(existing)
        let touched = Set(existing.compactMap { sectionOfItem[$0].flatMap { sectionIndexes[$0] } })
        for section in touched { itemsBySection[section].removeAll { moving.contains($0) } }
        for item in existing { sectionOfItem[item] = nil }
    }

    /// Whether every identifier appears once in `identifiers`; otherwise reports as UIKit words it.
    private func itemsAreUnique(_ identifiers: [Item], _ api: String) -> Bool {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        for item in identifiers where !seen.insert(item).inserted && !duplicates.contains(item) { duplicates.append(item) }
        guard duplicates.isEmpty else {
            DiffableMisuse.report(
                api, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(DiffableMisuse.list(duplicates)).",
                fix: "give each item identifier once (identifiers must be unique across the whole snapshot)."
            )
            return false
        }
        return true
    }

    /// Whether every identifier is in the snapshot; otherwise reports the missing ones.
    private func itemsExist(_ identifiers: [Item], _ api: String) -> Bool {
        let missing = identifiers.filter { sectionOfItem[$0] == nil }
        guard missing.isEmpty else {
            DiffableMisuse.report(
                api, "Invalid item identifier: \(DiffableMisuse.list(missing)) does not exist in the snapshot.",
                fix: "name items that were appended or inserted first (the snapshot has \(numberOfItems) items)."
            )
            return false
        }
        return true
    }

    private func appendMarks(_ identifiers: [Item], to marks: inout [Item]) {
        var marked = Set(marks)
        for item in identifiers where marked.insert(item).inserted { marks.append(item) }
    }
}
