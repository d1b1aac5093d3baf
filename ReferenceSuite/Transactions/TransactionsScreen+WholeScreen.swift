import ChaosBank
import Kass
import XCTest

extension TransactionsScreen {
    /// The fixed texts in one language.
    struct Texts {
        var title: String
        var searchLabel: String
        var searchPlaceholder: String
        var filters: [String]
        var loadMore: String

        static let english = Texts(
            title: "Activity", searchLabel: "Search", searchPlaceholder: "Search transactions", filters: ["All", "In", "Out"],
            loadMore: "Load more"
        )
        static let german = Texts(
            title: "Umsätze", searchLabel: "Suche", searchPlaceholder: "Umsätze durchsuchen", filters: ["Alle", "Eingang", "Ausgang"],
            loadMore: "Mehr laden"
        )
    }

    /// The segment of the direction filter titled `title`.
    func filterSegment(_ title: String) -> KassElement { button(.label(title).inside(identifier: "transactions.filter")) }

    /// Checks everything the Activity tab shows: texts, the chosen filter, the count, how many rows
    /// are loaded and the first ones (as VoiceOver reads them), and Load more (there, labelled and
    /// tappable, only while more match). Every mismatch is reported.
    func verifyShows(
        count expectedCount: String, rows loaded: Int, firstRows: [String] = [], filter: Int = 0, texts: Texts = .english,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        count.assertText(expectedCount, file: file, line: line)
        session.verifyAll(file: file, line: line) {
            title.assertText(texts.title, file: file, line: line)
            search.assertPlaceholder(texts.searchPlaceholder, file: file, line: line)
            search.assertLabel(texts.searchLabel, file: file, line: line)
            for (index, segmentTitle) in texts.filters.enumerated() {
                filterSegment(segmentTitle).assertExists(file: file, line: line)
                if index == filter { filterSegment(segmentTitle).assertSelected(file: file, line: line) }
            }
            rows.assertCount(loaded, file: file, line: line)
            for (index, label) in firstRows.enumerated() { rows.element(at: index).assertLabel(label, file: file, line: line) }
            assertTappable(["transactions.search", "transactions.filter"], file: file, line: line)
            if expectedCount.contains("\(loaded) of \(loaded)") || expectedCount.hasPrefix("\(loaded) von \(loaded) ") {
                loadMore.assertNotExists(file: file, line: line)
            } else {
                loadMore.assertLabel(texts.loadMore, file: file, line: line)
                assertTappable(["transactions.loadMore"], file: file, line: line)
            }
        }
    }
}

extension TransactionsScreen {
    /// Checks the colours a user sees on the first page: money in (`t002`) green, money out (`t001`)
    /// in the text's dark colour, each drawn at the row's trailing edge, and Load more's title in the
    /// app's accent purple (not the system's blue). Every mismatch is reported.
    func verifyColours(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            assertInkHues(["transactions.row.t002": .green, "transactions.row.t001": .dark], trailing: 0.3, file: file, line: line)
            guard let ink = ink("transactions.loadMore"), !ink.bounds.isNull else {
                return XCTFail("ink: Load more's title is not drawn", file: file, line: line)
            }
            let color = ink.color
            if !(color.blue >= 180 && color.red >= 60 && color.red > color.green) {
                XCTFail("ink: Load more's title is drawn \(color), expected the accent purple (91, 63, 217)", file: file, line: line)
            }
        }
    }

    /// Checks the keyboard the search brings up: lower-case letters (a search is not a sentence, so
    /// nothing capitalises its first letter), the return key titled Search, and the Done bar.
    func assertSearchKeyboardIsUp(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            element(.label("q")).assertExists(file: file, line: line)
            element(.label("Q")).assertNotExists(file: file, line: line)
            button(.label("Search")).assertExists(file: file, line: line)
            button("transactions.search.done").assertLabel("Done", file: file, line: line)
        }
    }
}
