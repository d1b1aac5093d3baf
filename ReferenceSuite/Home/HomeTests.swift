import ChaosBank
import Kass
import XCTest

/// Home: the total in euros, the accounts with today's change, recent activity, quick actions and
/// top-ups. Demo data: €4,250.75 (+€120.40), $1,320.00 (-$15.20), £860.30; total €6,472.36.
@MainActor
final class HomeTests: ChaosBankTestCase {
    /// Catches `home-total-ignores-account`
    func test_home_totalCountsEveryAccount() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            home.change.assertText("+€106.39 today")
            home.verifyShows()
            home.assertDesignLayout()
        }
        onScreen(TabBarScreen.self) { $0.verifyTabs() }
    }

    /// Coming back to Home reloads it behind the figures already shown: they never blink to a
    /// placeholder or an old value while the answer is on its way.
    func test_home_figuresStayWhileReloadingOnReturn() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
        onScreen(TabBarScreen.self) { tabs in
            tabs.card.tap()
            tabs.home.tap()
        }
        onScreen(HomeScreen.self) { home in
            continuously(during: 1) {
                home.total.assertText("€6,472.36")
                home.balance("eur").assertText("€4,250.75")
                home.activityRows.assertCount(5)
            }
            home.verifyShows()
        }
    }

    /// Catches `home-negative-change-as-gain`
    func test_home_accountsShowBalancesAndTodaysChange() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.balance("eur").assertText("€4,250.75")
            verifyAll {
                home.balance("usd").assertText("$1,320.00")
                home.balance("gbp").assertText("£860.30")
                home.todayChange("eur").assertText("+€120.40 today")
                home.todayChange("usd").assertText("-$15.20 today")
                home.todayChange("gbp").assertText("£0.00 today")
            }
        }
    }

    /// Catches `home-activity-shows-oldest`
    func test_home_recentActivityListsTheLatestFive() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.activityRows.assertCount(5)
            home.activityRows.assertNoDuplicates()
            home.activityRows.assertEach("shows a signed euro amount") { row in row.assertLabelContains("€") }
            home.activityRow("t001").assertLabelContains("Coffee Corner")
            home.activityRow("t005").assertLabelContains("Lena Fischer")
            // The oldest row sits below the tab bar: a user scrolls the screen up to read it, money in green.
            home.activityRow("t005").scrollIntoView()
            home.activityRow("t005").assertHittable()
            home.assertInkHues(["home.activity.row.t005": .green], trailing: 0.4)
            // The list is to read, not to pick from: a touch on a row selects nothing.
            touch("home.activity.row.t005")
            XCTAssertEqual(home.isSelected("home.activity.row.t005"), false, "a touched activity row shows as selected")
        }
    }

    /// Catches `home-german-caption-untranslated`
    func test_home_germanShowsTranslatedFigures() async {
        launch(at: .home, locale: .german)
        onScreen(HomeScreen.self) { home in
            verifyAll {
                home.totalCaption.assertText("Gesamtsaldo")
                home.total.assertText("6.472,36 €")
                home.balance("eur").assertText("4.250,75 €")
                home.todayChange("usd").assertText("-15,20 $ heute")
            }
            home.verifyShows(.demoGerman, texts: .german)
            home.topUp.tap()
            home.topUpOption(50).tap()
            home.topUpStatus.assertText("Aufladung über 50,00 € läuft…")
        }
        onScreen(TabBarScreen.self) { $0.verifyTabs(TabBarScreen.german) }
    }

    func test_home_quickActionsOpenTransferAndExchange() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.send.tap() }
        onScreen(TransferScreen.self) { $0.title.assertText("Send money") }
        relaunch()
        onScreen(HomeScreen.self) { $0.exchange.tap() }
        onScreen(ExchangeScreen.self) { $0.rate.assertText("1 EUR = 1.0850 USD") }
    }

    func test_home_topUpIsPendingThenAdded() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.topUp.tap()
            home.topUpOption(50).tap()
            home.topUpStatus.assertText("Top-up of €50.00 pending…")
            home.balance("eur").assertUnchanged(for: 2)
            home.topUpStatus.assertText("Top-up of €50.00 added")
            home.balance("eur").assertText("€4,300.75")
            home.verifyShows(.init(
                total: "€6,522.36", change: "+€156.39 today",
                balances: ["eur": "€4,300.75", "usd": "$1,320.00", "gbp": "£860.30"],
                todayChanges: ["eur": "+€170.40 today", "usd": "-$15.20 today", "gbp": "£0.00 today"],
                activity: ["Top-up from card, +€50.00"] + HomeScreen.Figures.demoActivity.prefix(4)
            ))
        }
    }

    /// A top-up is still pending at the card network while a transfer goes out: both must count.
    ///
    /// Catches `home-top-up-lost-update`
    func test_home_topUpPendingDuringATransferKeepsBoth() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.balance("eur").assertText("€4,250.75")
            home.topUp.tap()
            home.topUpOption(100).tap()
            home.topUpStatus.assertText("Top-up of €100.00 pending…")
            home.send.tap()
        }
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.continueButton.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.send.tap() }
        onScreen(HomeScreen.self) { home in
            home.balance("eur").assertText("€4,225.75")
            home.topUpStatus.within(timeout: 0).assertText("Top-up of €100.00 pending…")
            eventually {
                home.topUpStatus.within(timeout: 0).assertText("Top-up of €100.00 added")
                home.balance("eur").within(timeout: 0).assertText("€4,325.75")
            }
            home.balance("eur").assertUnchanged(for: 1)
        }
    }
}
