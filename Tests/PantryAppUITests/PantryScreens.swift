import Kass
import PantryApp

/// The pantry grid.
final class PantryScreen: KassScreen {
    lazy var grid = element("pantry.grid")
    lazy var items = grid.cells()
    lazy var addButton = button("pantry.add")
    lazy var banner = text("pantry.banner")
    override var onLoad: [KassElement] { [grid, addButton] }

    func item(_ name: String) -> KassElement { cell("pantry.item.\(name)") }
}

/// The form that adds an item.
final class AddItemScreen: KassScreen {
    lazy var name = textField("add.name")
    lazy var quantity = stepper("add.quantity")
    lazy var quantityValue = text("add.quantity.value")
    lazy var category = segmentedControl("add.category")
    lazy var save = button("add.save")
    lazy var error = text("add.error")
    override var onLoad: [KassElement] { [name, save] }
}

extension KassApp {
    static let pantry = KassApp(name: "Pantry", sceneDelegate: { PantrySceneDelegate() }) { PantryAppDelegate() }
}
