import Kass

/// The signed-in tab bar, present on every tab's root screen.
final class TabBarScreen: KassScreen {
    lazy var home = button("tab.home")
    lazy var transactions = button("tab.transactions")
    lazy var markets = button("tab.markets")
    lazy var card = button("tab.card")
    lazy var settings = button("tab.settings")
    override var onLoad: [KassElement] { [home, settings] }
}
