import Foundation

/// The state of a list's data at one moment, as UIKit's `NSDiffableDataSourceSnapshot`: sections in
/// order, each with its items in order, all named by unique identifiers.
///
/// Build one, then hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`;
/// the data source works out what changed since the snapshot it showed before and updates the list.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Milk", "Eggs"], toSection: 0)
/// snapshot.insertItems(["Bread"], beforeItem: "Eggs")
/// assert(snapshot.itemIdentifiers == ["Milk", "Bread", "Eggs"])
/// ```
///
/// Misuse that UIKit answers with an exception (an identifier given twice, an item or section that
/// is not in the snapshot, items with no section to go to) is reported as a runtime issue worded like
/// UIKit's message, and the call changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Section identifiers in order.
    var sections: [Section] = []
    /// The items of each section, parallel to ``sections``.
    var itemsBySection: [[Item]] = []
    /// Where each section is in ``sections``.
    var sectionIndexes: [Section: Int] = [:]
    /// The section each item is in.
    var sectionOfItem: [Item: Section] = [:]
    var reloadedItems: [Item] = []
    var reconfiguredItems: [Item] = []
    var reloadedSections: [Section] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// All item identifiers, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// Items marked with ``reloadItems(_:)`` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// Items marked with ``reconfigureItems(_:)`` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// Sections marked with ``reloadSections(_:)`` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The number of items in the section (0, reported, for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = existingSection(identifier, "numberOfItems(inSection:)") else { return 0 }
        return itemsBySection[index].count
    }

    /// The items of the section in order (empty, reported, for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = existingSection(identifier, "itemIdentifiers(inSection:)") else { return [] }
        return itemsBySection[index]
    }

    /// The section holding the item, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's position in ``itemIdentifiers`` (counted across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sectionIndexes[section],
              let row = itemsBySection[sectionIndex].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<sectionIndex].reduce(0) { $0 + $1.count } + row
    }

    /// The section's position in ``sectionIdentifiers``, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// Where the item is: its section's index and its row, or nil.
    func indexPath(of item: Item) -> IndexPath? {
        guard let section = sectionOfItem[item], let sectionIndex = sectionIndexes[section],
              let row = itemsBySection[sectionIndex].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    // MARK: Sections

    /// Adds sections after the last one.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreUnique(identifiers, "appendSections(_:)") else { return }
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before an existing section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard newSectionsAreUnique(identifiers, "insertSections(_:beforeSection:)"),
              let index = existingSection(toIdentifier, "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after an existing section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard newSectionsAreUnique(identifiers, "insertSections(_:afterSection:)"),
              let index = existingSection(toIdentifier, "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for (index, section) in sections.enumerated().reversed() where doomed.contains(section) {
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            itemsBySection.remove(at: index)
        }
        reindexSections()
        reloadedSections.removeAll { doomed.contains($0) }
        dropMarksOfRemovedItems()
    }

    /// Moves a section (with its items) before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section (with its items) after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections whose rows must be asked from the data source again when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard existingSection(section, "reloadSections(_:)") != nil else { return }
        }
        for section in identifiers where !reloadedSections.contains(section) { reloadedSections.append(section) }
    }

    // MARK: Private

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func moveSection(_ identifier: Section, relativeTo target: Section, after: Bool, _ api: String) {
        guard let from = existingSection(identifier, api), existingSection(target, api) != nil else { return }
        guard identifier != target else {
            DiffableMisuse.report(api, "cannot move section \(identifier) relative to itself.", fix: "name a different section.")
            return
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let targetIndex = sectionIndexes[target] ?? sections.count
        let destination = after ? targetIndex + 1 : targetIndex
        sections.insert(identifier, at: destination)
        itemsBySection.insert(items, at: destination)
        reindexSections()
    }

    /// Forgets reload and reconfigure marks (they belong to the apply that carried them).
    mutating func clearMarks() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    mutating func reindexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    /// Drops reload and reconfigure marks of items no longer in the snapshot.
    mutating func dropMarksOfRemovedItems() {
        reloadedItems.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItems.removeAll { sectionOfItem[$0] == nil }
    }

    /// The section's index, or nil after reporting that the section is not in the snapshot.
    func existingSection(_ identifier: Section, _ api: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        DiffableMisuse.report(
            api, "Invalid section identifier: \(identifier) does not exist in the snapshot.",
            fix: "append or insert the section first (sections now: \(DiffableMisuse.list(sections)))."
        )
        return nil
    }

    /// Whether the sections are new and given once each; otherwise reports as UIKit words it.
    private func newSectionsAreUnique(_ identifiers: [Section], _ api: String) -> Bool {
        var seen = Set<Section>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndexes[$0] != nil }
        guard duplicates.isEmpty else {
            DiffableMisuse.report(
                api, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(DiffableMisuse.list(duplicates)).",
                fix: "give each section identifier once, and only sections not yet in the snapshot."
            )
            return false
        }
        return true
    }
}
