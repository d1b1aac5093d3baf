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

    /// Swiping the refused order's sheet away brings the refusal back to the ticket, where changing
    /// the order puts it away (a changed order is a new order); reviewing again starts without it.
    func test_trading_refusalStaysOnTheTicketUntilTheOrderChanges() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.side.selectSegment(1)
            for _ in 1...10 { ticket.quantityStepper.increment() }
        }
        placeRefusedOrderAndSwipeItsSheetAway()
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.quantityStepper.decrement()
            ticket.quantity.assertText("10")
            ticket.error.assertNotExists()
            ticket.quantityStepper.increment()
        }
        placeRefusedOrderAndSwipeItsSheetAway()
        onScreen(OrderTicketScreen.self) { $0.review.tap() }
        onScreen(OrderReviewScreen.self) { review in
            review.error.assertNotExists()
            review.place.swipe(.down)
            review.place.waitUntilGone()
        }
        onScreen(OrderTicketScreen.self) { $0.error.assertNotExists() }
    }

    /// From the ticket (selling 11 AAPL): Review, Place order, the bank refuses, the sheet is swiped
    /// away (and is gone), and the ticket shows the refusal.
    private func placeRefusedOrderAndSwipeItsSheetAway(file: StaticString = #filePath, line: UInt = #line) {
        onScreen(OrderTicketScreen.self) { $0.review.tap(file: file, line: line) }
        onScreen(OrderReviewScreen.self) { review in
            review.place.tap(file: file, line: line)
            review.error.assertText("You hold only 10 AAPL", file: file, line: line)
            review.error.swipe(.down, file: file, line: line)
            review.place.waitUntilGone(file: file, line: line)
        }
        onScreen(OrderTicketScreen.self) { $0.error.assertText("You hold only 10 AAPL", file: file, line: line) }
    }
}
