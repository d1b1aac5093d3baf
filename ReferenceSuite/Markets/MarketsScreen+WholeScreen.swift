import ChaosBank
import Kass
import XCTest

extension MarketsScreen {
    /// The fixed texts in one language: title, Portfolio button, segments, and the assets of the
    /// Stocks segment (symbol → name).
    struct Texts {
        var labels: KeyValuePairs<String, String>
        var segments: [String]
        var priceFormat: String
        var changeFormat: String

        static let english = Texts(
            labels: [
                "markets.title": "Markets", "markets.portfolio": "Portfolio", "markets.asset.AAPL.name": "Apple",
                "markets.asset.AAPL.symbol": "AAPL", "markets.asset.MSFT.name": "Microsoft", "markets.asset.MSFT.symbol": "MSFT",
                "markets.asset.TSLA.name": "Tesla", "markets.asset.TSLA.symbol": "TSLA",
            ],
            segments: ["Stocks", "ETFs", "Crypto"],
            priceFormat: "^\\$[0-9]{1,3}(,[0-9]{3})*\\.[0-9]{2}$", changeFormat: "^[+-]?[0-9]+\\.[0-9]{2}%$"
        )

        static let german = Texts(
            labels: [
                "markets.title": "Märkte", "markets.portfolio": "Depot", "markets.asset.AAPL.name": "Apple",
                "markets.asset.AAPL.symbol": "AAPL", "markets.asset.MSFT.name": "Microsoft", "markets.asset.MSFT.symbol": "MSFT",
                "markets.asset.TSLA.name": "Tesla", "markets.asset.TSLA.symbol": "TSLA",
            ],
            segments: ["Aktien", "ETFs", "Krypto"],
            priceFormat: "^[0-9]{1,3}(\\.[0-9]{3})*,[0-9]{2} \\$$", changeFormat: "^[+-]?[0-9]+,[0-9]{2} %$"
        )
    }

    /// Checks everything the Stocks segment shows: texts, the chosen segment, each stock's price
    /// and change in the locale's format, exactly three rows, and that the Portfolio button, the
    /// segments and the rows take a tap. Every mismatch is reported.
    func verifyStocks(texts: Texts = .english, file: StaticString = #filePath, line: UInt = #line) {
        asset("AAPL").assertVisible(file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels(texts.labels, file: file, line: line)
            button(.label(texts.segments[0]).inside(identifier: "markets.segments")).assertSelected(file: file, line: line)
            for title in texts.segments.dropFirst() {
                button(.label(title).inside(identifier: "markets.segments")).assertExists(file: file, line: line)
            }
            for symbol in ["AAPL", "MSFT", "TSLA"] {
                price(symbol).assertTextMatches(texts.priceFormat, file: file, line: line)
                change(symbol).assertTextMatches(texts.changeFormat, file: file, line: line)
            }
            for gone in ["VWCE", "SPY", "BTC", "ETH"] { asset(gone).assertNotExists(file: file, line: line) }
            element("markets.status").assertNotExists(file: file, line: line)
            verifyChangeColours(["AAPL", "MSFT", "TSLA"], file: file, line: line)
            let launchPrices = ["AAPL": 189.50, "MSFT": 415.30, "TSLA": 242.10]
            verifyPricesStayNear(launchPrices, german: texts.segments[0] == "Aktien", file: file, line: line)
            assertTappable(["markets.portfolio", "markets.segments", "markets.asset.AAPL", "markets.asset.TSLA"], file: file, line: line)
        }
    }

    /// Checks that each price ticks at or above its launch price (`launch`, symbol → dollars) and at
    /// most 0.8 % above it: the feed lifts a price by up to seven steps of a tenth of a percent, by
    /// cents, never below where it started and never by orders of magnitude.
    func verifyPricesStayNear(
        _ launch: [String: Double], german: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (symbol, start) in launch.sorted(by: { $0.key < $1.key }) {
            guard let text = price(symbol).readText(file: file, line: line) else { continue }
            let english = german ? text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".") : text
            guard let value = englishNumber(english), value >= start - 0.001, value <= start * 1.008 else {
                XCTFail("\(symbol) shows \(text), outside its launch price \(start) to 0.8 % above it", file: file, line: line)
                continue
            }
        }
    }

    /// Checks that each asset's change is drawn green when it is up (or flat) and red when it is down,
    /// as its sign says.
    func verifyChangeColours(_ symbols: [String], file: StaticString = #filePath, line: UInt = #line) {
        for symbol in symbols {
            guard let text = change(symbol).readText(file: file, line: line) else { continue }
            assertInkHues(["markets.asset.\(symbol).change": text.hasPrefix("-") ? .red : .green], file: file, line: line)
        }
    }
}
