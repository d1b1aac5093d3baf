import ChaosBank
import Kass
import XCTest

/// The Markets tab: ticking prices, today's change, formats, segments and navigation.
@MainActor
final class MarketsTests: ChaosBankTestCase {
    /// Catches `markets-price-not-ticking`
    func test_markets_pricesKeepTicking() async {
        launch(at: .markets)
        onScreen(MarketsScreen.self) { markets in
            let first = markets.price("AAPL").readText() ?? ""
            markets.price("AAPL").assertTextChanges(from: first, within: 2)
            let second = markets.price("AAPL").readText() ?? ""
            markets.price("AAPL").assertTextChanges(from: second, within: 2)
        }
    }

    /// Catches `markets-change-stale`
    func test_markets_priceAndChangeTickTogether() async {
        launch(at: .markets)
        onScreen(MarketsScreen.self) { markets in
            let first = markets.price("AAPL").readText() ?? ""
            markets.price("AAPL").assertTextChanges(from: first, within: 2)
            let values = markets.readTexts(["markets.asset.AAPL.price", "markets.asset.AAPL.change"])
            guard let price = englishNumber(values[0]), let change = englishNumber(values[1]) else {
                return XCTFail("unreadable price or change: \(values)")
            }
            let opening = 187.20
            XCTAssertEqual(
                change, (price - opening) / opening * 100, accuracy: 0.006, "change \(values[1] ?? "") for price \(values[0] ?? "")"
            )
        }
    }

    /// Catches `markets-price-format-lost-after-tick`
    func test_markets_pricesStayFormattedWhileTicking() async {
        launch(at: .markets)
        onScreen(MarketsScreen.self) { markets in
            markets.price("AAPL").assertVisible()
            markets.verifyStocks()
            continuously(during: 2.5) {
                markets.price("AAPL").assertTextMatches("^\\$[0-9]{1,3}(,[0-9]{3})*\\.[0-9]{2}$")
                markets.change("AAPL").assertTextMatches("^[+-]?[0-9]+\\.[0-9]{2}%$")
                markets.price("MSFT").assertTextMatches("^\\$[0-9]{1,3}(,[0-9]{3})*\\.[0-9]{2}$")
            }
        }
    }

    /// Catches `markets-german-prices-points`
    func test_markets_germanPricesUseDecimalCommas() async {
        launch(at: .markets, locale: .german)
        onScreen(MarketsScreen.self) { markets in
            markets.title.assertText("Märkte")
            markets.price("AAPL").assertTextMatches("^[0-9]{1,3}(\\.[0-9]{3})*,[0-9]{2} \\$$")
            markets.change("AAPL").assertTextMatches("^[+-]?[0-9]+,[0-9]{2} %$")
            markets.verifyStocks(texts: .german)
        }
        onScreen(TabBarScreen.self) { $0.verifyTabs(TabBarScreen.german) }
        onScreen(MarketsScreen.self) { $0.portfolio.tap() }
        onScreen(PortfolioScreen.self) { $0.verifyShowsDemo(german: true) }
    }

    /// Catches `markets-segment-keeps-old-rows`
    func test_markets_eachSegmentListsOnlyItsAssets() async {
        launch(at: .markets)
        let cases = [(segment: 1, shown: "VWCE", gone: "AAPL"), (segment: 2, shown: "BTC", gone: "VWCE")]
        parameterized(cases, name: { "segment \($0.segment) shows \($0.shown)" }) { segment in
            onScreen(MarketsScreen.self) { markets in
                markets.segments.selectSegment(segment.segment)
                markets.asset(segment.shown).assertVisible()
                markets.asset(segment.gone).assertNotExists()
            }
        }
        onScreen(MarketsScreen.self) { markets in
            markets.segments.selectSegment(0)
            markets.verifyStocks()
            markets.assertDesignLayout()
        }
    }

    /// Catches `markets-segment-switch-stall`
    func test_markets_switchingSegmentsStaysResponsive() async {
        launch(at: .markets)
        onScreen(MarketsScreen.self) { markets in
            markets.asset("AAPL").assertVisible()
            assertResponsive(maximumHang: 0.25) {
                markets.segments.selectSegment(2)
                markets.asset("BTC").assertVisible()
            }
        }
    }

    /// Switching segments shows "Loading prices…" for as long as the assets are on their way, then
    /// the segment's list without it; back on Stocks, the stocks list again.
    func test_markets_switchingSegmentsShowsLoadingUntilTheList() async {
        launch(at: .markets)
        verifySwitchingSegmentsShowsLoading("Loading prices…", texts: .english)
    }

    /// The same in German: "Kurse werden geladen…", then the list.
    func test_markets_switchingSegmentsShowsLoadingInGerman() async {
        launch(at: .markets, locale: .german)
        verifySwitchingSegmentsShowsLoading("Kurse werden geladen…", texts: .german)
    }

    private func verifySwitchingSegmentsShowsLoading(_ loading: String, texts: MarketsScreen.Texts) {
        onScreen(MarketsScreen.self) { markets in
            markets.asset("AAPL").assertVisible()
            whilePending(.throughout) {
                markets.segments.selectSegment(2)
            } check: {
                markets.text("markets.status").assertText(loading)
            }
            markets.asset("BTC").assertVisible()
            markets.element("markets.status").assertNotExists()
            markets.segments.selectSegment(0)
            markets.verifyStocks(texts: texts)
        }
    }

    /// A row opens its asset; the Portfolio button opens the portfolio; both slide in (animated
    /// pushes). An asset bought that was not held before shows on its detail and in the portfolio.
    func test_markets_rowsAndPortfolioButtonNavigate() async {
        launch(at: .markets)
        onScreen(MarketsScreen.self) { $0.asset("TSLA").assertVisible() }
        touchExpectingMotion("markets.asset.TSLA")
        onScreen(AssetDetailScreen.self) { asset in
            asset.assetName.assertText("Tesla")
            asset.symbol.assertText("TSLA")
            asset.holding.assertText("You own 0")
            asset.pressBack()
        }
        // Back on Markets, the list is as it was, without a loading note.
        onScreen(MarketsScreen.self) { markets in
            markets.verifyStocks()
            markets.asset("TSLA").tap()
        }
        onScreen(AssetDetailScreen.self) { $0.buy.tap() }
        // Buying is not limited by what is held.
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { $0.place.tap() }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.status.assertText("Order placed · filled")
            ticket.pressBack()
        }
        onScreen(AssetDetailScreen.self) { asset in
            asset.holding.assertText("You own 1")
            asset.pressBack()
        }
        onScreen(MarketsScreen.self) { _ in touchExpectingMotion("markets.portfolio") }
        onScreen(PortfolioScreen.self) { portfolio in
            verifyAll {
                portfolio.title.assertText("Portfolio")
                portfolio.quantity("TSLA").assertText("1 unit")
                portfolio.text("portfolio.holding.TSLA.name").assertText("Tesla")
            }
        }
    }
}
