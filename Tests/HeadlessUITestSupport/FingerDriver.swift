import HeadlessUI
import XCTest

/// Sends digitizer events for tests and runs the loop so each is processed, in the style of a HID
/// client: `down`, `move`, `up` per finger, plus `tap` and `drag` helpers.
@MainActor
public struct FingerDriver {
    /// The application receiving the events.
    public let app: UIApplication

    /// Creates a driver.
    public init(app: UIApplication) { self.app = app }

    /// Sends one report and runs one turn so it is processed.
    public func send(_ contacts: [DigitizerContact], file: StaticString = #filePath, line: UInt = #line) {
        do {
            try app.eventSystem.send(.digitizer(DigitizerEvent(contacts: contacts)))
        } catch {
            XCTFail("digitizer event refused: \(error)", file: file, line: line)
        }
        app.runLoop.runOnce()
    }

    /// Touches finger `id` down at a screen point.
    public func down(
        _ point: CGPoint, id: Int = 1, kind: DigitizerContact.Kind = .finger, edges: UIRectEdge = [], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        send([DigitizerContact(identity: id, kind: kind, phase: .down, location: point, edges: edges)], file: file, line: line)
    }

    /// Moves finger `id`.
    public func move(
        _ point: CGPoint, id: Int = 1, kind: DigitizerContact.Kind = .finger, file: StaticString = #filePath, line: UInt = #line
    ) {
        send([DigitizerContact(identity: id, kind: kind, phase: .move, location: point)], file: file, line: line)
    }

    /// Lifts finger `id`.
    public func up(
        _ point: CGPoint, id: Int = 1, kind: DigitizerContact.Kind = .finger, file: StaticString = #filePath, line: UInt = #line
    ) {
        send([DigitizerContact(identity: id, kind: kind, phase: .up, location: point)], file: file, line: line)
    }

    /// A quick tap: down, one frame, up.
    public func tap(_ point: CGPoint, id: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        down(point, id: id, file: file, line: line)
        app.runLoop.runFrames(1)
        up(point, id: id, file: file, line: line)
    }

    /// A drag from `start` to `end` in `steps` moves, one frame apart.
    public func drag(
        from start: CGPoint, to end: CGPoint, steps: Int = 10, id: Int = 1, lift: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        down(start, id: id, file: file, line: line)
        for step in 1...max(1, steps) {
            app.runLoop.runFrames(1)
            let fraction = CGFloat(step) / CGFloat(max(1, steps))
            move(
                CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction), id: id, file: file,
                line: line
            )
        }
        if lift {
            app.runLoop.runFrames(1)
            up(end, id: id, file: file, line: line)
        }
    }
}
