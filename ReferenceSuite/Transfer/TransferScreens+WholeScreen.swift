import ChaosBank
import Kass
import XCTest

extension TransferScreen {
    /// What the Send money form shows that changes as the user fills it in.
    struct Form {
        /// The chosen recipient (`lena`, `omar`, `sofia`, `tom`) and the IBAN shown for them.
        var recipient = "lena"
        var iban = "DE89 •••• 3000"
        /// The chosen account's segment title.
        var account = "EUR"
        var available = "Available: €4,250.75"
        /// What the amount and note fields hold (`nil`: empty, showing the placeholder).
        var amount: String?
        var note: String?
        var balanceAfter = "€4,250.75"
        /// The error under the form (`nil`: none shows).
        var error: String?
        var canContinue = false
    }

    /// The form's fixed texts in one language.
    struct Texts {
        var labels: KeyValuePairs<String, String>
        var amountPlaceholder: String
        var notePlaceholder: String

        static let english = Texts(
            labels: [
                "transfer.title": "Send money", "transfer.recipient.title": "To", "transfer.recipient.lena": "Lena Fischer",
                "transfer.recipient.omar": "Omar Haddad", "transfer.recipient.sofia": "Sofia Rossi", "transfer.recipient.tom": "Tom Baker",
                "transfer.from.title": "From", "transfer.amount.title": "Amount", "transfer.amount": "Amount",
                "transfer.note": "Note", "transfer.balanceAfter.caption": "Balance after", "transfer.continue": "Continue",
            ],
            amountPlaceholder: "0.00", notePlaceholder: "Note (optional)"
        )

        static let german = Texts(
            labels: [
                "transfer.title": "Geld senden", "transfer.recipient.title": "An", "transfer.recipient.lena": "Lena Fischer",
                "transfer.recipient.omar": "Omar Haddad", "transfer.recipient.sofia": "Sofia Rossi", "transfer.recipient.tom": "Tom Baker",
                "transfer.from.title": "Von", "transfer.amount.title": "Betrag", "transfer.amount": "Betrag",
                "transfer.note": "Verwendungszweck", "transfer.balanceAfter.caption": "Saldo danach", "transfer.continue": "Weiter",
            ],
            amountPlaceholder: "0,00", notePlaceholder: "Verwendungszweck (optional)"
        )
    }

    /// The segment of the source account `code` (`EUR`, `USD`, `GBP`).
    func accountSegment(_ code: String) -> KassElement { button(.label(code).inside(identifier: "transfer.from")) }

    /// Checks everything the form shows, once the accounts have loaded: texts, the chosen recipient
    /// and account, what the fields hold, the figures, the error and Continue (and, while the
    /// keyboard is down, that the fields and Continue take a tap). Every mismatch is reported.
    func verifyShows(_ form: Form = Form(), texts: Texts = .english, file: StaticString = #filePath, line: UInt = #line) {
        available.assertText(form.available, file: file, line: line)
        let keyboardUp = isKeyboardUp(["transfer.keyboard.done", "transfer.note.keyboard.done"])
        session.verifyAll(file: file, line: line) {
            assertLabels(texts.labels, file: file, line: line)
            recipient(form.recipient).assertSelected(file: file, line: line)
            element("transfer.recipients").cells(AccessibilityQuery(traits: .selected)).assertCount(1, file: file, line: line)
            verifyCheckmark(on: form.recipient, file: file, line: line)
            iban.assertText(form.iban, file: file, line: line)
            accountSegment(form.account).assertSelected(file: file, line: line)
            amount.assertPlaceholder(texts.amountPlaceholder, file: file, line: line)
            note.assertPlaceholder(texts.notePlaceholder, file: file, line: line)
            if let typed = form.amount { amount.assertText(typed, file: file, line: line) }
            if let typed = form.note { note.assertText(typed, file: file, line: line) }
            balanceAfter.assertText(form.balanceAfter, file: file, line: line)
            if let message = form.error {
                error.assertText(message, file: file, line: line)
            } else {
                error.assertText("", file: file, line: line)
            }
            if form.canContinue {
                continueButton.assertEnabled(file: file, line: line)
                if !keyboardUp { continueButton.assertHittable(file: file, line: line) }
            } else {
                continueButton.assertDisabled(file: file, line: line)
            }
            assertTappable(keyboardUp ? ["transfer.from"] : ["transfer.amount", "transfer.note", "transfer.from"], file: file, line: line)
        }
    }
}

extension TransferScreen {
    /// Checks, on the screen's pixels, that the row of the chosen recipient (`lena`...) carries the
    /// checkmark at its trailing edge and the other rows nothing there (inside the separator lines).
    func verifyCheckmark(on chosen: String, file: StaticString = #filePath, line: UInt = #line) {
        for id in ["lena", "omar", "sofia", "tom"] {
            guard let ink = ink("transfer.recipient.\(id)", trailing: 0.12, inset: 4) else {
                XCTFail("ink: the row of \(id) is not on screen", file: file, line: line)
                continue
            }
            if ink.bounds.isNull == (id == chosen) {
                let problem = id == chosen ? "shows no checkmark" : "shows a mark at its end"
                XCTFail("the row of \(id) \(problem) (chosen: \(chosen))", file: file, line: line)
            }
        }
    }
}

extension TransferConfirmationScreen {
    /// What the sheet sums up.
    struct Summary {
        var recipient = "Lena Fischer"
        var iban = "DE89 •••• 3000"
        var amount: String
        var from = "Euro"
        var note: String?
        var balanceAfter: String
    }

    /// Checks everything the sheet shows, in English or German: captions, the summary, and Confirm
    /// and Cancel (enabled, nothing over them). Every mismatch is reported.
    func verifyShows(_ summary: Summary, german: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        send.assertVisible(file: file, line: line)
        session.verifyAll(file: file, line: line) {
            assertLabels(german ? [
                "transfer.confirm.title": "Überweisung bestätigen", "transfer.confirm.recipient.caption": "An",
                "transfer.confirm.iban.caption": "IBAN", "transfer.confirm.amount.caption": "Betrag",
                "transfer.confirm.from.caption": "Von", "transfer.confirm.balanceAfter.caption": "Saldo danach",
                "transfer.confirm.send": "Bestätigen", "transfer.confirm.cancel": "Abbrechen",
            ] : [
                "transfer.confirm.title": "Confirm transfer", "transfer.confirm.recipient.caption": "To",
                "transfer.confirm.iban.caption": "IBAN", "transfer.confirm.amount.caption": "Amount",
                "transfer.confirm.from.caption": "From", "transfer.confirm.balanceAfter.caption": "Balance after",
                "transfer.confirm.send": "Confirm", "transfer.confirm.cancel": "Cancel",
            ], file: file, line: line)
            recipient.assertText(summary.recipient, file: file, line: line)
            iban.assertText(summary.iban, file: file, line: line)
            amount.assertText(summary.amount, file: file, line: line)
            from.assertText(summary.from, file: file, line: line)
            if let typed = summary.note {
                note.assertText(typed, file: file, line: line)
                element("transfer.confirm.note.caption").assertLabel(german ? "Verwendungszweck" : "Note", file: file, line: line)
            } else {
                note.assertNotExists(file: file, line: line)
            }
            balanceAfter.assertText(summary.balanceAfter, file: file, line: line)
            assertTappable(["transfer.confirm.send", "transfer.confirm.cancel"], file: file, line: line)
        }
    }
}
