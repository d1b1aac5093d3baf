import ChaosBank
import HeadlessUI
import Kass
import XCTest

/// Exchange while its requests are in flight: the form reads "Loading…" (in German "Wird geladen…")
/// until the rates and the accounts have arrived, and the keyboard goes down as soon as Exchange is
/// tapped. Checked at the moments the requests are in flight (`whilePending`).
@MainActor
final class ExchangeInFlightTests: ChaosBankTestCase {
    /// Opened from Home, the form says it is loading, shows no figures and cannot be submitted
    /// until the rates and the accounts have arrived; then it shows the euro account.
    func test_exchange_readsLoadingUntilRatesAndAccountsArrive() async {
        launch(at: .home)
        verifyLoading(reads: "Loading…", thenAvailable: "Available: €4,250.75")
    }

    /// The same in German.
    func test_exchange_loadingReadsInGerman() async {
        launch(at: .home, locale: .german)
        verifyLoading(reads: "Wird geladen…", thenAvailable: "Verfügbar: 4.250,75 €")
    }

    /// Opens Exchange from Home, checking the form while its requests are in flight, then once loaded.
    private func verifyLoading(
        reads loading: String, thenAvailable available: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let exchange = screen(ExchangeScreen.self)
        onScreen(HomeScreen.self) { home in
            whilePending(.throughout, file: file, line: line) {
                home.exchange.tap()
            } check: {
                exchange.available.assertText(loading, file: file, line: line)
                for row in [exchange.rate, exchange.fee, exchange.youGet, exchange.balanceAfter] {
                    row.assertText("—", file: file, line: line)
                }
                exchange.submit.assertDisabled(file: file, line: line)
            }
        }
        onScreen(ExchangeScreen.self) { exchange in exchange.available.assertText(available, file: file, line: line) }
    }

    /// Tapping Exchange with the keyboard up (the form dragged up until the button shows above it)
    /// puts the keyboard away while the exchange is booked.
    func test_exchange_keyboardGoesDownWhileTheExchangeIsBooked() async {
        launch(at: .exchange)
        onScreen(ExchangeScreen.self) { exchange in
            exchange.amount.typeText("100")
            exchange.rate.drag(by: CGVector(dx: 0, dy: -250))
            exchange.button("exchange.keyboard.done").assertExists()
            exchange.submit.assertHittable()
            whilePending(.throughout) {
                exchange.submit.tap()
            } check: {
                exchange.button("exchange.keyboard.done").assertNotExists()
                exchange.submit.assertDisabled()
            }
        }
        screen(HomeScreen.self).exchangeToast.assertText("Exchanged €100.00 for $108.50")
    }
}
