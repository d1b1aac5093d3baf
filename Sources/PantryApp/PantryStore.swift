import Foundation

/// The items of the pantry, in the order they were added.
@MainActor
public final class PantryStore {
    public private(set) var items: [PantryItem]

    public init(items: [PantryItem]) {
        self.items = items
    }

    /// A stocked pantry: a few staples, then `extra` numbered jars so the grid scrolls.
    public static func stocked(extra: Int = 40) -> PantryStore {
        var items = [
            PantryItem(name: "Rice", quantity: 2, category: .grains),
            PantryItem(name: "Apples", quantity: 6, category: .fruit),
            PantryItem(name: "Milk", quantity: 1, category: .dairy),
        ]
        for number in 1...max(extra, 1) {
            items.append(PantryItem(name: "Jar \(number)", quantity: number % 5 + 1, category: .grains))
        }
        return PantryStore(items: items)
    }

    func add(_ item: PantryItem) {
        items.append(item)
    }

    func item(with id: PantryItem.ID) -> PantryItem? {
        items.first { $0.id == id }
    }
}
