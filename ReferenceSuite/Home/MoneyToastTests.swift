import ChaosBank
import Kass
import XCTest

/// The confirmations that land on Home after money moved: each one appears and stays long enough to
/// be read (a second at least; it goes after 1.4 s).
@MainActor
final class MoneyToastTests: ChaosBankTestCase {
    /// How long a toast must stay on screen for its sentence to be read, in seconds.
    private let readingTime: TimeInterval = 1

    /// Checks that `toast` appears showing `text` and stays on screen with it for ``readingTime``
    /// (on screen, not hittable: a toast takes no taps, and the pop back to Home is still passing
    /// over it when it appears).
    private func assertReadable(_ toast: KassElement, text: String, file: StaticString = #filePath, line: UInt = #line) {
        toast.assertAppears(within: 2, file: file, line: line)
        continuously(during: readingTime, file: file, line: line) {
            toast.assertAppears(within: 0, file: file, line: line)
            toast.assertText(text, file: file, line: line)
        }
    }

    /// Catches `exchange-toast-too-brief`
    func test_toast_exchangeConfirmationStaysLongEnoughToRead() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("100")
            exchange.submit.tap()
        }
        assertReadable(screen(HomeScreen.self).exchangeToast, text: "Exchanged €100.00 for $108.50")
    }

    func test_toast_transferConfirmationStaysLongEnoughToRead() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        assertReadable(screen(HomeScreen.self).transferToast, text: "Sent €25.00 to Lena Fischer")
    }

    /// The confirmation is a dark band with corners rounded to 10 points (they show Home behind them).
    func test_toast_hasRoundedCorners() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            home.transferToast.assertText("Sent €25.00 to Lena Fischer")
            let radius = home.drawnCornerRadius("transfer.toast")
            XCTAssertEqual(
                radius ?? 0, 10, accuracy: 0.4, "the toast's corner is drawn with a radius of \(radius.map { "\($0)" } ?? "nothing")"
            )
        }
    }
}
