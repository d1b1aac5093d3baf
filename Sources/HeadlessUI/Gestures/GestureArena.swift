import Foundation

/// Resolves how gesture recognizers interact, as UIKit's gesture environment does: should-begin
/// checks, failure requirements (`require(toFail:)` and the delegate/subclass equivalents),
/// exclusivity between recognizers that share touches, cancelling and delaying view touches, and
/// resetting recognizers once their gesture is over.
@MainActor
final class GestureArena {
    /// Recognizers taking part in a gesture since their last reset.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Recognizers whose recognition waits for others to fail.
    private var pending: [UIGestureRecognizer] = []
    private var deliveryDepth = 0
    /// Touches whose view delivery is held back by a delaying recognizer.
    var touchesWithHeldPhases: [UITouch] = []
    var lastEvent: UIEvent?

    static var current: GestureArena? { UIApplication.current?.eventSystem.gestureArena }

    // MARK: Collecting recognizers

    /// The recognizers that will receive a new touch: enabled recognizers on the hit view and its
    /// ancestors up to the window, nearest first, that accept the touch type and whose delegate agrees.
    func recognizers(for touch: UITouch, hitView: UIView, window: UIWindow) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = hitView
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where recognizer.isEnabled {
                guard recognizer.allowedTouchTypes.contains(touch.type) else { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                result.append(recognizer)
            }
            if view === window { break }
            current = view.superview
        }
        return result
    }

    func addParticipant(_ recognizer: UIGestureRecognizer) {
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
    }

    // MARK: Delivery bracketing

    /// State changes inside a delivery are resolved immediately; resets happen when the outermost
    /// delivery ends.
    func beginDelivery() { deliveryDepth += 1 }

    func endDelivery() {
        deliveryDepth -= 1
        if deliveryDepth == 0 { resetFinishedRecognizers() }
    }

    // MARK: State requests

    func request(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        let old = recognizer.state
        guard GestureStateMachine.isLegal(from: old, to: newState) else {
            recognizer.applyState(newState)  // reports the illegal transition
            return
        }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, as: newState)
        case (.possible, .failed):
            fail(recognizer)
        case (_, .possible):
            recognizer.applyState(.possible)
        default:
            recognizer.applyState(newState)
            if newState == .ended || newState == .cancelled {
                recognizer.lastLocation = recognizer.location(in: nil)
            }
            recognizer.sendActions()
        }
        if deliveryDepth == 0 { resetFinishedRecognizers() }
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        guard shouldBegin(recognizer) else {
            fail(recognizer)
            return
        }
        if participants.contains(where: { other in
            other !== recognizer && other.state.isActive && sharesTouches(other, recognizer)
                && !canRecognizeSimultaneously(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            fail(recognizer)
            return
        }
        if !unresolvedRequirements(of: recognizer).isEmpty {
            recognizer.pendingState = newState
            if !pending.contains(where: { $0 === recognizer }) { pending.append(recognizer) }
            return
        }
        recognize(recognizer, as: newState)
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        pending.removeAll { $0 === recognizer }
        recognizer.applyState(newState)
        if newState == .ended { recognizer.lastLocation = recognizer.location(in: nil) }
        // Recognizers that waited for this one to fail lose.
        for waiting in pending where requires(waiting, toFail: recognizer) {
            fail(waiting)
        }
        // Recognizers sharing touches are prevented unless simultaneous recognition is allowed.
        for other in participants where other !== recognizer && other.state == .possible {
            guard sharesTouches(other, recognizer), !canRecognizeSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer),
                  !requires(recognizer, toFail: other)
            else { continue }
            fail(other)
        }
        if recognizer.cancelsTouchesInView {
            TouchDelivery.cancelViewTouches(of: recognizer, arena: self)
        }
        recognizer.sendActions()
        TouchDelivery.flushHeldTouches(arena: self)
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .possible else { return }
        recognizer.pendingState = nil
        pending.removeAll { $0 === recognizer }
        recognizer.applyState(.failed)
        recognizer.cancelTimers()
        // Recognizers waiting on this one may now recognize.
        for waiting in pending where requires(waiting, toFail: recognizer) {
            guard let wanted = waiting.pendingState, unresolvedRequirements(of: waiting).isEmpty else { continue }
            recognize(waiting, as: wanted)
        }
        TouchDelivery.flushHeldTouches(arena: self)
    }

    // MARK: Rules

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        // UIKit also asks the views the touches landed on (a control refuses an ancestor's tap, a
        // slider refuses swipes that start on its thumb).
        var asked: [UIView] = []
        for touch in recognizer.trackedTouches {
            guard let touched = touch.view, touched !== recognizer.view, !asked.contains(where: { $0 === touched }) else { continue }
            asked.append(touched)
            if !touched.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    func canRecognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        if first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true { return true }
        if second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true { return true }
        if first.recognizesSimultaneously(with: second) || second.recognizesSimultaneously(with: first) { return true }
        return false
    }

    /// Whether `waiting` must wait for `other` to fail.
    func requires(_ waiting: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if waiting.requiredToFail.contains(where: { $0.recognizer === other }) { return true }
        if waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting) { return true }
        if waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true { return true }
        return false
    }

    /// Participating recognizers that `recognizer` must wait for and that have not failed yet.
    private func unresolvedRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { other in
            other !== recognizer && other.state == .possible && requires(recognizer, toFail: other)
        }
    }

    private func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.trackedTouches.contains { touch in second.trackedTouches.contains { $0 === touch } }
    }

    // MARK: Reset

    /// Resets recognizers whose gesture is over and whose touches have all lifted.
    func resetFinishedRecognizers() {
        var index = 0
        while index < participants.count {
            let recognizer = participants[index]
            let touchesDown = recognizer.trackedTouches.contains { $0.isActive }
            if recognizer.state.isTerminal, !touchesDown {
                participants.remove(at: index)
                for touch in recognizer.trackedTouches {
                    touch.gestureRecognizers.removeAll { $0 === recognizer }
                }
                recognizer.trackedTouches.removeAll()
                recognizer.cancelTimers()
                recognizer.applyState(.possible)
                recognizer.reset()
            } else if recognizer.state == .possible, !touchesDown, recognizer.timers.allSatisfy({ !$0.isScheduled }),
                      recognizer.pendingState == nil, recognizer.trackedTouches.isEmpty {
                participants.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
