import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class KeyboardEventValidationTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.hardwareKeyboardArgument, "YES"] }

    func test_send_unknownUsageCode_isRefusedWithFix() async {
        let error = keyboard.send(KeyboardEvent(usage: 0xA5, phase: .down))
        XCTAssertEqual(error, .unknownKeyUsage(code: 0xA5))
        XCTAssertEqual(
            error?.description,
            "Keyboard usage code 0xA5 is not a known key. Use a UIKeyboardHIDUsage value (keyboardA = 0x04 … keyboardRightGUI = 0xE7)."
        )
        XCTAssertEqual(app.eventSystem.pendingEventCount, 0)
    }

    func test_send_negativeUsageCode_isRefused() async {
        XCTAssertEqual(keyboard.send(KeyboardEvent(usage: -4, phase: .down)), .unknownKeyUsage(code: -4))
    }

    func test_send_keyUpWithoutDown_isRefused() async {
        let error = keyboard.send(KeyboardEvent(key: .keyboardA, phase: .up))
        XCTAssertEqual(error, .keyNotDown(.keyboardA))
        XCTAssertEqual(error?.description, "Key keyboardA (0x04) is not down, so it cannot go up. Send a 'down' for it first.")
    }

    func test_send_keyDownTwice_isRefused() async {
        keyboard.down(.keyboardB)
        let error = keyboard.send(KeyboardEvent(key: .keyboardB, phase: .down))
        XCTAssertEqual(error, .keyAlreadyDown(.keyboardB))
        XCTAssertEqual(error?.description, "Key keyboardB (0x05) is already down. Send its 'up' before pressing it again.")
    }

    func test_send_validatesAgainstEventsStillQueued() async {
        XCTAssertNil(keyboard.send(KeyboardEvent(key: .keyboardC, phase: .down)))
        XCTAssertEqual(keyboard.send(KeyboardEvent(key: .keyboardC, phase: .down)), .keyAlreadyDown(.keyboardC))
        XCTAssertNil(keyboard.send(KeyboardEvent(key: .keyboardC, phase: .up)))
        XCTAssertEqual(app.eventSystem.pendingEventCount, 2)
    }

    func test_send_withoutHardwareKeyboard_isRefusedWithFix() async {
        app.isHardwareKeyboardAttached = false
        let error = keyboard.send(KeyboardEvent(key: .keyboardA, phase: .down))
        XCTAssertEqual(error, .hardwareKeyboardNotAttached)
        XCTAssertEqual(
            error?.description,
            "No hardware keyboard is attached, so key events cannot be sent. Set UIApplication.shared.isHardwareKeyboardAttached = true or "
                + "launch with -HeadlessUIHardwareKeyboard YES."
        )
    }

    func test_launchArgument_attachesHardwareKeyboard() async {
        XCTAssertTrue(app.isHardwareKeyboardAttached)
    }

    func test_detach_dropsQueuedKeyEventsAndForgetsKeysDown() async {
        XCTAssertNil(keyboard.send(KeyboardEvent(key: .keyboardD, phase: .down)))
        app.isHardwareKeyboardAttached = false
        XCTAssertEqual(app.eventSystem.pendingEventCount, 0)
        app.isHardwareKeyboardAttached = true
        XCTAssertEqual(keyboard.send(KeyboardEvent(key: .keyboardD, phase: .up)), .keyNotDown(.keyboardD))
    }
}

@MainActor
final class HardwareKeyboardDefaultTests: HeadlessTestCase {
    func test_hardwareKeyboard_isDetachedByDefault() async {
        XCTAssertFalse(app.isHardwareKeyboardAttached)
    }
}
