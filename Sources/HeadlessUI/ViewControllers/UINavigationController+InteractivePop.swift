import Foundation

/// The state of a running interactive pop (a left-edge swipe).
@MainActor
final class InteractivePopState {
    let popped: UIViewController
    let revealed: UIViewController
    var progress: CGFloat = 0

    init(popped: UIViewController, revealed: UIViewController) {
        self.popped = popped
        self.revealed = revealed
    }
}

extension UINavigationController {
    /// Projection time of the release velocity (UIKit: 0.35 s): a flick finishes a short swipe.
    static let interactivePopProjectionTime: CGFloat = 0.35
    /// The projected progress needed to finish: min(187.5 pt / width, 0.5) (UIKit's rule).
    static func interactivePopThreshold(width: CGFloat) -> CGFloat {
        guard width > 0 else { return 0.5 }
        return Swift.min(187.5 / width, 0.5)
    }

    /// Installs the left-edge swipe (``interactivePopGestureRecognizer``) on the controller's view.
    func installInteractivePopRecognizer() {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
            self.handleInteractivePop(pan)
        }
        recognizer.edges = .left
        recognizer.name = "interactivePopGestureRecognizer"
        view.addGestureRecognizer(recognizer)
        interactivePopGestureRecognizer = recognizer
        (view as? ContainerRootView)?.shouldBeginHandler = { [weak self] candidate in
            guard let self, candidate === self.interactivePopGestureRecognizer else { return true }
            return self.stack.count > 1 && !self.isTransitioning && self.isShowingContent
                && self.topViewController?.presentedViewController == nil
        }
    }

    private func handleInteractivePop(_ pan: UIScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginInteractivePop()
        case .changed:
            updateInteractivePop(translation: pan.translation(in: view).x)
        case .ended:
            updateInteractivePop(translation: pan.translation(in: view).x)
            let width = Swift.max(1, contentContainer.bounds.width)
            let velocity = pan.velocity(in: view).x
            let projected = (interactivePop?.progress ?? 0) + UINavigationController.interactivePopProjectionTime * velocity / width
            endInteractivePop(finishing: projected > UINavigationController.interactivePopThreshold(width: width))
        case .cancelled, .failed:
            endInteractivePop(finishing: false)
        default:
            break
        }
    }

    /// Starts the pop: `popped.willMove(toParent: nil)`, `popped.viewWillDisappear`, `revealed.viewWillAppear`.
    private func beginInteractivePop() {
        guard stack.count > 1, !isTransitioning, let popped = stack.last else { return }
        let revealed = stack[stack.count - 2]
        let state = InteractivePopState(popped: popped, revealed: revealed)
        interactivePop = state
        isTransitioning = true
        contentContainer.beginTransition("interactive pop of \(popped.debugName)")
        let coordinator = TransitionCoordinator(
            from: popped, to: revealed, container: contentContainer, animated: true, duration: UINavigationController.transitionDuration,
            interactive: true
        )
        coordinator.attach(to: [self, popped, revealed])
        popped.willMove(toParent: nil)
        stack.removeLast()
        let revealedView = revealed.view!
        popped.beginAppearanceTransition(false, animated: true)
        revealed.beginAppearanceTransition(true, animated: true)
        reloadBar()
        let width = contentContainer.bounds.width
        UIView.performWithoutAnimation {
            revealedView.frame = contentFrame.offsetBy(dx: UINavigationController.parallaxFactor * width, dy: 0)
        }
        if let poppedView = popped.viewIfLoaded, poppedView.superview === contentContainer {
            contentContainer.insertSubview(revealedView, belowSubview: poppedView)
        } else {
            contentContainer.addSubview(revealedView)
        }
        contentContainer.layoutIfNeeded()
    }

    /// Follows the finger: progress = translation / width, clamped to 0...1.
    private func updateInteractivePop(translation: CGFloat) {
        guard let state = interactivePop else { return }
        let width = Swift.max(1, contentContainer.bounds.width)
        state.progress = Swift.min(1, Swift.max(0, translation / width))
        activeTransitionCoordinator?.percentComplete = state.progress
        applyInteractivePop(progress: state.progress)
    }

    private func applyInteractivePop(progress: CGFloat) {
        guard let state = interactivePop else { return }
        let width = contentContainer.bounds.width
        let frame = contentFrame
        UIView.performWithoutAnimation {
            state.popped.viewIfLoaded?.frame = frame.offsetBy(dx: progress * width, dy: 0)
            state.revealed.viewIfLoaded?.frame = frame.offsetBy(dx: (1 - progress) * UINavigationController.parallaxFactor * width, dy: 0)
        }
    }

    /// Animates the rest of the way (finish) or back (cancel) over the matching share of 0.35 s.
    private func endInteractivePop(finishing: Bool) {
        guard let state = interactivePop else { return }
        let width = contentContainer.bounds.width
        let frame = contentFrame
        let remaining = finishing ? 1 - state.progress : state.progress
        let coordinator = activeTransitionCoordinator
        coordinator?.interactionEnded(cancelled: !finishing)
        UIView.animate(withDuration: UINavigationController.transitionDuration * Double(remaining), animations: {
            if finishing {
                state.popped.viewIfLoaded?.frame = frame.offsetBy(dx: width, dy: 0)
                state.revealed.viewIfLoaded?.frame = frame
            } else {
                state.popped.viewIfLoaded?.frame = frame
                state.revealed.viewIfLoaded?.frame = frame.offsetBy(dx: UINavigationController.parallaxFactor * width, dy: 0)
            }
            coordinator?.runAlongsideAnimations()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.interactivePop = nil
            if finishing {
                // popped.viewDidDisappear, revealed.viewDidAppear, popped.didMove(toParent: nil).
                self.completeTransition(from: state.popped, to: state.revealed) { state.popped.removeFromParent() }
            } else {
                self.cancelInteractivePop(state)
            }
        })
    }

    /// UIKit's cancelled-pop order: `revealed.viewWillDisappear`, `revealed.viewDidDisappear`,
    /// `popped.viewWillAppear`, `popped.viewDidAppear`, then `popped.didMove(toParent:)` with this controller.
    private func cancelInteractivePop(_ state: InteractivePopState) {
        stack.append(state.popped)
        state.revealed.viewIfLoaded?.removeFromSuperview()
        UIView.performWithoutAnimation { state.revealed.viewIfLoaded?.frame = contentFrame }
        isTransitioning = false
        contentContainer.endTransition()
        activeTransitionCoordinator?.end(cancelled: true)
        reloadBar()
        state.revealed.beginAppearanceTransition(false, animated: true)
        state.revealed.endAppearanceTransition()
        state.popped.beginAppearanceTransition(true, animated: true)
        state.popped.endAppearanceTransition()
        state.popped.didMove(toParent: self)
    }
}
