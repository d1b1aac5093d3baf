import HeadlessUI
import XCTest

/// Several fingers in one digitizer report: finger identities `firstID`, `firstID + 1`, ... in the
/// order of the points given.
extension FingerDriver {
    /// Touches several fingers down in one report.
    public func down(_ points: [CGPoint], firstID: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        send(contacts(points, firstID: firstID, phase: .down), file: file, line: line)
    }

    /// Moves several fingers in one report.
    public func move(_ points: [CGPoint], firstID: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        send(contacts(points, firstID: firstID, phase: .move), file: file, line: line)
    }

    /// Lifts several fingers in one report.
    public func up(_ points: [CGPoint], firstID: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        send(contacts(points, firstID: firstID, phase: .up), file: file, line: line)
    }

    /// A quick several-finger tap: down together, one frame, up together.
    public func tap(_ points: [CGPoint], firstID: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        down(points, firstID: firstID, file: file, line: line)
        app.runLoop.runFrames(1)
        up(points, firstID: firstID, file: file, line: line)
    }

    /// Two fingers placed symmetrically about `center` on a horizontal line, `distance` apart,
    /// moving apart or together to `endDistance` in `steps` frames, then (optionally) lifting.
    public func pinch(
        center: CGPoint, from distance: CGFloat, to endDistance: CGFloat, steps: Int = 10, lift: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        func points(_ span: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - span / 2, y: center.y), CGPoint(x: center.x + span / 2, y: center.y)]
        }
        down(points(distance), file: file, line: line)
        for step in 1...max(1, steps) {
            app.runLoop.runFrames(1)
            move(points(distance + (endDistance - distance) * CGFloat(step) / CGFloat(max(1, steps))), file: file, line: line)
        }
        if lift {
            app.runLoop.runFrames(1)
            up(points(endDistance), file: file, line: line)
        }
    }

    /// Two fingers `radius` from `center` on opposite sides, turning from `startAngle` to `endAngle`
    /// (radians, clockwise on screen) in `steps` frames, then (optionally) lifting.
    public func rotate(
        center: CGPoint, radius: CGFloat, from startAngle: CGFloat = 0, to endAngle: CGFloat, steps: Int = 10, lift: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        func points(_ angle: CGFloat) -> [CGPoint] {
            let dx = radius * CGFloat(Foundation.cos(Double(angle))), dy = radius * CGFloat(Foundation.sin(Double(angle)))
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        down(points(startAngle), file: file, line: line)
        for step in 1...max(1, steps) {
            app.runLoop.runFrames(1)
            move(points(startAngle + (endAngle - startAngle) * CGFloat(step) / CGFloat(max(1, steps))), file: file, line: line)
        }
        if lift {
            app.runLoop.runFrames(1)
            up(points(endAngle), file: file, line: line)
        }
    }

    private func contacts(_ points: [CGPoint], firstID: Int, phase: DigitizerContact.Phase) -> [DigitizerContact] {
        points.enumerated().map { index, point in
            DigitizerContact(identity: firstID + index, phase: phase, location: point)
        }
    }
}

/// Records the states a recognizer reports to its handler, with the runtime time of each.
@MainActor
public final class GestureLog {
    /// The states reported, in order.
    public private(set) var states: [UIGestureRecognizer.State] = []
    /// Runtime seconds of each report.
    public private(set) var times: [TimeInterval] = []
    /// Extra values captured by `capture` at each report.
    public private(set) var values: [CGFloat] = []
    private let capture: (@MainActor (UIGestureRecognizer) -> CGFloat)?

    /// Creates a log and attaches it to `recognizer`; `capture` records one number per report.
    public init(_ recognizer: UIGestureRecognizer, capture: (@MainActor (UIGestureRecognizer) -> CGFloat)? = nil) {
        self.capture = capture
        recognizer.addTarget { [weak self] recognizer in
            guard let self else { return }
            self.states.append(recognizer.state)
            self.times.append(UIApplication.shared.clock.seconds)
            if let capture = self.capture { self.values.append(capture(recognizer)) }
        }
    }

    /// Forgets what was recorded.
    public func clear() {
        states.removeAll()
        times.removeAll()
        values.removeAll()
    }
}
