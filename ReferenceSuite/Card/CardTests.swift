import ChaosBank
import Kass
import XCTest

/// The card: masked details, the security code, freeze and online payments.
@MainActor
final class CardTests: ChaosBankTestCase {
    /// The card shows its last four digits, its expiry and a hidden security code, not frozen.
    /// While the card is on its way, no limit or badge shows and its controls wait for it.
    /// Catches `card-cvv-always-visible`
    func test_card_showsMaskedDetails() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.verifyLoading()
            card.waitUntilLoaded()
            verifyAll {
                card.number.assertText("•••• 5678")
                card.expiry.assertText("09/29")
                card.cvv.assertText("•••")
                card.revealCVV.assertLabel("Show")
                card.frozenBadge.assertNotExists()
            }
            card.verifyShows()
            card.assertDesignLayout()
        }
    }

    /// "Show" reveals the security code for 5 s, then it hides again by itself.
    /// Catches `card-cvv-never-hides`
    func test_card_revealedCodeHidesAgain() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.revealCVV.tap()
            card.cvv.assertText("371")
            card.revealCVV.assertLabel("Hide")
            card.cvv.assertUnchanged(for: 4)
            card.cvv.within(timeout: 2).assertText("•••")
            card.revealCVV.assertLabel("Show")
            // Shown again after hiding it by hand: a full 5 s from the new reveal, not from the old one.
            card.revealCVV.tap()
            card.cvv.assertUnchanged(for: 3)
            card.revealCVV.tap()
            card.cvv.assertText("•••")
            card.revealCVV.tap()
            card.cvv.assertText("371")
            card.cvv.assertUnchanged(for: 4)
        }
    }

    /// Freezing shows the Frozen badge (white, centred on a rounded blue band); unfreezing takes it
    /// away. Frozen and unfrozen again at once (both before the first answer): the first answer must
    /// not freeze it on its way back.
    /// Catches `card-frozen-badge-missing`
    func test_card_freezeShowsTheBadge() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.frozen.setSwitch(on: true)
            card.frozenBadge.assertText("Frozen")
            card.verifyShows(.init(isFrozen: true))
            card.assertFrozenBadgeLooks()
            card.assertFrozenLayout()
            card.frozen.setSwitch(on: false)
            card.frozenBadge.assertNotExists()
            card.verifyShows()
            // Two taps, not rapidTap: the badge shown by the first moves the switch down.
            card.frozen.tap()
            // The badge shows at once, not only when the backend answers.
            card.frozenBadge.within(timeout: 0).assertText("Frozen")
            card.frozen.tap()
            continuously(during: 1.5) {
                card.frozen.assertValue("0")
                card.frozenBadge.assertNotExists()
            }
        }
    }

    /// VoiceOver names both switches.
    /// Catches `card-freeze-switch-unlabeled`
    func test_card_switchesHaveLabels() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            verifyAll {
                card.frozen.assertLabel("Freeze card")
                card.online.assertLabel("Online payments")
            }
        }
    }

    /// Turning online payments off and on again quickly leaves them on.
    /// Catches `card-online-payments-lost-update`
    func test_card_quickOnlinePaymentChangesAreKept() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.online.toggle()
            card.online.toggle()
            continuously(during: 1.5) {
                card.online.assertValue("1")
            }
            // Both changes before the first answer: the first answer must not switch it off.
            card.online.rapidTap(times: 2)
            continuously(during: 1.5) {
                card.online.assertValue("1")
            }
        }
    }

    /// Off, then on again 0.2 s later (before the first answer): the first answer must not switch it
    /// off on its way back.
    func test_card_slowerOnlinePaymentChangesAreKept() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.online.toggle()
            card.online.assertUnchanged(for: 0.2)
            card.online.toggle()
            continuously(during: 1) {
                card.online.assertValue("1")
            }
        }
    }

    /// Online payments turned off stay off after visiting another tab (the card reloads).
    /// Catches `card-online-payments-not-saved`
    func test_card_onlinePaymentsStayOffAcrossTabs() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.online.setSwitch(on: false)
            card.frozen.setSwitch(on: true)
            card.limit.replaceText("1500")
            card.saveLimit.tap()
            card.currentLimit.assertText("€1,500.00")
        }
        onScreen(TabBarScreen.self) { tabs in
            tabs.settings.tap()
            tabs.card.tap()
        }
        onScreen(CardScreen.self) { card in
            // The switches wait for the card to arrive again before they take changes.
            card.frozen.within(timeout: 0).assertDisabled()
            card.waitUntilLoaded()
            card.online.assertValue("0")
            card.verifyShows(.init(isFrozen: true, onlinePayments: false, currentLimit: "€1,500.00", limitField: "1,500.00"))
        }
    }
}
