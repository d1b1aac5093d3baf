import ChaosBank
import Kass
import XCTest

/// The asset detail and the order ticket's figures and validation.
@MainActor
final class TradingTests: ChaosBankTestCase {
    /// Catches `trading-change-sign-missing`
    func test_trading_assetChangeCarriesItsSign() async {
        launch(at: .asset(symbol: "AAPL"))
        onScreen(AssetDetailScreen.self) { asset in
            asset.assetName.assertText("Apple")
            asset.open.assertText("$187.20")
            asset.change.assertTextMatches("^\\+\\$[0-9]+\\.[0-9]{2} \\(\\+[0-9]+\\.[0-9]{2}%\\)$")
            asset.holding.assertText("You own 10")
            asset.verifyShowsApple()
            // The change ("+$2.30 (+1.23%)") is the price less the opening price, read at one moment.
            let values = asset.readTexts(["asset.price", "asset.change"])
            guard let price = englishNumber(values[0]), let amount = englishNumber(values[1]?.components(separatedBy: " ").first) else {
                return XCTFail("unreadable price or change: \(values)")
            }
            XCTAssertEqual(amount, price - 187.20, accuracy: 0.001, "change \(values[1] ?? "") for price \(values[0] ?? "")")
        }
    }

    /// Catches `trading-estimated-total-stale-price`
    func test_trading_estimatedTotalFollowsTheLivePrice() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.verifyFreshAppleBuy()
            ticket.quantityStepper.increment()
            ticket.quantity.assertText("2")
            let first = ticket.price.readText() ?? ""
            ticket.price.assertTextChanges(from: first, within: 2)
            let values = ticket.readTexts(["order.price", "order.estimatedTotal"])
            guard let price = englishNumber(values[0]), let total = englishNumber(values[1]) else {
                return XCTFail("unreadable price or total: \(values)")
            }
            XCTAssertEqual(total, price * 2, accuracy: 0.001, "total \(values[1] ?? "") for price \(values[0] ?? "")")
        }
    }

    /// Catches `trading-quantity-zero-accepted`
    func test_trading_zeroQuantityCannotBeReviewed() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.review.assertEnabled()
            ticket.quantityStepper.decrement()
            ticket.quantity.assertText("0")
            ticket.review.assertDisabled()
            ticket.error.assertText("Enter a quantity above 0")
        }
    }

    /// Catches `trading-limit-price-empty-accepted`
    func test_trading_limitPriceMustBeAboveZero() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        parameterized(["", "0"], name: { "limit '\($0)'" }) { limit in
            relaunch()
            onScreen(OrderTicketScreen.self) { ticket in
                ticket.kind.selectSegment(1)
                if limit.isEmpty { ticket.limitPrice.clearText() } else { ticket.limitPrice.replaceText(limit) }
                ticket.review.assertDisabled()
                ticket.error.assertText("Enter a limit price above 0")
            }
        }
    }

    /// Catches `trading-limit-price-keeps-old-text`, `trading-limit-price-cursor-jumps`
    func test_trading_editingTheLimitPriceReplacesThePrefill() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            ticket.limitPrice.assertTextMatches("^[0-9]+\\.[0-9]{2}$")
            ticket.assertDesignLayout()
            ticket.limitPrice.replaceText("179.25")
            ticket.estimatedTotal.assertText("$179.25")
            ticket.review.assertEnabled()
            // Back to a market order: the limit price goes and the ticket is a market buy again.
            ticket.kind.selectSegment(0)
            ticket.verifyFreshAppleBuy()
        }
    }

    /// Catches `trading-german-total-points`
    func test_trading_germanTicketUsesDecimalCommas() async {
        launch(at: .orderTicket(symbol: "AAPL"), locale: .german)
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.verifyFreshAppleBuy(german: true)
            ticket.title.assertText("Kaufen Apple")
            ticket.price.assertTextMatches("^[0-9]+,[0-9]{2} \\$$")
            ticket.estimatedTotal.assertTextMatches("^[0-9]+,[0-9]{2} \\$$")
            ticket.kind.selectSegment(1)
            ticket.limitPrice.assertTextMatches("^[0-9]+,[0-9]{2}$")
        }
    }
}
