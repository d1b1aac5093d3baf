import Foundation

/// One thing kept in the pantry.
public struct PantryItem: Hashable, Sendable, Identifiable {
    /// What the pantry keeps it for.
    public enum Category: String, CaseIterable, Sendable {
        case grains = "Grains"
        case fruit = "Fruit"
        case dairy = "Dairy"
    }

    public let id: UUID
    public var name: String
    public var quantity: Int
    public var category: Category

    public init(id: UUID = UUID(), name: String, quantity: Int, category: Category) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.category = category
    }

    /// The asset catalog image for the item's category.
    var imageName: String { category.rawValue.lowercased() }
}
