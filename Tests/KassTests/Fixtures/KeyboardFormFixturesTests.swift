import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class KeyboardFormFixturesTests: KassFixtureTestCase {
    private func focusField() {
        tap("keyboard.field")
        waitForKeyboardSlide()
        XCTAssertTrue(app.softwareKeyboard.isVisible)
    }

    func test_doneAccessory_saveButtonIsVisibleWithoutTheKeyboard() async {
        let fixture = start(KeyboardDoneAccessoryFixture())
        tap("keyboard.save")
        XCTAssertEqual(fixture.submissions, [.saveButton])
        XCTAssertEqual(text("keyboard.status"), "Submitted by Save button")
        XCTAssertEqual(text("keyboard.submissionCount"), "1")
    }

    func test_doneAccessory_keyboardCoversTheSaveButton() async {
        start(KeyboardDoneAccessoryFixture())
        focusField()
        let save = center(of: "keyboard.save")
        XCTAssertTrue(app.softwareKeyboard.frame.contains(save), "keyboard \(app.softwareKeyboard.frame) covers Save at \(save)")
        XCTAssertTrue(app.softwareKeyboard.window?.hitTest(save, with: nil) != nil, "the keyboard window takes the touch")
    }

    func test_doneAccessory_tapWhereSaveIsDrawnDoesNotSubmit() async {
        let fixture = start(KeyboardDoneAccessoryFixture())
        focusField()
        fingers.tap(center(of: "keyboard.save"))
        XCTAssertEqual(fixture.submissions, [], "the tap landed on the keyboard, not on Save")
    }

    func test_doneAccessory_doneEndsEditingWithoutSubmitting() async {
        let fixture = start(KeyboardDoneAccessoryFixture())
        focusField()
        XCTAssertEqual(views("keyboard.done").count, 1, "the Done bar is shown above the keys")
        tap("keyboard.done")
        waitForKeyboardSlide()
        XCTAssertFalse(app.softwareKeyboard.isVisible)
        XCTAssertEqual(fixture.submissions, [])
        tap("keyboard.save")
        XCTAssertEqual(fixture.submissions, [.saveButton])
    }

    func test_doneAccessory_returnAlsoSubmits() async {
        let fixture = start(KeyboardDoneAccessoryFixture())
        focusField()
        tapKey("Return")
        XCTAssertEqual(fixture.submissions, [.returnKey])
    }

    func test_returnOnly_keyboardHasNoAccessoryAndNoDismissKey() async {
        start(KeyboardReturnOnlyFixture())
        focusField()
        XCTAssertNil(app.softwareKeyboard.accessoryView)
        XCTAssertFalse(app.softwareKeyboard.hasDismissKey)
        XCTAssertEqual(views("keyboard.done").count, 0)
        XCTAssertTrue(app.softwareKeyboard.frame.contains(center(of: "keyboard.save")))
    }

    func test_returnOnly_returnSubmitsTheFormAndHidesTheKeyboard() async {
        let fixture = start(KeyboardReturnOnlyFixture())
        focusField()
        typeOnSoftwareKeyboard("Kass")
        tapKey("Return")
        waitForKeyboardSlide()
        XCTAssertEqual(fixture.submissions, [.returnKey])
        XCTAssertEqual(text("keyboard.status"), "Submitted by Return key")
        XCTAssertFalse(app.softwareKeyboard.isVisible)
    }
}
