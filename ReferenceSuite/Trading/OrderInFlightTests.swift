import ChaosBank
import Kass
import XCTest

/// While an order is being placed: from the tap until the backend answers, Place order reads
/// "Placing…" (in German "Wird aufgegeben…") and is disabled, so it cannot be placed twice. Checked
/// at the moments the request is in flight, not after the answer (`whilePending`).
@MainActor
final class OrderInFlightTests: ChaosBankTestCase {
    /// Catches `trading-double-place`
    func test_trading_placeOrderReadsPlacingAndIsDisabledUntilTheAnswer() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            whilePending(.throughout) {
                review.place.tap()
            } check: {
                review.place.assertText("Placing…")
                review.place.assertDisabled()
                review.summary.assertText("Buy 1 AAPL · Market")
            }
        }
        onScreen(OrderTicketScreen.self) { $0.status.assertText("Order placed · filled") }
    }

    /// Catches `trading-double-place`
    func test_trading_placingReadsInGerman() async {
        launch(at: .orderTicket(symbol: "AAPL"), locale: .german)
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            review.place.assertText("Order aufgeben")
            whilePending(.throughout) {
                review.place.tap()
            } check: {
                review.place.assertText("Wird aufgegeben…")
                review.place.assertDisabled()
            }
        }
        onScreen(OrderTicketScreen.self) { $0.status.assertText("Order aufgegeben · ausgeführt") }
    }
}
