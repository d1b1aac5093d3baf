import HeadlessUI

/// A view that records every touch callback as `"began 1"`, `"moved 1"`... (phase and tap count).
@MainActor
public final class RecordingView: UIView {
    /// The callbacks received, in order.
    public private(set) var log: [String] = []

    /// Clears the log.
    public func clearLog() { log.removeAll() }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(touches.count)")
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved \(touches.count)")
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended \(touches.count)")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled \(touches.count)")
    }
}

/// A minimal recognizer for arena tests: recognizes (discretely) when a touch lifts, or begins a
/// continuous gesture on the first move when `continuous` is set.
@MainActor
public final class ScriptedRecognizer: UIGestureRecognizer {
    /// Begin on the first move instead of recognizing on lift.
    public var continuous = false
    /// Fail on lift instead of recognizing.
    public var failOnLift = false
    /// States reported to handlers, in order.
    public private(set) var reported: [State] = []

    /// Creates the recognizer.
    public init(continuous: Bool = false) {
        self.continuous = continuous
        super.init()
        addTarget { [unowned self] recognizer in self.reported.append(recognizer.state) }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard continuous else { return }
        state = state == .possible ? .began : .changed
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if failOnLift { state = .failed; return }
        state = .ended
    }
}
