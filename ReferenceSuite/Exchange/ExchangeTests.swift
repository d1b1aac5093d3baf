import ChaosBank
import Kass
import XCTest

/// Exchange: the quote (rate, fee 0.5 % with a €0.50 minimum charged on top, "you get" rounded
/// half-up), its validation, and the balances after an exchange. Rates per euro: USD 1.0850, GBP 0.8560.
@MainActor
final class ExchangeTests: ChaosBankTestCase {
    /// Catches `exchange-balance-after-ignores-fee`, `exchange-fee-charged-twice`, `exchange-fee-hidden`
    func test_exchange_quotesEurosToDollars() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.verifyShows()
            exchange.assertDesignLayout()
            exchange.amount.typeText("100")
            verifyAll {
                exchange.rate.assertText("1 EUR = 1.0850 USD")
                exchange.fee.assertText("€0.50")
                exchange.youGet.assertText("$108.50")
                exchange.balanceAfter.assertText("€4,150.25")
            }
            exchange.verifyShows(.init(fee: "€0.50", youGet: "$108.50", balanceAfter: "€4,150.25", canExchange: true))
        }
    }

    /// Catches `exchange-you-get-truncated`
    func test_exchange_youGetIsRoundedHalfUp() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.swap.tap()
            exchange.available.assertText("Available: $1,320.00")
            exchange.amount.typeText("100")
            exchange.rate.assertText("1 USD = 0.9217 EUR")
            exchange.youGet.assertText("€92.17")
            exchange.verifyShows(.init(
                from: "USD", to: "EUR", available: "Available: $1,320.00", rate: "1 USD = 0.9217 EUR", fee: "$0.54",
                youGet: "€92.17", balanceAfter: "$1,219.46", canExchange: true
            ))
        }
    }

    /// Catches `exchange-cross-rate-inverted`
    func test_exchange_crossRateGoesThroughTheEuro() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.from.selectSegment(CurrencySegment.usd)
            exchange.to.selectSegment(CurrencySegment.gbp)
            exchange.amount.typeText("100")
            exchange.rate.assertText("1 USD = 0.7889 GBP")
            exchange.youGet.assertText("£78.89")
            exchange.verifyShows(.init(
                from: "USD", to: "GBP", available: "Available: $1,320.00", rate: "1 USD = 0.7889 GBP", fee: "$0.54",
                youGet: "£78.89", balanceAfter: "$1,219.46", canExchange: true
            ))
            exchange.amount.replaceText("1")
            exchange.youGet.assertText("£0.79")
            exchange.submit.tap()
        }
        // Less than a pound gained today is still a gain: green on Home.
        onScreen(HomeScreen.self) { home in
            eventually { home.todayChange("gbp").within(timeout: 0).assertText("+£0.79 today") }
            home.assertInkHues(["home.account.gbp.change": .green])
        }
    }

    /// Catches `exchange-minimum-fee-ignored`
    func test_exchange_smallAmountPaysTheMinimumFee() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("20")
            exchange.fee.assertText("€0.50")
            exchange.balanceAfter.assertText("€4,230.25")
            exchange.amount.replaceText("1")
            exchange.verifyShows(.init(fee: "€0.50", youGet: "$1.09", balanceAfter: "€4,249.25", canExchange: true))
            exchange.submit.tap()
        }
        screen(HomeScreen.self).exchangeToast.assertText("Exchanged €1.00 for $1.09")
    }

    /// Catches `exchange-same-currency-allowed`
    func test_exchange_sameCurrencyIsRefused() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("10")
            exchange.submit.assertEnabled()
            exchange.to.selectSegment(CurrencySegment.eur)
            exchange.error.assertText("Choose two different currencies")
            exchange.submit.assertDisabled()
            exchange.verifyShows(
                .init(to: "EUR", rate: "1 EUR = 1.0000 EUR", fee: "€0.50", youGet: "€10.00", balanceAfter: "€4,240.25"),
                error: "Choose two different currencies"
            )
        }
    }

    /// An amount → whether Exchange may be tapped (amount plus fee against €4,250.75).
    struct AmountCase: CustomStringConvertible {
        let input: String
        let isAccepted: Bool
        var description: String { "\(input) \(isAccepted ? "accepted" : "refused")" }
    }

    /// Catches `exchange-accepts-over-balance`
    func test_exchange_amountPlusFeeMustFitTheBalance() async {
        launch(at: .exchange)
        let exchange = screen(ExchangeScreen.self)
        parameterized([
            AmountCase(input: "4,229.60", isAccepted: true), AmountCase(input: "4,229.61", isAccepted: false),
            AmountCase(input: "4,250.75", isAccepted: false),
        ]) { amountCase in
            exchange.amount.replaceText(amountCase.input)
            if amountCase.isAccepted {
                exchange.submit.assertEnabled()
            } else {
                exchange.submit.assertDisabled()
            }
        }
        // The largest amount the balance covers goes through, leaving the euro account at zero.
        exchange.amount.replaceText("4,229.60")
        exchange.submit.tap()
        onScreen(HomeScreen.self) { home in
            eventually {
                home.balance("eur").within(timeout: 0).assertText("€0.00")
                home.balance("usd").within(timeout: 0).assertText("$5,909.12")
            }
        }
    }

    /// Catches `exchange-double-submit`, `exchange-fee-charged-twice`, `home-stale-after-transfer`
    func test_exchange_doubleTapExchangesOnce() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("100")
            exchange.submit.rapidTap(times: 2)
        }
        let home = screen(HomeScreen.self)
        home.exchangeToast.assertAppears(within: 2)
        home.exchangeToast.assertText("Exchanged €100.00 for $108.50")
        onScreen(HomeScreen.self) { home in
            eventually {
                home.balance("eur").within(timeout: 0).assertText("€4,150.25")
                home.balance("usd").within(timeout: 0).assertText("$1,428.50")
            }
            home.balance("eur").assertUnchanged(for: 1)
            home.verifyShows(.init(
                total: "€6,471.86", change: "+€105.89 today",
                balances: ["eur": "€4,150.25", "usd": "$1,428.50", "gbp": "£860.30"],
                todayChanges: ["eur": "+€19.90 today", "usd": "+$93.30 today", "gbp": "£0.00 today"],
                activity: ["Exchange EUR → USD, -€100.50"] + HomeScreen.Figures.demoActivity.prefix(4)
            ))
        }
    }

    /// Catches `exchange-german-rate-format`
    func test_exchange_germanRateUsesTheDecimalComma() async {
        launch(at: .exchange, locale: .german)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("100")
            exchange.rate.assertText("1 EUR = 1,0850 USD")
            exchange.youGet.assertText("108,50 $")
            exchange.verifyShows(
                .init(available: "Verfügbar: 4.250,75 €", rate: "1 EUR = 1,0850 USD", fee: "0,50 €", youGet: "108,50 $",
                      balanceAfter: "4.150,25 €", canExchange: true),
                texts: .german
            )
            exchange.to.selectSegment(CurrencySegment.eur)
            exchange.error.assertText("Wähle zwei verschiedene Währungen")
            exchange.to.selectSegment(CurrencySegment.usd)
            exchange.amount.replaceText("5.000")
            exchange.error.assertText("Betrag und Gebühr übersteigen dein Guthaben")
        }
    }

    /// The amount brings up the decimal pad, as amounts are typed.
    func test_exchange_amountOpensTheDecimalPad() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.tap()
            exchange.assertDecimalPadIsUp()
        }
    }

    /// Catches `exchange-swap-unlabelled`
    func test_exchange_swapIsLabelledForVoiceOver() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.swap.assertLabel("Swap currencies")
            exchange.swap.tap()
            exchange.button(.label("USD").inside(identifier: "exchange.from")).assertSelected()
        }
    }
}
