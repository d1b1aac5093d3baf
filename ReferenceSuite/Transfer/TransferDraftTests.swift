import ChaosBank
import Kass
import XCTest

/// What the user typed into Send money survives a change of mind on the confirmation sheet.
@MainActor
final class TransferDraftTests: ChaosBankTestCase {

    /// Cancel on the sheet gives the form back as typed, so Continue straight away shows the same
    /// transfer again.
    /// Catches `transfer-cancel-clears-form`
    func test_transfer_cancelKeepsTheDraftForASecondLook() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.recipient("sofia").tap()
            form.amount.typeText("42.50")
            form.note.typeText("Concert tickets")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.amount.assertText("€42.50")
            sheet.note.assertText("Concert tickets")
            sheet.cancel.tap()
        }
        onScreen(TransferScreen.self) { form in
            form.amount.assertText("42.50")
            form.note.assertText("Concert tickets")
            form.continueButton.assertEnabled()
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { sheet in
            sheet.amount.assertText("€42.50")
            sheet.note.assertText("Concert tickets")
            sheet.cancel.tap()
        }
    }
}
