import ChaosBank
import Kass
import XCTest

/// Review, confirm and place: the sheet, the live price in it, one order per confirmation.
@MainActor
final class OrderPlacementTests: ChaosBankTestCase {
    /// Catches `trading-place-without-confirm`
    func test_trading_reviewAsksForConfirmationFirst() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        // The review sheet rises over the ticket (animated, as iOS presents a sheet).
        onScreen(OrderTicketScreen.self) { _ in touchExpectingMotion("order.review") }
        onScreen(OrderReviewScreen.self) { review in
            review.verifyShows(summary: "Buy 1 AAPL · Market", quantity: 1)
            review.assertLayout(["review.price.caption": [20, 173.67, 270.67, 20], "review.place": [20, 245.67, 353, 50]])
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

    /// Selling nine of the ten Apple shares held leaves one unit; selling the one left is filled and
    /// the holding goes; selling more than is held is refused in the review sheet with what is held,
    /// and the sheet offers Place order again.
    func test_trading_sellingIsLimitedToTheHolding() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.side.selectSegment(1)
            ticket.title.assertText("Sell Apple")
            for _ in 1..<9 { ticket.quantityStepper.increment() }
            ticket.quantity.assertText("9")
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { review in
            review.verifyShows(summary: "Sell 9 AAPL · Market", quantity: 9)
            review.place.tap()
        }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.status.assertText("Order placed · filled")
            ticket.reference.assertText("Order o1")
            touchExpectingMotion("order.viewPortfolio")
        }
        onScreen(PortfolioScreen.self) { portfolio in
            verifyAll {
                portfolio.quantity("AAPL").assertText("1 unit")
                portfolio.quantity("VWCE").assertText("25 units")
            }
            portfolio.pressBack()
        }
        onScreen(OrderTicketScreen.self) { ticket in
            for _ in 1..<9 { ticket.quantityStepper.decrement() }
            ticket.quantity.assertText("1")
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { $0.place.tap() }
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.reference.assertText("Order o2")
            ticket.viewPortfolio.tap()
        }
        onScreen(PortfolioScreen.self) { portfolio in
            portfolio.quantity("VWCE").assertText("25 units")
            portfolio.quantity("AAPL").assertNotExists()
            portfolio.pressBack()
        }
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            review.place.tap()
            review.error.assertText("You hold only 0 AAPL")
            // With the answer, not a price tick later.
            verifyAll {
                review.place.within(timeout: 0).assertLabel("Place order")
                review.place.within(timeout: 0).assertEnabled()
            }
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
            review.verifyShows(summary: "Buy 1 AAPL · Limit", quantity: 1, limit: true)
            // Once the bank answers, the sheet goes down (animated) and gives the ticket back.
            touchExpectingMotion("review.place")
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
