import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SoftwareKeyboardTypingTests: HeadlessTestCase {
    private func key(_ label: String) -> SoftwareKeyboardKeyView? { app.softwareKeyboard.key(label) }

    func test_tappingLetterKeys_typesIntoTheFirstResponder() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        for letter in ["h", "i"] { tapKey(letter) }
        XCTAssertEqual(input.text, "hi")
        XCTAssertEqual(input.log, ["insert \"h\"", "insert \"i\""])
    }

    func test_letterKey_typesWhenTheFingerLifts() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        let point = key("q")!.accessibilityActivationPoint
        fingers.down(point)
        XCTAssertEqual(input.text, "", "nothing on touch-down")
        fingers.up(point)
        XCTAssertEqual(input.text, "q")
    }

    func test_fingerLiftedOutsideTheKey_typesNothing() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        let q = key("q")!.accessibilityActivationPoint
        fingers.down(q)
        fingers.move(CGPoint(x: q.x, y: q.y - 200))
        fingers.up(CGPoint(x: q.x, y: q.y - 200))
        XCTAssertEqual(input.text, "")
    }

    func test_keysTappedWhileTheKeyboardSlidesUp_typeAtTheirFinalPlace() async {
        let input = focusedKeyInput()
        await app.runLoop.runFrames(3)
        tapKey("w")
        XCTAssertEqual(input.text, "w")
    }

    func test_spaceAndReturn_insertASpaceAndANewLine() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("a")
        tapKey("space")
        tapKey("Return")
        XCTAssertEqual(input.text, "a \n")
    }

    func test_delete_deletesOnTouchDown() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("a")
        tapKey("b")
        fingers.down(key("delete")!.accessibilityActivationPoint)
        XCTAssertEqual(input.text, "a")
        fingers.up(key("delete")!.accessibilityActivationPoint)
        XCTAssertEqual(input.text, "a")
    }

    func test_heldDelete_repeatsAfterHalfASecondThenEveryTenth() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        for letter in ["a", "b", "c", "d", "e", "f"] { tapKey(letter) }
        let point = key("delete")!.accessibilityActivationPoint
        fingers.down(point)
        await app.runLoop.run(for: 0.45)
        XCTAssertEqual(input.text, "abcde", "one delete before the repeat starts")
        await app.runLoop.run(for: 0.16)
        fingers.up(point)
        await app.runLoop.run(for: 0.5)
        XCTAssertEqual(input.text, "abc", "repeats at 0.5 s and 0.6 s, then stops when lifted")
    }

    func test_shift_uppercasesTheNextLetterOnly() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("shift")
        XCTAssertNotNil(key("H"), "letter keys show capitals while shifted")
        tapKey("H")
        tapKey("i")
        XCTAssertEqual(input.text, "Hi")
    }

    func test_shiftDoubleTap_locksCapitals() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("shift")
        tapKey("shift")
        XCTAssertTrue(app.softwareKeyboard.isCapsLocked)
        tapKey("O")
        tapKey("K")
        tapKey("shift")
        tapKey("a")
        XCTAssertEqual(input.text, "OKa")
    }

    func test_shiftTappedTwiceSlowly_turnsShiftOffAgain() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("shift")
        await app.runLoop.run(for: 0.5)
        tapKey("shift")
        XCTAssertFalse(app.softwareKeyboard.isCapsLocked)
        tapKey("a")
        XCTAssertEqual(input.text, "a")
    }

    func test_sentenceCapitalization_shiftsTheFirstLetterAndAfterAFullStop() async {
        let input = focusedKeyInput(autocapitalization: .sentences)
        waitForKeyboardSlide()
        XCTAssertNil(key("a"), "an empty input starts shifted")
        for label in ["O", "k", "more", ".", "space", "N", "o"] { tapKey(label) }
        XCTAssertEqual(input.text, "Ok. No")
    }

    func test_moreKey_switchesToDigitsAndPunctuation_andSpaceSwitchesBack() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("more")
        XCTAssertEqual(app.softwareKeyboard.plane, .numbers)
        for label in ["4", "2", "-", "@", ",", "."] { tapKey(label) }
        tapKey("space")
        XCTAssertEqual(app.softwareKeyboard.plane, .letters)
        tapKey("x")
        XCTAssertEqual(input.text, "42-@,. x")
    }

    func test_symbolsKey_showsTheSymbolPlane() async {
        let input = focusedKeyInput()
        waitForKeyboardSlide()
        tapKey("more")
        tapKey("symbols")
        tapKey("#")
        tapKey("numbers")
        tapKey("7")
        XCTAssertEqual(input.text, "#7")
    }

    func test_typingIntoTheNewInputAfterAFocusMove() async {
        let first = focusedKeyInput(y: 100)
        let second = place(ConfigurableKeyInputView(), frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        second.autocapitalizationType = .none
        waitForKeyboardSlide()
        tapKey("a")
        second.becomeFirstResponder()
        tapKey("b")
        XCTAssertEqual(first.text, "a")
        XCTAssertEqual(second.text, "b")
    }

    func test_accessibilityActivation_performsTheKey() async {
        let input = focusedKeyInput()
        XCTAssertTrue(key("z")!.accessibilityActivate())
        XCTAssertTrue(key("delete")!.accessibilityActivate())
        XCTAssertTrue(key("z")!.accessibilityActivate())
        XCTAssertEqual(input.log, ["insert \"z\"", "delete", "insert \"z\""])
    }
}
