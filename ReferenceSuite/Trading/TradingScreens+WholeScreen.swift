import ChaosBank
import Kass
import XCTest

extension AssetDetailScreen {
    /// Checks everything Apple's detail shows (prices tick, so they are checked by format): names,
    /// the opening price, the holding, the change with its sign, and Buy and Sell (enabled, nothing
    /// over them). Every mismatch is reported.
    func verifyShowsApple(german: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        assetName.assertText("Apple", file: file, line: line)
        session.verifyAll(file: file, line: line) {
            if german {
                assertLabels([
                    "asset.symbol": "AAPL", "asset.open.caption": "Eröffnung", "asset.open": "187,20 $", "asset.holding": "Im Depot: 10",
                    "asset.buy": "Kaufen", "asset.sell": "Verkaufen",
                ], file: file, line: line)
                price.assertTextMatches("^[0-9]{3},[0-9]{2} \\$$", file: file, line: line)
                change.assertTextMatches("^[+-][0-9]+,[0-9]{2} \\$ \\([+-][0-9]+,[0-9]{2} %\\)$", file: file, line: line)
            } else {
                assertLabels([
                    "asset.symbol": "AAPL", "asset.open.caption": "Open", "asset.open": "$187.20", "asset.holding": "You own 10",
                    "asset.buy": "Buy", "asset.sell": "Sell",
                ], file: file, line: line)
                price.assertTextMatches("^\\$[0-9]{3}\\.[0-9]{2}$", file: file, line: line)
                change.assertTextMatches("^[+-]\\$[0-9]+\\.[0-9]{2} \\([+-][0-9]+\\.[0-9]{2}%\\)$", file: file, line: line)
            }
            assertTappable(["asset.buy", "asset.sell"], file: file, line: line)
            // Apple trades above its opening price: the change is a gain, in green.
            assertInkHues(["asset.change": .green, "asset.price": .dark], file: file, line: line)
        }
    }
}

extension OrderTicketScreen {
    /// The segment titled `title` of the control `identifier` (`order.side`, `order.kind`).
    func segment(_ title: String, of identifier: String) -> KassElement { button(.label(title).inside(identifier: identifier)) }

    /// Checks everything a fresh buy ticket for one Apple share shows: texts, the chosen side and
    /// kind, the quantity, the live price and the total in the locale's format, no error, no outcome
    /// yet, and that every control takes a tap. Every mismatch is reported.
    func verifyFreshAppleBuy(german: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        title.assertText(german ? "Kaufen Apple" : "Buy Apple", file: file, line: line)
        session.verifyAll(file: file, line: line) {
            let labels: KeyValuePairs<String, String> = german
                ? ["order.price.caption": "Marktpreis", "order.quantity.caption": "Stückzahl", "order.quantity": "1",
                   "order.estimatedTotal.caption": "Geschätzter Betrag", "order.review": "Order prüfen"]
                : ["order.price.caption": "Market price", "order.quantity.caption": "Quantity", "order.quantity": "1",
                   "order.estimatedTotal.caption": "Estimated total", "order.review": "Review order"]
            assertLabels(labels, file: file, line: line)
            segment(german ? "Kaufen" : "Buy", of: "order.side").assertSelected(file: file, line: line)
            segment(german ? "Verkaufen" : "Sell", of: "order.side").assertExists(file: file, line: line)
            segment("Market", of: "order.kind").assertSelected(file: file, line: line)
            segment("Limit", of: "order.kind").assertExists(file: file, line: line)
            let money = german ? "^[0-9]{3},[0-9]{2} \\$$" : "^\\$[0-9]{3}\\.[0-9]{2}$"
            price.assertTextMatches(money, file: file, line: line)
            estimatedTotal.assertTextMatches(money, file: file, line: line)
            limitPrice.assertNotExists(file: file, line: line)
            error.assertNotExists(file: file, line: line)
            status.assertNotExists(file: file, line: line)
            reference.assertNotExists(file: file, line: line)
            viewPortfolio.assertNotExists(file: file, line: line)
            assertTappable(["order.side", "order.kind", "order.quantityStepper", "order.review"], file: file, line: line)
        }
    }
}

extension OrderReviewScreen {
    /// Checks everything the review sheet of an English order shows: the title, `summary`, the price
    /// row's caption (the limit for a limit order, else the market price), the total's caption, the
    /// total as `quantity` × the price read at the same moment, no error, and Place order (titled so,
    /// enabled, nothing over it). Every mismatch is reported.
    func verifyShows(summary expected: String, quantity: Double, limit: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        summary.assertText(expected, file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels([
                "review.title": "Review order", "review.price.caption": limit ? "Limit price" : "Market price",
                "review.total.caption": "Estimated total", "review.place": "Place order",
            ], file: file, line: line)
            let values = readTexts(["review.price", "review.total"]).map(englishNumber)
            if let price = values[0], let total = values[1] {
                XCTAssertEqual(total, price * quantity, accuracy: 0.001, "the total of \(quantity) at \(price)", file: file, line: line)
            } else {
                XCTFail("unreadable price or total: \(values)", file: file, line: line)
            }
            error.assertNotExists(file: file, line: line)
            assertTappable(["review.place"], file: file, line: line)
        }
    }
}
