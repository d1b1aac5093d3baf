@testable import ChaosBank
import HeadlessUI
import XCTest

/// The order ticket shows why the bank refused an order. Only the `trading-place-without-confirm`
/// path places from the ticket itself (the review sheet covers the ticket otherwise), so the app's
/// own test drives that path directly.
@MainActor
final class OrderTicketRefusalTests: ChaosBankAppTestCase {
    func test_orderTicket_showsTheBanksRefusal() async {
        launchChaosBank(["-ChaosBankRoute", "order:TSLA"], environment: ["CHAOSBANK_DEFECTS": "trading-place-without-confirm"])
        guard let side = view("order.side") as? UISegmentedControl, let review = view("order.review") as? UIButton,
              let error = view("order.error") as? UILabel else {
            return XCTFail("the order ticket is not on screen")
        }
        side.selectedSegmentIndex = 1
        side.sendActions(for: .valueChanged)
        review.sendActions(for: .touchUpInside)
        await application?.runLoop.runFrames(120)
        XCTAssertEqual(error.text, "You hold only 0 TSLA")
        XCTAssertFalse(error.isHidden, "the refusal is shown")
        XCTAssertTrue((view("order.status") as? UILabel)?.isHidden ?? true, "no outcome is claimed")
    }
}
