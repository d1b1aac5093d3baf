import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIKeyCommandTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    private var fired: [String] = []

    private func command(_ input: String, _ flags: UIKeyModifierFlags = [], name: String, priority: Bool = false) -> UIKeyCommand {
        let command = UIKeyCommand(input: input, modifierFlags: flags) { [weak self] _ in self?.fired.append(name) }
        command.wantsPriorityOverSystemBehavior = priority
        return command
    }

    private func focusedView(commands: [UIKeyCommand] = []) -> PressRecordingView {
        let view = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        view.commands = commands
        XCTAssertTrue(view.becomeFirstResponder())
        return view
    }

    private func focusedTextInput(commands: [UIKeyCommand]) -> KeyInputRecordingView {
        let container = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.commands = commands
        let input = KeyInputRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        container.addSubview(input)
        XCTAssertTrue(input.becomeFirstResponder())
        return input
    }

    func test_keyCommand_firesOnceOnKeyDown() async {
        _ = focusedView(commands: [command("s", .command, name: "save")])
        keyboard.down(.keyboardLeftGUI)
        keyboard.down(.keyboardS)
        XCTAssertEqual(fired, ["save"])
        keyboard.up(.keyboardS)
        keyboard.up(.keyboardLeftGUI)
        XCTAssertEqual(fired, ["save"])
    }

    func test_keyCommand_onAResponderUpTheChain_fires() async {
        let container = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.commands = [command("r", .command, name: "refresh")]
        let child = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        XCTAssertTrue(child.becomeFirstResponder())
        keyboard.press(.keyboardR, holding: [.keyboardLeftGUI])
        XCTAssertEqual(fired, ["refresh"])
    }

    func test_keyCommand_clashOnTheChain_responderFurthestUpWins() async {
        let container = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.commands = [command("n", .command, name: "container")]
        let child = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.commands = [command("n", .command, name: "child")]
        container.addSubview(child)
        XCTAssertTrue(child.becomeFirstResponder())
        keyboard.press(.keyboardN, holding: [.keyboardLeftGUI])
        XCTAssertEqual(fired, ["container"])
    }

    func test_keyCommand_withinOneResponder_firstMatchWins() async {
        _ = focusedView(commands: [command("k", .control, name: "first"), command("k", .control, name: "second")])
        keyboard.press(.keyboardK, holding: [.keyboardLeftControl])
        XCTAssertEqual(fired, ["first"])
    }

    func test_keyCommand_requiresExactlyItsModifiers() async {
        _ = focusedView(commands: [command("s", .command, name: "save")])
        keyboard.press(.keyboardS, holding: [.keyboardLeftGUI, .keyboardLeftShift])
        keyboard.press(.keyboardS)
        XCTAssertEqual(fired, [])
    }

    func test_keyCommand_ignoresCapsLock() async {
        _ = focusedView(commands: [command("s", .command, name: "save")])
        keyboard.press(.keyboardCapsLock)
        keyboard.press(.keyboardS, holding: [.keyboardLeftGUI])
        XCTAssertEqual(fired, ["save"])
    }

    func test_keyCommand_matchesShiftedSymbolAndSpecialInputs() async {
        _ = focusedView(commands: [
            command("?", [.command, .shift], name: "help"),
            command(UIKeyCommand.inputUpArrow, [], name: "up"),
            command(UIKeyCommand.inputEscape, [], name: "escape"),
        ])
        keyboard.press(.keyboardSlash, holding: [.keyboardLeftGUI, .keyboardRightShift])
        keyboard.press(.keyboardUpArrow)
        keyboard.press(.keyboardEscape)
        XCTAssertEqual(fired, ["help", "up", "escape"])
    }

    func test_keyCommand_withModifier_beatsTextInput() async {
        let input = focusedTextInput(commands: [command("b", .command, name: "bold")])
        keyboard.press(.keyboardB, holding: [.keyboardLeftGUI])
        XCTAssertEqual(fired, ["bold"])
        XCTAssertEqual(input.text, "")
    }

    func test_plainKey_textInputBeatsKeyCommandByDefault() async {
        let input = focusedTextInput(commands: [command("j", [], name: "next")])
        keyboard.press(.keyboardJ)
        XCTAssertEqual(fired, [])
        XCTAssertEqual(input.text, "j")
    }

    func test_keyCommandWantingPriority_beatsTextInput() async {
        let input = focusedTextInput(commands: [command("j", [], name: "next", priority: true)])
        keyboard.press(.keyboardJ)
        XCTAssertEqual(fired, ["next"])
        XCTAssertEqual(input.text, "")
    }

    func test_keyCommand_doesNotFireWhenAResponderConsumesThePress() async {
        let view = focusedView(commands: [command("s", .command, name: "save")])
        view.forwards = false
        keyboard.press(.keyboardS, holding: [.keyboardLeftGUI])
        XCTAssertEqual(fired, [])
        XCTAssertEqual(view.log, ["began ", "began s", "ended s", "ended "], "the view still saw every press")
    }

    func test_keyCommand_withEmptyInput_isReportedAndNeverMatches() async {
        let empty = UIKeyCommand(input: "", modifierFlags: []) { _ in XCTFail("an empty command fired") }
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("the input is empty") ?? false)
        _ = focusedView(commands: [empty])
        keyboard.press(.keyboardSpacebar)
        XCTAssertNil(empty.input)
    }
}
