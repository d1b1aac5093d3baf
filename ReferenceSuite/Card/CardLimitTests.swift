import ChaosBank
import Kass
import XCTest

/// The card's monthly limit: validation, saving, and the German format.
@MainActor
final class CardLimitTests: ChaosBankTestCase {
    /// A limit typed and whether it must be saved (with how the saved limit then reads).
    struct LimitCase: CustomStringConvertible {
        let typed: String
        let saved: String?
        var description: String { saved == nil ? "'\(typed)' refused" : "'\(typed)' saved as \(saved!)" }
    }

    /// Limits above 0 and up to 10,000 are saved; 0, anything above 10,000 and what is not one amount
    /// are refused.
    /// Catches `card-limit-zero-accepted`, `card-limit-above-maximum-accepted`
    func test_card_limitValidation() async {
        launch(at: .card)
        let cases = [
            LimitCase(typed: "0", saved: nil),
            LimitCase(typed: "10000.01", saved: nil),
            LimitCase(typed: "10000", saved: "€10,000.00"),
            LimitCase(typed: "250", saved: "€250.00"),
            // What is not one amount is refused; a leading separator is a number below 1.
            LimitCase(typed: "1.2.3", saved: nil),
            LimitCase(typed: "1,,000", saved: nil),
            LimitCase(typed: ".5", saved: "€0.50"),
        ]
        parameterized(cases) { limit in
            onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
                card.limit.replaceText(limit.typed)
                card.saveLimit.tap()
                if let saved = limit.saved {
                    card.currentLimit.assertText(saved)
                    card.limitError.assertNotExists()
                } else {
                    card.limitError.assertText("Enter a limit above 0 and up to €10,000.00")
                    card.assertLimitErrorLayout()
                    card.currentLimit.assertUnchanged(for: 1)
                }
            }
        }
    }

    /// A limit with cents is saved with its cents, and "Limit saved" confirms it.
    /// Catches `card-limit-drops-cents`, `card-limit-separator-key-dropped`
    func test_card_limitKeepsCents() async {
        launch(at: .card)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.currentLimit.assertText("€2,000.00")
            card.limit.replaceText("1500.50")
            card.assertKeyboardLayout()
            // The field takes digits and separators only.
            pressKey("x")
            card.limit.assertText("1500.50")
            card.saveLimit.tap()
            // Save waits for the answer: no second save meanwhile.
            card.saveLimit.within(timeout: 0).assertDisabled()
            // Saving puts the keyboard away.
            card.button("card.limit.done").assertNotExists()
            card.limitStatus.assertAppears(within: 1)
            card.currentLimit.assertText("€1,500.50")
            card.limitStatus.assertText("Limit saved")
            card.saveLimit.assertEnabled()
            card.assertLimitSavedLayout()
            // Saved again a second later: "Limit saved" stays its full 2 s from the second save.
            card.limitStatus.assertUnchanged(for: 1)
            card.saveLimit.tap()
            card.saveLimit.assertEnabled()
            card.limitStatus.assertUnchanged(for: 1.5)
            card.limitStatus.within(timeout: 2.5).waitUntilGone()
        }
    }

    /// In German the limit is typed with a decimal comma and shown as `1.500,50 €`.
    /// Catches `card-limit-ignores-locale`
    func test_card_limitInGerman() async {
        launch(at: .card, locale: .german)
        onScreen(CardScreen.self) { card in
            card.waitUntilLoaded()
            card.title.assertText("Karte")
            card.currentLimit.assertText("2.000,00 €")
            card.limit.replaceText("1500,50")
            card.assertKeyboardLayout(done: "Fertig")
            card.saveLimit.tap()
            card.currentLimit.assertText("1.500,50 €")
            card.limitError.assertNotExists()
            card.verifyShows(.init(currentLimit: "1.500,50 €", limitField: "1.500,50", limitSaved: true), texts: .german)
        }
    }
}
