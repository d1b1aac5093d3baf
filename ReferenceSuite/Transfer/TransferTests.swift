import ChaosBank
import Kass
import XCTest

/// Send money: the form, its validation and formatting, the confirmation sheet and what a sent
/// transfer changes. The demo euro account holds €4,250.75; Lena Fischer is preselected.
@MainActor
final class TransferTests: ChaosBankTestCase {
    /// Types `amount` and opens the confirmation sheet.
    private func fillIn(amount: String) {
        onScreen(TransferScreen.self) { form in
            form.amount.typeText(amount)
            form.continueButton.tap()
        }
    }

    /// An amount → whether Continue may be tapped.
    struct AmountCase: CustomStringConvertible {
        let input: String
        let isAccepted: Bool
        var description: String { "\(input) \(isAccepted ? "accepted" : "refused")" }
    }

    /// Catches `transfer-accepts-over-balance`, `transfer-accepts-zero`
    func test_transfer_continueOnlyForAnAmountWithinTheBalance() async {
        launch(at: .transfer)
        let cases = [
            AmountCase(input: "0", isAccepted: false), AmountCase(input: "0.00", isAccepted: false),
            AmountCase(input: "0.01", isAccepted: true), AmountCase(input: "25", isAccepted: true),
            AmountCase(input: "4,250.75", isAccepted: true), AmountCase(input: "4,250.76", isAccepted: false),
            AmountCase(input: "10,000", isAccepted: false),
        ]
        let form = screen(TransferScreen.self)
        parameterized(cases) { amountCase in
            form.amount.replaceText(amountCase.input)
            if amountCase.isAccepted {
                form.continueButton.assertEnabled()
            } else {
                form.continueButton.assertDisabled()
            }
        }
        // The whole balance can be sent, leaving the euro account at zero.
        form.amount.replaceText("4,250.75")
        form.continueButton.tap()
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            eventually { home.balance("eur").within(timeout: 0).assertText("€0.00") }
        }
    }

    /// Catches `transfer-accepts-over-balance`
    func test_transfer_amountOverTheBalanceShowsTheError() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("5,000")
            form.error.assertText("The amount is more than your balance")
            form.continueButton.assertDisabled()
        }
    }

    /// Bringing the amount back within the balance takes the error away again.
    func test_transfer_correctingTheAmountTakesTheErrorAway() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("5,000")
            form.verifyShows(.init(amount: "5,000", balanceAfter: "-€749.25", error: "The amount is more than your balance"))
            // A first group of three digits is read as well (100,000 is a hundred thousand).
            form.amount.replaceText("100,000")
            form.verifyShows(.init(amount: "100,000", balanceAfter: "-€95,749.25", error: "The amount is more than your balance"))
            form.amount.replaceText("25")
            form.verifyShows(.init(amount: "25", balanceAfter: "€4,225.75", canContinue: true))
        }
    }

    /// Catches `transfer-full-iban-shown`
    func test_transfer_confirmationSummarizesTheTransfer() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.verifyShows()
            form.assertDesignLayout()
            form.amount.typeText("25")
            form.note.typeText("Concert")
            form.verifyShows(.init(amount: "25", note: "Concert", balanceAfter: "€4,225.75", canContinue: true))
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.verifyShows(.init(amount: "€25.00", note: "Concert", balanceAfter: "€4,225.75"))
        }
    }

    /// Catches `transfer-full-iban-shown`
    func test_transfer_recipientIBANIsMasked() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.iban.assertText("DE89 •••• 3000")
            form.recipient("sofia").tap()
            form.iban.assertText("IT60 •••• 3456")
        }
    }

    /// Catches `transfer-toast-wrong-recipient`
    func test_transfer_successToastNamesTheRecipient() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.recipient("omar").tap()
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        let home = screen(HomeScreen.self)
        home.transferToast.assertAppears(within: 2)
        home.transferToast.assertText("Sent €25.00 to Omar Haddad")
        // Inside its rounded corners, the toast's text is white and centred.
        home.assertInkHues(["transfer.toast": .white], inset: 10)
        home.assertInkAlignment(["transfer.toast": .center], inset: 10)
        // It sits 24 points from the sides and 64 above the bottom safe area, one line tall, its corners
        // rounded (the screen behind shows there).
        home.assertLayout(["transfer.toast": [24, 710, 345, 44]])
        XCTAssertEqual(home.cornerHue("transfer.toast"), .white, "the toast's top-left corner is not rounded")
        home.transferToast.within(timeout: 2).waitUntilGone()
    }

    /// Catches `home-stale-after-transfer`
    func test_transfer_homeShowsTheNewBalanceAndTheTransaction() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.balance("eur").assertText("€4,250.75")
            home.send.tap()
        }
        fillIn(amount: "25")
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            eventually {
                home.balance("eur").within(timeout: 0).assertText("€4,225.75")
                home.activityRow("p001").within(timeout: 0).assertLabelContains("Lena Fischer")
            }
            home.verifyShows(Self.homeAfterSendingEuros)
        }
        onScreen(TabBarScreen.self) { $0.verifyTabs() }
    }

    /// Home after €25.00 went from the euro account to Lena Fischer.
    static let homeAfterSendingEuros = HomeScreen.Figures(
        total: "€6,447.36", change: "+€81.39 today",
        balances: ["eur": "€4,225.75", "usd": "$1,320.00", "gbp": "£860.30"],
        todayChanges: ["eur": "+€95.40 today", "usd": "-$15.20 today", "gbp": "£0.00 today"],
        activity: ["Lena Fischer, -€25.00"] + HomeScreen.Figures.demoActivity.prefix(4)
    )

    /// Catches `transfer-double-submit`
    func test_transfer_doubleTapOnConfirmSendsOnce() async {
        launch(at: .transfer)
        fillIn(amount: "25")
        onScreen(TransferConfirmationScreen.self) { $0.send.rapidTap(times: 2) }
        onScreen(HomeScreen.self) { home in
            eventually { home.balance("eur").within(timeout: 0).assertText("€4,225.75") }
            home.balance("eur").assertUnchanged(for: 1)
            home.activityRows.assertNoDuplicates()
        }
    }

    /// Cancel on the sheet sends nothing and gives the form back as it was typed.
    /// Catches `transfer-cancel-still-sends`
    func test_transfer_cancelLeavesTheBalanceUnchanged() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.recipient("omar").tap()
            form.note.typeText("Rent")
        }
        fillIn(amount: "25")
        onScreen(TransferConfirmationScreen.self) { $0.cancel.tap() }
        onScreen(TransferScreen.self) { form in
            form.available.assertText("Available: €4,250.75")
            form.available.assertUnchanged(for: 2)
            form.verifyShows(.init(
                recipient: "omar", iban: "DE02 •••• 2051", amount: "25", note: "Rent", balanceAfter: "€4,225.75", canContinue: true
            ))
        }
    }

    /// A balance that changed while the sheet was up (a top-up landed under it) shows on the form once
    /// the sheet is cancelled: the form asks for the balances again, so what it offers is current.
    func test_transfer_cancelShowsTheBalanceAsItIsNow() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            home.topUpOption(50).tap()
            home.topUpStatus.assertText("Top-up of €50.00 pending…")
            home.send.tap()
        }
        onScreen(TransferScreen.self) { form in
            form.available.assertText("Available: €4,250.75")
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            // The card network takes five seconds (up to a quarter more under jitter): the top-up is
            // added while the sheet is up.
            sheet.amount.assertUnchanged(for: 6)
            sheet.cancel.tap()
        }
        onScreen(TransferScreen.self) { form in
            form.verifyShows(.init(available: "Available: €4,300.75", amount: "25", balanceAfter: "€4,275.75", canContinue: true))
        }
    }

    /// The smallest amount, one cent, is sent like any other.
    func test_transfer_oneCentIsSent() async {
        launch(at: .transfer)
        fillIn(amount: "0.01")
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.verifyShows(.init(amount: "€0.01", balanceAfter: "€4,250.74"))
            sheet.send.tap()
        }
        let home = screen(HomeScreen.self)
        home.transferToast.assertText("Sent €0.01 to Lena Fischer")
        onScreen(HomeScreen.self) { home in
            eventually { home.balance("eur").within(timeout: 0).assertText("€4,250.74") }
        }
    }

    /// Sending from the dollar account: the form, the sheet and Home all follow that account, and
    /// only that account pays.
    /// Catches `transfer-balance-after-wrong-account`
    func test_transfer_balanceAfterFollowsTheChosenAccount() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.from.selectSegment(CurrencySegment.usd)
            form.available.assertText("Available: $1,320.00")
            form.amount.typeText("20")
            form.balanceAfter.assertText("$1,300.00")
            form.verifyShows(.init(
                account: "USD", available: "Available: $1,320.00", amount: "20", balanceAfter: "$1,300.00", canContinue: true
            ))
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.verifyShows(.init(amount: "$20.00", from: "US Dollar", balanceAfter: "$1,300.00"))
            sheet.send.tap()
        }
        onScreen(HomeScreen.self) { home in
            eventually { home.activityRow("p001").within(timeout: 0).assertLabel("Lena Fischer, -$20.00") }
            home.verifyShows(.init(
                total: "€6,453.93", change: "+€87.96 today",
                balances: ["eur": "€4,250.75", "usd": "$1,300.00", "gbp": "£860.30"],
                todayChanges: ["eur": "+€120.40 today", "usd": "-$35.20 today", "gbp": "£0.00 today"],
                activity: ["Lena Fischer, -$20.00"] + HomeScreen.Figures.demoActivity.prefix(4)
            ))
        }
    }

    /// Catches `transfer-amount-drops-decimals`, `transfer-amount-caret-jumps`
    func test_transfer_amountIsGroupedWhileTyping() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("1,234.56")
            form.amount.assertText("1,234.56")
            form.balanceAfter.assertText("€3,016.19")
        }
    }

    /// Catches `transfer-amount-caret-jumps`, `transfer-amount-drops-decimals`
    func test_transfer_amountKeepsDecimalsTypedAfterTheSeparator() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.replaceText("25.5")
            form.amount.typeText("0")
            form.balanceAfter.assertText("€4,225.25")
            // A leading separator gets its zero.
            form.amount.clearText()
            pressKey(".")
            pressKey("5")
            form.amount.assertText("0.5")
            form.balanceAfter.assertText("€4,250.25")
        }
    }

    /// Catches `transfer-german-decimal-comma`
    func test_transfer_germanAmountUsesTheDecimalComma() async {
        launch(at: .transfer, locale: .german)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("5.000")
            form.error.assertText("Der Betrag übersteigt dein Guthaben")
            form.amount.clearText()
            form.amount.typeText("25,50")
            form.balanceAfter.assertText("4.225,25 €")
            form.continueButton.assertEnabled()
            form.verifyShows(
                .init(available: "Verfügbar: 4.250,75 €", amount: "25,50", balanceAfter: "4.225,25 €", canContinue: true), texts: .german
            )
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.verifyShows(.init(amount: "25,50 €", balanceAfter: "4.225,25 €"), german: true)
            sheet.send.tap()
        }
        screen(HomeScreen.self).transferToast.assertText("25,50 € an Lena Fischer gesendet")
    }

    /// Catches `transfer-continue-unlabelled`
    func test_transfer_continueIsLabelledForVoiceOver() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.continueButton.assertLabel("Continue")
            form.amount.typeText("10")
            form.continueButton.assertLabel("Continue")
        }
    }

    /// Catches `transfer-note-drops-edits`
    func test_transfer_noteKeepsEverythingTyped() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.note.typeText("Dinner at Luigi's")
            form.note.assertText("Dinner at Luigi's")
        }
    }

    /// Catches `transfer-amount-stall`
    func test_transfer_typingTheAmountStaysResponsive() async {
        launch(at: .transfer)
        let form = screen(TransferScreen.self)
        assertResponsive(maximumHang: 0.25) {
            form.amount.typeText("125")
        }
        form.balanceAfter.assertText("€4,125.75")
    }

    /// The form's main button is drawn with the app's rounded corners (12 points), as every primary button.
    func test_transfer_continueButtonHasRoundedCorners() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.continueButton.assertVisible()
            let radius = form.drawnCornerRadius("transfer.continue")
            XCTAssertEqual(
                radius ?? 0, 12, accuracy: 0.4, "Continue's corner is drawn with a radius of \(radius.map { "\($0)" } ?? "nothing")"
            )
        }
    }
}
