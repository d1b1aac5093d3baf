import Foundation

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: root items
/// in order, each with its children, and which parents are expanded. The section shows the
/// ``visibleItems``: the roots, and the children of expanded items, depth first.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// assert(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
/// dataSource.apply(outline, to: .main)
/// ```
///
/// Misuse UIKit raises for (an item already in the snapshot, a parent or neighbour that is not) is a
/// runtime issue worded like UIKit's message, and the call changes nothing.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenByParent: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// A copy of `snapshot`.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] { flatten(roots, visibleOnly: false) }
    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items the section shows: roots, and the children of expanded items, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, visibleOnly: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        parents[item] != nil || roots.contains(item)
    }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep `item` is: 0 for roots.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The position of `item` in ``items``, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The parent of `child`, or nil for roots and items not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The subtree under `parent` (its descendants as roots, or `parent` itself as the root).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            DiffableMisuse.report(
                "NSDiffableDataSourceSectionSnapshot.snapshot(of:)", "Parent item \(parent) does not exist in the section snapshot.",
                fix: "ask for the subtree of an item the snapshot contains.", outcome: "HeadlessUI returned an empty snapshot."
            )
            return result
        }
        result.roots = includingParent ? [parent] : childrenByParent[parent] ?? []
        for item in flatten(result.roots, visibleOnly: false) {
            if let children = childrenByParent[item] {
                result.childrenByParent[item] = children
                for child in children { result.parents[child] = item }
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// The tree as indented lines, one item a line.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends `items` to the roots, or to `parent`'s children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard acceptsNew(items, api: "append(_:to:)") else { return }
        if let parent {
            guard contains(parent) else {
                return misuse("append(_:to:)", "Parent item \(parent) does not exist in the section snapshot.")
            }
            childrenByParent[parent, default: []] += items
            for item in items { parents[item] = parent }
        } else {
            roots += items
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false, api: "insert(_:before:)")
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true, api: "insert(_:after:)")
    }

    /// Deletes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in flatten(childrenByParent[item] ?? [], visibleOnly: false) + [item] {
                childrenByParent[descendant] = nil
                expanded.remove(descendant)
                if descendant != item { parents[descendant] = nil }
            }
            if let parent = parents.removeValue(forKey: item) {
                childrenByParent[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands `items`: their children become visible (while their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Collapses `items`: their children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    private func flatten(_ level: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !visibleOnly || expanded.contains(item) { stack += (childrenByParent[item] ?? []).reversed() }
        }
        return result
    }

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool, api: String) {
        guard contains(item) else { return misuse(api, "Item \(item) does not exist in the section snapshot.") }
        guard acceptsNew(items, api: api) else { return }
        if let parent = parents[item] {
            var siblings = childrenByParent[parent] ?? []
            let index = siblings.firstIndex(of: item).map { after ? $0 + 1 : $0 } ?? siblings.count
            siblings.insert(contentsOf: items, at: index)
            childrenByParent[parent] = siblings
            for new in items { parents[new] = parent }
        } else {
            let index = roots.firstIndex(of: item).map { after ? $0 + 1 : $0 } ?? roots.count
            roots.insert(contentsOf: items, at: index)
        }
    }

    /// Whether `items` are all new and distinct; reports the first that is not.
    private func acceptsNew(_ items: [ItemIdentifierType], api: String) -> Bool {
        var seen: Set<ItemIdentifierType> = []
        for item in items where contains(item) || !seen.insert(item).inserted {
            misuse(api, "Item \(item) already exists in the section snapshot (or is given twice); identifiers must be unique.")
            return false
        }
        return true
    }

    private func misuse(_ api: String, _ reason: String) {
        DiffableMisuse.report(
            "NSDiffableDataSourceSectionSnapshot.\(api)", reason,
            fix: "give each item once, and only neighbours and parents in the snapshot."
        )
    }
}
