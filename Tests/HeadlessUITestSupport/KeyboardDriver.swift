import HeadlessUI
import XCTest

/// Sends hardware keyboard events for tests and runs one turn after each so it is processed:
/// `down`/`up` per key, `press` for a keystroke with modifiers, `type` for text on the US layout.
@MainActor
public struct KeyboardDriver {
    /// The application receiving the events.
    public let app: UIApplication

    /// Creates a driver.
    public init(app: UIApplication) { self.app = app }

    /// Sends one event without running the loop; returns the refusal, if any.
    @discardableResult
    public func send(_ event: KeyboardEvent) -> HIDEventError? {
        do {
            try app.eventSystem.send(.keyboard(event))
            return nil
        } catch {
            return error
        }
    }

    /// Puts `key` down and runs one turn.
    public func down(_ key: UIKeyboardHIDUsage, file: StaticString = #filePath, line: UInt = #line) {
        sendAndRun(KeyboardEvent(key: key, phase: .down), file: file, line: line)
    }

    /// Lifts `key` and runs one turn.
    public func up(_ key: UIKeyboardHIDUsage, file: StaticString = #filePath, line: UInt = #line) {
        sendAndRun(KeyboardEvent(key: key, phase: .up), file: file, line: line)
    }

    /// Holds `modifiers`, presses and releases `key`, then releases the modifiers (reverse order).
    public func press(
        _ key: UIKeyboardHIDUsage, holding modifiers: [UIKeyboardHIDUsage] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        for modifier in modifiers { down(modifier, file: file, line: line) }
        down(key, file: file, line: line)
        up(key, file: file, line: line)
        for modifier in modifiers.reversed() { up(modifier, file: file, line: line) }
    }

    /// Types `text` key by key on the US layout (Shift held for capitals and symbols).
    public func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for character in text {
            guard let stroke = USKeyboardLayout.keystroke(for: character) else {
                XCTFail("The US layout cannot type \(character.debugDescription)", file: file, line: line)
                continue
            }
            press(stroke.usage, holding: stroke.modifierFlags.contains(.shift) ? [.keyboardLeftShift] : [], file: file, line: line)
        }
    }

    private func sendAndRun(_ event: KeyboardEvent, file: StaticString, line: UInt) {
        if let error = send(event) {
            XCTFail("keyboard event refused: \(error)", file: file, line: line)
        }
        app.runLoop.runOnce()
    }
}

extension HeadlessTestCase {
    /// A hardware keyboard driver for this app.
    public var keyboard: KeyboardDriver { KeyboardDriver(app: app) }
}
