import Kass

/// The signed-in tab bar, present on every tab's root screen.
final class TabBarScreen: KassScreen {
    lazy var home = button("tab.home")
    lazy var transactions = button("tab.transactions")
    lazy var markets = button("tab.markets")
    lazy var card = button("tab.card")
    lazy var settings = button("tab.settings")
    override var onLoad: [KassElement] { [home, settings] }

    /// The tabs' titles in English and German.
    static let english: KeyValuePairs<String, String> = [
        "tab.home": "Home", "tab.transactions": "Activity", "tab.markets": "Markets", "tab.card": "Card", "tab.settings": "Settings",
    ]
    static let german: KeyValuePairs<String, String> = [
        "tab.home": "Übersicht", "tab.transactions": "Umsätze", "tab.markets": "Märkte", "tab.card": "Karte",
        "tab.settings": "Einstellungen",
    ]

    /// Checks every tab's title (`titles`) and that each takes a tap.
    func verifyTabs(_ titles: KeyValuePairs<String, String> = english, file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            assertLabels(titles, file: file, line: line)
            assertTappable(titles.map(\.key), file: file, line: line)
        }
    }
}
