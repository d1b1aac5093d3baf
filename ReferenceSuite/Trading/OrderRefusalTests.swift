import ChaosBank
import Kass
import XCTest

/// An order the bank refuses (selling 11 Apple shares when 10 are held): the review sheet says why
/// and offers Place order again.
@MainActor
final class OrderRefusalTests: ChaosBankTestCase {
    /// Placing a refused order again puts the refusal away for as long as the order is in flight
    /// (Place order reads "Placing…"); the bank's answer brings it back.
    func test_trading_placingAgainHidesTheRefusalUntilTheAnswer() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.side.selectSegment(1)
            for _ in 1...10 { ticket.quantityStepper.increment() }
            ticket.quantity.assertText("11")
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { review in
            review.place.tap()
            review.error.assertText("You hold only 10 AAPL")
            whilePending(.throughout) {
                review.place.tap()
            } check: {
                review.place.assertText("Placing…")
                review.error.assertNotExists()
            }
            review.error.assertText("You hold only 10 AAPL")
        }
    }
}
