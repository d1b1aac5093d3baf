import Kass
import PantryApp

/// The pantry app as a user meets it: written like any UIKit app (scene delegate, asset catalog,
/// a compositional grid with a diffable data source, a Timer-driven banner, a form), run on Linux.
final class PantryTests: KassTestCase {
    override class var app: KassApp? { .pantry }

    func test_home_showsEveryStockedItem() async {
        launch()
        onScreen(PantryScreen.self) { pantry in
            pantry.item("Rice").assertLabelContains("2 left")
            pantry.items.assertCount(43)
            pantry.items.assertNoDuplicates()
        }
    }

    func test_lastItem_isReachedByScrollingTheGrid() async {
        launch()
        onScreen(PantryScreen.self) { pantry in
            pantry.item("Jar 40").scrollIntoView()
            pantry.item("Jar 40").assertVisible()
            pantry.item("Jar 40").assertLabelContains("1 left")
        }
    }

    func test_addingAnItem_putsItInTheGridAndShowsABannerForTwoSeconds() async {
        launch()
        onScreen(PantryScreen.self) { $0.addButton.tap() }
        onScreen(AddItemScreen.self) { form in
            form.name.typeText("Oats")
            form.quantity.increment()
            form.quantityValue.assertText("Quantity: 2")
            form.category.selectSegment(2)
            form.save.tap()
        }
        onScreen(PantryScreen.self) { pantry in
            pantry.banner.assertText("Added Oats")
            pantry.banner.assertUnchanged(for: 1.5)
            pantry.banner.waitUntilGone()
            pantry.items.assertCount(44)
            pantry.item("Oats").scrollIntoView()
            pantry.item("Oats").assertLabelContains("2 left")
        }
    }

    func test_savingWithoutAName_isRefusedWithAMessage() async {
        launch()
        onScreen(PantryScreen.self) { $0.addButton.tap() }
        onScreen(AddItemScreen.self) { form in
            form.save.tap()
            form.error.assertText("Give the item a name.")
        }
    }
}
