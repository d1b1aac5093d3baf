import ChaosBank
import Kass
import XCTest

/// While a top-up is booked (the card network takes five seconds): Home says it is pending and Top
/// up is disabled until it is added. Checked at the moments the request is in flight
/// (`whilePending`), in English and German.
@MainActor
final class HomeInFlightTests: ChaosBankTestCase {
    /// Catches `home-top-up-looks-disabled-only`
    func test_home_topUpReadsPendingAndTopUpIsDisabledUntilItIsAdded() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            whilePending(.throughout) {
                home.topUpOption(50).tap()
            } check: {
                home.topUpStatus.assertText("Top-up of €50.00 pending…")
                home.topUp.assertDisabled()
            }
            home.topUpStatus.assertText("Top-up of €50.00 added")
            home.topUp.assertEnabled()
        }
    }

    /// Catches `home-top-up-looks-disabled-only`
    func test_home_topUpPendingReadsInGerman() async {
        launch(at: .home, locale: .german)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            whilePending(.throughout) {
                home.topUpOption(100).tap()
            } check: {
                home.topUpStatus.assertText("Aufladung über 100,00 € läuft…")
                home.topUp.assertDisabled()
            }
            home.topUpStatus.assertText("Aufladung über 100,00 € gutgeschrieben")
        }
    }
}
