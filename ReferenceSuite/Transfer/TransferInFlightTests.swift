import ChaosBank
import Kass
import XCTest

extension TransferConfirmationScreen {
    /// "Sending…" while the transfer is in flight, the error if it is refused.
    var status: KassElement { text("transfer.confirm.status") }
}

/// While a confirmed transfer is sent: the sheet reads "Sending…" (in German "Wird gesendet…"), and
/// Confirm and Cancel are disabled until the backend answers, so the money cannot leave twice and
/// the sheet cannot be closed under a transfer that is leaving. Checked at the moments the request is
/// in flight (`whilePending`).
@MainActor
final class TransferInFlightTests: ChaosBankTestCase {
    private func confirm(amount: String) {
        onScreen(TransferScreen.self) { form in
            form.amount.typeText(amount)
            form.continueButton.tap()
        }
    }

    /// Catches `transfer-double-submit`
    func test_transfer_confirmReadsSendingAndBothButtonsAreDisabledUntilTheAnswer() async {
        launch(at: .transfer)
        confirm(amount: "25")
        onScreen(TransferConfirmationScreen.self) { sheet in
            whilePending(.throughout) {
                sheet.send.tap()
            } check: {
                sheet.status.assertText("Sending…")
                sheet.send.assertDisabled()
                sheet.cancel.assertDisabled()
            }
        }
        screen(HomeScreen.self).transferToast.assertAppears(within: 2)
    }

    /// Catches `transfer-double-submit`
    func test_transfer_sendingReadsInGerman() async {
        launch(at: .transfer, locale: .german)
        confirm(amount: "25")
        onScreen(TransferConfirmationScreen.self) { sheet in
            whilePending(.throughout) {
                sheet.send.tap()
            } check: {
                sheet.status.assertText("Wird gesendet…")
                sheet.send.assertDisabled()
            }
        }
    }
}
