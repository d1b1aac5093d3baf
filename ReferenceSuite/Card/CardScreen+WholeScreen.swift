import ChaosBank
import Foundation
import HeadlessUI
import Kass
import XCTest

extension CardScreen {
    /// What the Card tab shows that changes: the switches, the badge, the code and the limit.
    struct State {
        var isFrozen = false
        var onlinePayments = true
        var cvv = "•••"
        var currentLimit = "€2,000.00"
        /// What the limit field holds.
        var limitField = "2,000.00"
        /// Whether "Limit saved" still confirms a save.
        var limitSaved = false
    }

    /// The fixed texts in one language.
    struct Texts {
        var labels: KeyValuePairs<String, String>
        var limitPlaceholder: String
        var frozenBadge: String
        /// The navigation bar's title.
        var navigationTitle: String

        static let english = Texts(
            labels: [
                "card.title": "Card", "card.number": "•••• 5678", "card.expiry.caption": "Expires", "card.expiry": "09/29",
                "card.cvv.caption": "Security code", "card.cvv.reveal": "Show", "card.frozen.caption": "Freeze card",
                "card.frozen": "Freeze card", "card.online.caption": "Online payments", "card.online": "Online payments",
                "card.limit.current.caption": "Monthly limit", "card.limit.save": "Save limit",
            ],
            limitPlaceholder: "New monthly limit", frozenBadge: "Frozen", navigationTitle: "Card"
        )

        static let german = Texts(
            labels: [
                "card.title": "Karte", "card.number": "•••• 5678", "card.expiry.caption": "Gültig bis", "card.expiry": "09/29",
                "card.cvv.caption": "Prüfnummer", "card.cvv.reveal": "Anzeigen", "card.frozen.caption": "Karte sperren",
                "card.frozen": "Karte sperren", "card.online.caption": "Online-Zahlungen", "card.online": "Online-Zahlungen",
                "card.limit.current.caption": "Monatslimit", "card.limit.save": "Limit speichern",
            ],
            limitPlaceholder: "Neues Monatslimit", frozenBadge: "Gesperrt", navigationTitle: "Karte"
        )
    }

    /// Checks everything the Card tab shows once the card has loaded: texts, the masked details,
    /// the switches and the badge, the limit, and that every control takes a tap. Every mismatch is
    /// reported.
    func verifyShows(_ state: State = State(), texts: Texts = .english, file: StaticString = #filePath, line: UInt = #line) {
        waitUntilLoaded()
        session.verifyAll(file: file, line: line) {
            assertLabels(texts.labels, file: file, line: line)
            text(AccessibilityQuery(label: texts.navigationTitle, traits: .header)).assertExists(file: file, line: line)
            cvv.assertText(state.cvv, file: file, line: line)
            frozen.assertValue(state.isFrozen ? "1" : "0", file: file, line: line)
            online.assertValue(state.onlinePayments ? "1" : "0", file: file, line: line)
            if state.isFrozen { frozenBadge.assertText(texts.frozenBadge, file: file, line: line) } else {
                frozenBadge.assertNotExists(file: file, line: line)
            }
            currentLimit.assertText(state.currentLimit, file: file, line: line)
            limit.assertText(state.limitField, file: file, line: line)
            limit.assertPlaceholder(texts.limitPlaceholder, file: file, line: line)
            limit.assertLabel(texts.limitPlaceholder, file: file, line: line)
            limitError.assertNotExists(file: file, line: line)
            if state.limitSaved { limitStatus.assertExists(file: file, line: line) } else {
                limitStatus.assertNotExists(file: file, line: line)
            }
            assertTappable(["card.cvv.reveal", "card.frozen", "card.online", "card.limit", "card.limit.save"], file: file, line: line)
        }
    }
}

extension CardScreen {
    /// Checks what the Card tab shows at once, while the card is still on its way from the backend:
    /// no limit yet (`—`), no Frozen badge, and Show, both switches and Save limit disabled until the
    /// card has arrived. Call it before anything waits.
    func verifyLoading(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            currentLimit.within(timeout: 0).assertText("—", file: file, line: line)
            frozenBadge.within(timeout: 0).assertNotExists(file: file, line: line)
            for control in [revealCVV, frozen, online, saveLimit] {
                control.within(timeout: 0).assertDisabled(file: file, line: line)
            }
        }
    }

    /// Checks the Frozen badge as a user sees it: white text centred on a blue band with corners
    /// rounded to 8 points (the band's corner pixel shows the screen behind it).
    func assertFrozenBadgeLooks(file: StaticString = #filePath, line: UInt = #line) {
        // Inset by the corner radius: the rounded corners show the white screen behind the band.
        assertInkHues(["card.frozenBadge": .white], inset: 8, file: file, line: line)
        assertInkAlignment(["card.frozenBadge": .center], inset: 8, file: file, line: line)
        guard let frame = identifiedFrames()["card.frozenBadge"], let band = ink("card.frozenBadge"),
              let corner = ScreenInk.read(in: CGRect(x: frame.minX, y: frame.minY, width: 1, height: 1)) else {
            return XCTFail("the Frozen badge is not on screen", file: file, line: line)
        }
        let background = band.background
        if !(Int(background.blue) >= Int(background.red) + 60 && Int(background.blue) >= Int(background.green) + 30) {
            XCTFail("the Frozen badge's band is \(background), expected blue", file: file, line: line)
        }
        if ScreenInk.Hue.hue(of: corner.background) != .white {
            XCTFail("the Frozen badge's top-left corner is \(corner.background), expected the white screen (a rounded corner)",
                    file: file, line: line)
        }
        let radius = drawnCornerRadius("card.frozenBadge")
        XCTAssertEqual(
            radius ?? 0, 8, accuracy: 0.4, "the Frozen badge's corner is drawn with a radius of \(radius.map { "\($0)" } ?? "nothing")",
            file: file, line: line
        )
    }
}

// Layout goldens of the Card tab while something shows that moves the rows below it (iPhone,
// 393 × 852 points, English).
extension CardScreen {
    /// Frozen: the badge under the title pushes the card's rows 36 points down.
    func assertFrozenLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "card.frozenBadge": [20, 171.67, 353, 20],
            "card.number": [20, 207.67, 353, 39.67],
            "card.frozen": [322, 345, 51, 31],
            "card.limit": [20, 475, 353, 44],
            "card.limit.save": [20, 535, 353, 50],
        ], file: file, line: line)
    }

    /// A refused limit: the error between the field and Save.
    func assertLimitErrorLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "card.limit": [20, 439, 353, 44],
            "card.limit.error": [20, 499, 353, 15.33],
            "card.limit.save": [20, 530.33, 353, 50],
        ], file: file, line: line)
    }

    /// "Limit saved" under Save.
    func assertLimitSavedLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout(["card.limit.save": [20, 499, 353, 50], "card.limit.status": [20, 565, 353, 15.33]], file: file, line: line)
    }
}
