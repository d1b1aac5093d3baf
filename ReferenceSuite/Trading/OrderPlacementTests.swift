import ChaosBank
import Kass
import XCTest

/// Review, confirm and place: the sheet, the live price in it, one order per confirmation.
@MainActor
final class OrderPlacementTests: ChaosBankTestCase {
    /// Catches `trading-place-without-confirm`
    func test_trading_reviewAsksForConfirmationFirst() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            review.summary.assertText("Buy 1 AAPL · Market")
            review.place.assertEnabled()
            screen(OrderTicketScreen.self).status.assertStaysAbsent(for: 1)
        }
    }

    /// Catches `trading-review-price-frozen`
    func test_trading_reviewPriceStaysLive() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            let first = review.price.readText() ?? ""
            review.price.assertTextChanges(from: first, within: 2)
            let values = review.readTexts(["review.price", "review.total"])
            XCTAssertEqual(values[0], values[1], "one unit: the total is the live price")
        }
    }

    /// Catches `trading-double-place`
    func test_trading_rapidPlaceSendsOneOrder() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { $0.place.rapidTap(times: 2) }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.reference.assertText("Order o1")
            ticket.reference.assertUnchanged(for: 1)
            ticket.status.assertText("Order placed · filled")
        }
    }

    /// Selling all ten shares held is filled; selling more than is held afterwards is refused in the
    /// review sheet with what is held.
    func test_trading_sellingIsLimitedToTheHolding() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.side.selectSegment(1)
            ticket.title.assertText("Sell Apple")
            for _ in 1..<10 { ticket.quantityStepper.increment() }
            ticket.quantity.assertText("10")
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { review in
            review.summary.assertText("Sell 10 AAPL · Market")
            let values = review.readTexts(["review.price", "review.total"]).map(englishNumber)
            guard let price = values[0], let total = values[1] else { return XCTFail("unreadable price or total: \(values)") }
            XCTAssertEqual(total, price * 10, accuracy: 0.001, "the total of ten shares")
            review.place.tap()
        }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.status.assertText("Order placed · filled")
            ticket.reference.assertText("Order o1")
            ticket.viewPortfolio.tap()
        }
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.quantity("VWCE").assertText("25 units")
            portfolio.quantity("AAPL").assertNotExists()
            portfolio.element("BackButton").tap()
        }
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            review.place.tap()
            review.error.assertText("You hold only 0 AAPL")
        }
    }

    /// A buy limit at the price the ticket opened with fills when the market has not risen since,
    /// and waits open otherwise: either outcome is right, and one of them must show.
    func test_trading_limitOrderEndsFilledOrOpen() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { review in
            review.summary.assertText("Buy 1 AAPL · Limit")
            review.place.tap()
        }
        onScreen(OrderTicketScreen.self) { ticket in
            anyOf([
                "filled": { ticket.status.assertText("Order placed · filled") },
                "open": { ticket.status.assertText("Order placed · open") },
            ])
            ticket.reference.assertText("Order o1")
        }
    }
}
