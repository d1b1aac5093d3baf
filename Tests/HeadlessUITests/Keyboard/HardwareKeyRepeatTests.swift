import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class HardwareKeyRepeatTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    private func focusedInput() -> KeyInputRecordingView {
        let input = place(KeyInputRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        XCTAssertTrue(input.becomeFirstResponder())
        return input
    }

    /// Edit times relative to `start`, rounded to milliseconds.
    private func offsets(_ input: KeyInputRecordingView, from start: TimeInterval) -> [Double] {
        input.editTimes.map { (($0 - start) * 1000).rounded() / 1000 }
    }

    func test_heldKey_repeatsAfterTheDelayThenAtTheInterval() async {
        let input = focusedInput()
        let start = app.clock.seconds
        keyboard.down(.keyboardZ)
        await app.runLoop.run(for: 0.49)
        XCTAssertEqual(input.text, "z", "no repeat before the initial delay")
        await app.runLoop.run(for: 0.31)
        XCTAssertEqual(offsets(input, from: start), [0, 0.5, 0.6, 0.7, 0.8])
        XCTAssertEqual(input.text, "zzzzz")
    }

    func test_keyUp_stopsTheRepeat() async {
        let input = focusedInput()
        keyboard.down(.keyboardZ)
        await app.runLoop.run(for: 0.65)
        keyboard.up(.keyboardZ)
        await app.runLoop.run(for: 1)
        XCTAssertEqual(input.text, "zzz")
    }

    func test_deleteKey_repeatsDeleteBackward() async {
        let input = focusedInput()
        keyboard.type("abcdef")
        keyboard.down(.keyboardDeleteOrBackspace)
        await app.runLoop.run(for: UIApplication.hardwareKeyRepeatInitialDelay + UIApplication.hardwareKeyRepeatInterval)
        keyboard.up(.keyboardDeleteOrBackspace)
        XCTAssertEqual(input.text, "abc")
    }

    func test_newKeyDown_takesOverTheRepeat() async {
        let input = focusedInput()
        keyboard.down(.keyboardA)
        await app.runLoop.run(for: 0.3)
        keyboard.down(.keyboardB)
        await app.runLoop.run(for: 0.6)
        XCTAssertEqual(input.text, "abbb", "a stops repeating; b repeats 0.5 s and 0.6 s after it went down")
    }

    func test_modifierKeyDown_doesNotInterruptTheRepeat() async {
        let input = focusedInput()
        keyboard.down(.keyboardA)
        await app.runLoop.run(for: 0.2)
        keyboard.down(.keyboardLeftShift)
        await app.runLoop.run(for: 0.35)
        XCTAssertEqual(input.text, "aa")
    }

    func test_firstResponderChange_stopsTheRepeat() async {
        let input = focusedInput()
        let other = place(KeyInputRecordingView(), frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        keyboard.down(.keyboardA)
        XCTAssertTrue(other.becomeFirstResponder())
        await app.runLoop.run(for: 1)
        XCTAssertEqual(input.text, "a")
        XCTAssertEqual(other.text, "")
    }

    func test_keyCommand_firesOnceWhileTheKeyIsHeld() async {
        var count = 0
        let view = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        view.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _ in count += 1 }]
        XCTAssertTrue(view.becomeFirstResponder())
        keyboard.down(.keyboardDownArrow)
        await app.runLoop.run(for: 1)
        XCTAssertEqual(count, 1)
    }
}
