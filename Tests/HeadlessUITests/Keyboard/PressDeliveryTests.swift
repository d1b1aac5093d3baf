import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PressDeliveryTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    private func focusedView() -> PressRecordingView {
        let view = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        XCTAssertTrue(view.becomeFirstResponder())
        return view
    }

    func test_pressesBeganAndEnded_goToFirstResponder() async {
        let view = focusedView()
        keyboard.press(.keyboardK)
        XCTAssertEqual(view.log, ["began k", "ended k"])
    }

    func test_presses_areProcessedOnTheNextTurnNotWhenSent() async {
        let view = focusedView()
        _ = keyboard.send(KeyboardEvent(key: .keyboardK, phase: .down))
        XCTAssertEqual(view.log, [])
        app.runLoop.runOnce()
        XCTAssertEqual(view.log, ["began k"])
    }

    func test_presses_forwardUpTheResponderChain() async {
        let container = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let child = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        XCTAssertTrue(child.becomeFirstResponder())
        keyboard.press(.keyboardX)
        XCTAssertEqual(child.log, ["began x", "ended x"])
        XCTAssertEqual(container.log, ["began x", "ended x"])
    }

    func test_presses_handledWithoutSuper_doNotReachTheNextResponder() async {
        let container = place(PressRecordingView(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let child = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        child.forwards = false
        XCTAssertTrue(child.becomeFirstResponder())
        keyboard.press(.keyboardX)
        XCTAssertEqual(container.log, [])
    }

    func test_presses_withoutFirstResponder_goToTheKeyWindowChain() async {
        let keyWindow = PressRecordingWindow(frame: app.screen.bounds)
        keyWindow.makeKeyAndVisible()
        keyboard.press(.keyboardW)
        XCTAssertEqual(keyWindow.log, ["began w", "ended w"])
    }

    func test_pressesEnded_goesToTheResponderThatGotBegan() async {
        let first = focusedView()
        let second = place(PressRecordingView(), frame: CGRect(x: 0, y: 200, width: 200, height: 50))
        keyboard.down(.keyboardA)
        XCTAssertTrue(second.becomeFirstResponder())
        keyboard.up(.keyboardA)
        XCTAssertEqual(first.log, ["began a", "ended a"])
        XCTAssertEqual(second.log, [])
    }

    func test_otherHeldKeys_areReportedStationary() async {
        let view = focusedView()
        keyboard.down(.keyboardA)
        keyboard.down(.keyboardB)
        let presses = view.lastEvent?.allPresses ?? []
        XCTAssertEqual(presses.count, 2)
        let phases = Dictionary(uniqueKeysWithValues: presses.compactMap { press in press.key.map { ($0.keyCode, press.phase) } })
        XCTAssertEqual(phases[.keyboardA], .stationary)
        XCTAssertEqual(phases[.keyboardB], .began)
        XCTAssertEqual(view.lastEvent?.type, .presses)
    }

    func test_press_reportsKeyTypeTimestampAndResponder() async {
        let view = focusedView()
        await app.runLoop.runFrames(3)
        keyboard.down(.keyboardLeftArrow)
        let press = view.lastEvent?.allPresses.first
        XCTAssertEqual(press?.type, .leftArrow)
        XCTAssertEqual(press?.key?.keyCode, .keyboardLeftArrow)
        XCTAssertEqual(press?.timestamp ?? -1, app.clock.seconds, accuracy: 1e-9)
        XCTAssertTrue(press?.responder === view)
        XCTAssertTrue(press?.window === window)
    }

    func test_uiKey_carriesTheModifierFlagsHeld() async {
        let view = focusedView()
        keyboard.down(.keyboardLeftShift)
        keyboard.down(.keyboardRightGUI)
        keyboard.down(.keyboardLeftAlt)
        keyboard.down(.keyboardLeftControl)
        keyboard.down(.keyboardS)
        let key = view.lastEvent?.allPresses.first { $0.phase == .began }?.key
        XCTAssertEqual(key?.modifierFlags, [.shift, .command, .alternate, .control])
        XCTAssertEqual(key?.characters, "S")
        XCTAssertEqual(key?.charactersIgnoringModifiers, "s")
    }

    func test_modifierKeyPress_includesItsOwnFlag() async {
        let view = focusedView()
        keyboard.down(.keyboardRightShift)
        XCTAssertEqual(view.lastEvent?.allPresses.first?.key?.modifierFlags, .shift)
        keyboard.up(.keyboardRightShift)
        XCTAssertEqual(app.hardwareKeyboardModifierFlags, [])
    }

    func test_capsLock_togglesAlphaShiftOnEachPress() async {
        let view = focusedView()
        keyboard.press(.keyboardCapsLock)
        keyboard.down(.keyboardH)
        XCTAssertEqual(view.lastEvent?.allPresses.first { $0.phase == .began }?.key?.modifierFlags, .alphaShift)
        XCTAssertEqual(view.lastEvent?.allPresses.first { $0.phase == .began }?.key?.characters, "H")
        keyboard.up(.keyboardH)
        keyboard.press(.keyboardCapsLock)
        XCTAssertEqual(app.hardwareKeyboardModifierFlags, [])
    }

    func test_keypadKeys_carryTheNumericPadFlag() async {
        let view = focusedView()
        keyboard.down(.keypad5)
        XCTAssertEqual(view.lastEvent?.allPresses.first?.key?.modifierFlags, .numericPad)
        XCTAssertEqual(view.lastEvent?.allPresses.first?.key?.characters, "5")
    }

    func test_detachingTheKeyboard_cancelsHeldPresses() async {
        let view = focusedView()
        keyboard.down(.keyboardQ)
        app.isHardwareKeyboardAttached = false
        XCTAssertEqual(view.log, ["began q", "cancelled q"])
        XCTAssertEqual(app.hardwareKeyboardModifierFlags, [])
    }

    func test_presses_areOrderedWithTouchesAndMarkers() async {
        let view = place(TouchAndPressLogView(), frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        XCTAssertTrue(view.becomeFirstResponder())
        let point = CGPoint(x: 50, y: 150)
        let system = app.eventSystem
        XCTAssertNoThrow(
            try system.send(.digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .down, location: point)])))
        )
        XCTAssertNoThrow(try system.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .down))))
        system.sendMarker { view.log.append("marker 1") }
        XCTAssertNoThrow(try system.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .up))))
        XCTAssertNoThrow(
            try system.send(.digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .up, location: point)])))
        )
        system.sendMarker { view.log.append("marker 2") }
        app.runLoop.runOnce()
        XCTAssertEqual(view.log, ["touch began", "press began a", "marker 1", "press ended a", "touch ended", "marker 2"])
    }
}

/// A window that records presses reaching it.
@MainActor
private final class PressRecordingWindow: UIWindow {
    var log: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.compactMap(\.key).map { "began \($0.characters)" })
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.compactMap(\.key).map { "ended \($0.characters)" })
    }
}

/// A view that records touches and presses in one log.
@MainActor
private final class TouchAndPressLogView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touch began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touch ended") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.compactMap(\.key).map { "press began \($0.characters)" })
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.compactMap(\.key).map { "press ended \($0.characters)" })
    }
}
