import ChaosBank
import Kass
import XCTest

/// The confirmations on a small iPhone (320 pt wide): a sentence wider than the toast wraps onto a
/// second line, whole, instead of being cut off with an ellipsis.
@MainActor
final class MoneyToastSmallPhoneTests: ChaosBankTestCase {
    override class var app: KassApp? { .chaosBankOnSmallPhone }

    func test_toast_longGermanConfirmationWrapsOntoASecondLine() async {
        launch(at: .transfer, locale: .german)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            home.transferToast.assertText("25,00 € an Lena Fischer gesendet")
            // One line of 17 pt text inks about 16 pt of height; two lines, more than 30 (read clear of
            // the rounded corners, which show the screen behind).
            let frame = home.identifiedFrames()["transfer.toast"] ?? .zero
            let ink = ScreenInk.read(in: frame.insetBy(dx: 12, dy: 0))
            XCTAssertGreaterThan(ink?.bounds.height ?? 0, 30, "the toast's sentence is not drawn on two lines: \(String(describing: ink))")
        }
    }
}
