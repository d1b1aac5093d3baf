import ChaosBank
import Kass

extension ExchangeScreen {
    /// What the Exchange form shows that changes with the currencies and the amount.
    struct Quote {
        var from = "EUR"
        var to = "USD"
        var available = "Available: €4,250.75"
        var rate = "1 EUR = 1.0850 USD"
        var fee = "€0.00"
        var youGet = "$0.00"
        var balanceAfter = "€4,250.75"
        var canExchange = false
    }

    /// The fixed texts in one language.
    struct Texts {
        var labels: KeyValuePairs<String, String>
        var amountPlaceholder: String

        static let english = Texts(
            labels: [
                "exchange.title": "Exchange", "exchange.from.title": "From", "exchange.to.title": "To", "exchange.swap": "Swap currencies",
                "exchange.amount.title": "Amount", "exchange.amount": "Amount", "exchange.rate.caption": "Rate",
                "exchange.fee.caption": "Fee (0.5 %, min. €0.50)", "exchange.youGet.caption": "You get",
                "exchange.balanceAfter.caption": "Balance after", "exchange.submit": "Exchange",
            ],
            amountPlaceholder: "0.00"
        )

        static let german = Texts(
            labels: [
                "exchange.title": "Wechseln", "exchange.from.title": "Von", "exchange.to.title": "Nach",
                "exchange.swap": "Währungen tauschen", "exchange.amount.title": "Betrag", "exchange.amount": "Betrag",
                "exchange.rate.caption": "Kurs", "exchange.fee.caption": "Gebühr (0,5 %, mind. 0,50 €)",
                "exchange.youGet.caption": "Du erhältst", "exchange.balanceAfter.caption": "Saldo danach", "exchange.submit": "Wechseln",
            ],
            amountPlaceholder: "0,00"
        )
    }

    /// The segment `code` (`EUR`, `USD`, `GBP`) of the source or target control.
    func segment(_ code: String, in control: String) -> KassElement { button(.label(code).inside(identifier: control)) }

    /// Checks everything the form shows once the accounts and rates have loaded: texts, the chosen
    /// currencies, the quote, the error (none unless `error`) and the Exchange button (taking a tap
    /// while the keyboard is down). Every mismatch is reported.
    func verifyShows(
        _ quote: Quote = Quote(), error expectedError: String? = nil, texts: Texts = .english,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        available.assertText(quote.available, file: file, line: line)
        let keyboardUp = isKeyboardUp(["exchange.keyboard.done"])
        session.verifyAll(file: file, line: line) {
            assertLabels(texts.labels, file: file, line: line)
            segment(quote.from, in: "exchange.from").assertSelected(file: file, line: line)
            segment(quote.to, in: "exchange.to").assertSelected(file: file, line: line)
            amount.assertPlaceholder(texts.amountPlaceholder, file: file, line: line)
            rate.assertText(quote.rate, file: file, line: line)
            fee.assertText(quote.fee, file: file, line: line)
            youGet.assertText(quote.youGet, file: file, line: line)
            balanceAfter.assertText(quote.balanceAfter, file: file, line: line)
            if let expectedError { error.assertText(expectedError, file: file, line: line) } else {
                error.assertTextMatches("^$", file: file, line: line)
            }
            if quote.canExchange {
                submit.assertEnabled(file: file, line: line)
                if !keyboardUp { submit.assertHittable(file: file, line: line) }
            } else {
                submit.assertDisabled(file: file, line: line)
            }
            assertTappable(["exchange.swap", "exchange.amount", "exchange.from", "exchange.to"], file: file, line: line)
        }
    }
}
