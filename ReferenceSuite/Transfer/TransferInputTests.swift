import ChaosBank
import HeadlessUI
import Kass
import XCTest

/// What the Send money form lets a user type: the decimal pad for the amount, amounts up to nine
/// integer digits and two decimals, leading zeros dropped, and a note of up to 140 characters.
@MainActor
final class TransferInputTests: ChaosBankTestCase {
    /// The amount brings up the decimal pad (digits and the separator, no letters), and the form
    /// still scrolls up until Continue shows above it; the note brings up a keyboard with letters.
    func test_transfer_amountOpensTheDecimalPad() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.tap()
            form.assertDecimalPadIsUp()
            // A user drags the form up: it scrolls until Continue shows above the keyboard.
            form.available.drag(by: CGVector(dx: 0, dy: -300))
            let keyboard = UIApplication.shared.softwareKeyboard
            XCTAssertTrue(keyboard.isVisible, "the drag put the keyboard away")
            if let button = form.identifiedFrames()["transfer.continue"] {
                XCTAssertLessThanOrEqual(button.maxY, keyboard.frame.minY, "Continue cannot be scrolled above the keyboard")
            } else {
                XCTFail("Continue is not on screen")
            }
            form.note.tap()
            form.assertLetterKeyboardIsUp()
        }
    }

    /// Dragging the form down into the keyboard pulls the keyboard down with the finger, and letting go
    /// low on the screen puts it away (the form's interactive keyboard dismissal); the amount stays.
    func test_transfer_draggingTheFormDownIntoTheKeyboardPutsItAway() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25")
            form.assertDecimalPadIsUp()
            form.available.drag(by: CGVector(dx: 0, dy: 300))
            form.element(.label("5")).assertNotExists()
            form.amount.assertText("25")
        }
    }

    /// Nine integer digits fit (grouped), a tenth is refused; a third decimal is refused; leading
    /// zeros go.
    func test_transfer_amountKeepsItsShape() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.tap()
            pressKey("0")
            pressKey("0")
            pressKey("7")
            form.amount.assertText("7")
            form.balanceAfter.assertText("€4,243.75")
        }
        // (Keys pressed on the hardware keyboard put the software one away: a fresh launch per case.)
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("123,456,789")
            pressKey("1")
            form.amount.assertText("123,456,789")
        }
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.typeText("25.50")
            pressKey("5")
            form.amount.assertText("25.50")
        }
    }

    /// A digit typed in the middle of the amount (the caret moved back with the arrow keys) lands
    /// there, and the caret stays after it while the number is regrouped, so the next digit follows it.
    func test_transfer_amountTypedInTheMiddleStaysThere() async {
        launch(at: .transfer)
        onScreen(TransferScreen.self) { form in
            form.amount.tap()
            for digit in "123" { pressKey(digit) }
            press(.arrowLeft)
            press(.arrowLeft)
            pressKey("5")
            form.amount.assertText("1,523")
            pressKey("6")
            form.amount.assertText("15,623")
        }
    }

    /// A digit typed just before a grouping separator lands there, and the caret stays after it (not
    /// before it) as the number is regrouped, in English and German.
    func test_transfer_amountTypedBeforeAGroupSeparatorStaysThere() async {
        for (locale, grouped, regrouped, final) in [
            (BankLocale.englishUS, "1,234", "15,234", "156,234"), (.german, "1.234", "15.234", "156.234"),
        ] {
            launch(at: .transfer, locale: locale)
            onScreen(TransferScreen.self) { form in
                form.amount.tap()
                for digit in "1234" { pressKey(digit) }
                form.amount.assertText(grouped)
                for _ in 0..<4 { press(.arrowLeft) }
                pressKey("5")
                form.amount.assertText(regrouped)
                pressKey("6")
                form.amount.assertText(final)
            }
        }
    }

    /// A second decimal separator is refused: the amount keeps its one separator and its decimals,
    /// and the next digit is a decimal again, in English and German.
    func test_transfer_amountRefusesASecondDecimalSeparator() async {
        for (locale, separator) in [(BankLocale.englishUS, Character(".")), (.german, ",")] {
            launch(at: .transfer, locale: locale)
            onScreen(TransferScreen.self) { form in
                form.amount.tap()
                for key in "25\(separator)5" { pressKey(key) }
                form.amount.assertText("25\(separator)5")
                pressKey(separator)
                form.amount.assertText("25\(separator)5")
                pressKey("5")
                form.amount.assertText("25\(separator)55")
            }
        }
    }

    /// The note takes 140 characters and refuses the 141st.
    func test_transfer_noteTakesUpTo140Characters() async {
        launch(at: .transfer)
        let note = String(repeating: "Rent May ", count: 16).prefix(140)
        onScreen(TransferScreen.self) { form in
            form.note.typeText(String(note))
            form.note.assertText(String(note))
            pressKey("x")
            form.note.assertText(String(note))
        }
    }
}
