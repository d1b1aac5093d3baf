import ChaosBank
import Kass
import XCTest

/// Home's quick actions as a user uses them: each one opens what it names once Home has loaded, and
/// Top up is unavailable while a top-up is pending.
@MainActor
final class HomeQuickActionsTests: ChaosBankTestCase {

    /// Once the balances show, Top up opens its sheet and Send opens the transfer form: nothing is
    /// left over the buttons.
    /// Catches `home-actions-covered`
    func test_home_quickActionsOpenWhatTheyNameOnceLoaded() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            home.topUp.tap()
            home.topUpOption(50).assertVisible()
            home.topUpCancel.tap()
            home.topUpOption(50).assertNotExists()
            home.send.tap()
        }
        onScreen(TransferScreen.self) { $0.title.assertText("Send money") }
    }

    /// While a top-up is pending, Top up is disabled (greyed out, and VoiceOver says so) and a touch
    /// on it offers nothing; once the top-up is added, it works again.
    /// Catches `home-top-up-looks-disabled-only`
    func test_home_topUpIsUnavailableWhileOneIsPending() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            home.topUpOption(50).tap()
            home.topUpStatus.assertText("Top-up of €50.00 pending…")
            home.topUp.assertDisabled()
            touch("home.topUp")
            home.topUpOption(50).assertStaysAbsent(for: 0.5)
            home.topUpStatus.assertText("Top-up of €50.00 added")
            home.balance("eur").assertText("€4,300.75")
            home.topUp.assertEnabled()
            home.topUp.tap()
            home.topUpOption(100).assertVisible()
        }
    }

    /// A pending top-up greys Top up out: grey button, its title dimmed (half-strength white) and no
    /// longer full white; once the top-up is added, the title is white on the accent colour again.
    func test_home_topUpTitleIsDimmedWhileOneIsPending() async {
        launch(at: .home, locale: .german)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            home.topUpOption(50).tap()
            home.topUpStatus.assertText("Aufladung über 50,00 € läuft…")
            home.topUp.assertDisabled()
            home.assertTitleDimmed("home.topUp")
            home.topUpStatus.assertText("Aufladung über 50,00 € gutgeschrieben")
            home.topUp.assertEnabled()
            home.assertInkHues(["home.topUp": .white], inset: 12)
        }
    }
}
