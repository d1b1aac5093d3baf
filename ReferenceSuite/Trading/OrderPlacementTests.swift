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
