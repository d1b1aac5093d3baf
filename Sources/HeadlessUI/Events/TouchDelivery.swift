import Foundation

/// Delivers one touch event inside a window the way UIKit does: gesture recognizers see the touches
/// first, then the touched views get `touchesBegan/Moved/Ended/Cancelled`, unless a recognizer
/// delays them (`delaysTouchesBegan/Ended`) or cancels them (`cancelsTouchesInView`).
@MainActor
enum TouchDelivery {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        guard let arena = GestureArena.current else { return }
        arena.lastEvent = event
        let changed = (event.allTouches ?? [])
            .filter { $0.window === window && $0.phase != .stationary }
            .sorted { $0.identity < $1.identity }
        deliverToRecognizers(changed, event: event, arena: arena)
        deliverToViews(changed, event: event, arena: arena)
    }

    // MARK: Recognizers

    private static func deliverToRecognizers(_ touches: [UITouch], event: UIEvent, arena: GestureArena) {
        var order: [UIGestureRecognizer] = []
        var byRecognizer: [ObjectIdentifier: [UITouch]] = [:]
        for touch in touches {
            for recognizer in touch.gestureRecognizers {
                let key = ObjectIdentifier(recognizer)
                if byRecognizer[key] == nil { order.append(recognizer) }
                byRecognizer[key, default: []].append(touch)
            }
        }
        for recognizer in order {
            guard recognizer.isEnabled, !recognizer.state.isTerminal, recognizer.pendingState == nil,
                  let mine = byRecognizer[ObjectIdentifier(recognizer)] else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                // A recognizer that finished while handling an earlier phase gets no more touches.
                guard !recognizer.state.isTerminal, recognizer.pendingState == nil else { break }
                let inPhase = mine.filter { $0.phase == phase }
                guard !inPhase.isEmpty else { continue }
                let set = Set(inPhase)
                switch phase {
                case .began:
                    for touch in inPhase where !recognizer.trackedTouches.contains(touch) {
                        recognizer.trackedTouches.append(touch)
                    }
                    arena.addParticipant(recognizer)
                    recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }

    // MARK: Views

    private static func deliverToViews(_ touches: [UITouch], event: UIEvent, arena: GestureArena) {
        var batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in touches {
            guard !touch.viewDelivery.finished, !touch.viewDelivery.suppressed, touch.view != nil else { continue }
            if touch.phase == .cancelled, touch.viewDelivery.held.contains(.began) {
                // The view never saw this touch: it never will.
                touch.viewDelivery = TouchViewDelivery(finished: true)
                arena.touchesWithHeldPhases.removeAll { $0 === touch }
                continue
            }
            if !touch.viewDelivery.held.isEmpty || isDelayed(touch, phase: touch.phase) {
                touch.viewDelivery.held.append(touch.phase)
                if !arena.touchesWithHeldPhases.contains(touch) { arena.touchesWithHeldPhases.append(touch) }
                continue
            }
            append(touch, phase: touch.phase, to: &batches)
        }
        send(batches, event: event)
        flushHeldTouches(arena: arena)
    }

    private static func isDelayed(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            guard recognizer.isEnabled, recognizer.state == .possible else { return false }
            switch phase {
            case .began: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    private static func append(
        _ touch: UITouch, phase: UITouch.Phase, to batches: inout [(view: UIView, phase: UITouch.Phase, touches: [UITouch])]
    ) {
        guard let view = touch.view else { return }
        switch phase {
        case .began: touch.viewDelivery.beganDelivered = true
        case .ended, .cancelled: touch.viewDelivery.finished = true
        default: break
        }
        if let index = batches.firstIndex(where: { $0.view === view && $0.phase == phase }) {
            batches[index].touches.append(touch)
        } else {
            batches.append((view, phase, [touch]))
        }
    }

    private static func send(_ batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])], event: UIEvent) {
        for batch in batches {
            let set = Set(batch.touches)
            switch batch.phase {
            case .began: batch.view.touchesBegan(set, with: event)
            case .moved: batch.view.touchesMoved(set, with: event)
            case .ended: batch.view.touchesEnded(set, with: event)
            case .cancelled: batch.view.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    // MARK: Held touches and cancellation

    /// Delivers held phases of touches that no recognizer delays any more.
    static func flushHeldTouches(arena: GestureArena) {
        guard !arena.touchesWithHeldPhases.isEmpty else { return }
        var batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in arena.touchesWithHeldPhases {
            var remaining = touch.viewDelivery.held
            while let phase = remaining.first, !isDelayed(touch, phase: phase) {
                remaining.removeFirst()
                append(touch, phase: phase, to: &batches)
            }
            touch.viewDelivery.held = remaining
        }
        arena.touchesWithHeldPhases.removeAll { $0.viewDelivery.held.isEmpty }
        guard !batches.isEmpty else { return }
        let event = UIEvent(
            type: .touches, timestamp: UIApplication.current?.clock.seconds ?? 0,
            touches: Set(batches.flatMap(\.touches))
        )
        send(batches, event: arena.lastEvent ?? event)
    }

    /// A recognizer with `cancelsTouchesInView` recognized: its touches' views get `touchesCancelled`
    /// (if they saw the touch begin), and hear nothing more of them.
    static func cancelViewTouches(of recognizer: UIGestureRecognizer, arena: GestureArena) {
        var batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in recognizer.trackedTouches where !touch.viewDelivery.finished {
            let sawBegin = touch.viewDelivery.beganDelivered
            touch.viewDelivery.held.removeAll()
            arena.touchesWithHeldPhases.removeAll { $0 === touch }
            if sawBegin {
                append(touch, phase: .cancelled, to: &batches)
            } else {
                touch.viewDelivery.finished = true
            }
        }
        guard !batches.isEmpty else { return }
        let event = arena.lastEvent ?? UIEvent(type: .touches, timestamp: 0, touches: [])
        send(batches, event: event)
    }
}
