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
            // The price ticks; the change ("+$2.30 (+1.23%)") follows it: the price less the opening
            // price, read at one moment.
            let first = asset.price.readText() ?? ""
            asset.price.assertTextChanges(from: first, within: 2)
            let values = asset.readTexts(["asset.price", "asset.change"])
            guard let price = englishNumber(values[0]), let amount = englishNumber(values[1]?.components(separatedBy: " ").first) else {
                return XCTFail("unreadable price or change: \(values)")
            }
            XCTAssertEqual(amount, price - 187.20, accuracy: 0.001, "change \(values[1] ?? "") for price \(values[0] ?? "")")
        }
        // Microsoft opened at $418.00 and trades around it: a loss shows its minus in red, a gain its
        // plus in green.
        launch(at: .asset(symbol: "MSFT"))
        onScreen(AssetDetailScreen.self) { asset in
            asset.open.assertText("$418.00")
            asset.change.assertTextMatches("^(-\\$[0-9]+\\.[0-9]{2} \\(-|\\+\\$[0-9]+\\.[0-9]{2} \\(\\+)[0-9]+\\.[0-9]{2}%\\)$")
            guard let change = asset.change.readText() else { return }
            asset.assertInkHues(["asset.change": ScreenInk.Hue.ofChange(change)])
            asset.holding.assertText("You own 0")
        }
        // Sell opens the ticket (sliding in) on the sell side.
        touchExpectingMotion("asset.sell")
        onScreen(OrderTicketScreen.self) { ticket in
            verifyAll {
                ticket.title.assertText("Sell Microsoft")
                ticket.segment("Sell", of: "order.side").assertSelected()
            }
        }
    }

    /// Catches `trading-estimated-total-stale-price`
    func test_trading_estimatedTotalFollowsTheLivePrice() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.verifyFreshAppleBuy()
            ticket.quantityStepper.increment()
            // The quantity and the total follow the stepper at once, not on the next price tick.
            let stepped = ticket.readTexts(["order.quantity", "order.price", "order.estimatedTotal"])
            XCTAssertEqual(stepped[0], "2", "the quantity right after the step")
            if let price = englishNumber(stepped[1]), let total = englishNumber(stepped[2]) {
                XCTAssertEqual(total, price * 2, accuracy: 0.001, "total \(stepped[2] ?? "") for \(stepped[1] ?? "") right after the step")
            }
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

    /// The smallest limit price, one cent, is above 0: it can be reviewed.
    func test_trading_oneCentLimitPriceCanBeReviewed() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            ticket.limitPrice.replaceText("0.01")
            ticket.estimatedTotal.assertText("$0.01")
            verifyAll {
                ticket.error.assertNotExists()
                ticket.review.assertEnabled()
            }
        }
    }

    /// A limit price is a number: its field brings up the decimal pad.
    func test_trading_limitPriceOpensTheDecimalPad() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            ticket.limitPrice.tap()
            ticket.assertDecimalPadIsUp()
        }
    }

    /// Going back to a market order while typing the limit price puts the keyboard away (the field
    /// is gone), and so does Review with the keyboard up: the review sheet shows without it.
    func test_trading_keyboardGoesAwayWhenTheLimitFieldDoes() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            ticket.limitPrice.tap()
            ticket.button("order.limitPrice.done").assertExists()
            ticket.kind.selectSegment(0)
            verifyAll {
                ticket.limitPrice.assertNotExists()
                ticket.button("order.limitPrice.done").assertNotExists()
            }
            ticket.kind.selectSegment(1)
            ticket.limitPrice.replaceText("150.00")
            ticket.button("order.limitPrice.done").assertExists()
            ticket.review.tap()
        }
        onScreen(OrderReviewScreen.self) { review in
            review.summary.assertText("Buy 1 AAPL · Limit")
            review.button("order.limitPrice.done").assertNotExists()
        }
    }

    /// The quantity steps past 100 (up to 1,000 shares in one order).
    func test_trading_quantityStepsPastAHundred() async {
        launch(at: .orderTicket(symbol: "AAPL"))
        onScreen(OrderTicketScreen.self) { ticket in
            for _ in 1...100 { ticket.quantityStepper.increment() }
            ticket.quantity.assertText("101")
            ticket.review.assertEnabled()
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
            // The total follows the typing at once, not on the next price tick.
            ticket.estimatedTotal.within(timeout: 0).assertText("$179.25")
            ticket.review.assertEnabled()
            // Back to a market order: the limit price goes and the ticket is a market buy again.
            ticket.kind.selectSegment(0)
            ticket.verifyFreshAppleBuy()
        }
    }

    /// A price in the thousands (Bitcoin) pre-fills the limit without grouping commas, as the decimal
    /// pad could type it (it has no comma key), and the order can be reviewed with it.
    func test_trading_limitPrefillHasNoGroupingSeparator() async {
        launch(at: .orderTicket(symbol: "BTC"))
        onScreen(OrderTicketScreen.self) { ticket in
            ticket.kind.selectSegment(1)
            verifyAll {
                ticket.limitPrice.assertTextMatches("^6[0-9]{4}\\.[0-9]{2}$")
                ticket.review.assertEnabled()
            }
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
