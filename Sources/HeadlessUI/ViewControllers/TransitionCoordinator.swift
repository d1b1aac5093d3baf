import Foundation

/// HeadlessUI's coordinator for one push, pop (also interactive) or presentation: it collects the
/// blocks the participants give it and runs them when the transition animates and ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    let isInterruptible = false
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    var percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let containerView: UIView
    let targetTransform = CGAffineTransform.identity
    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var hasAnimated = false
    /// The runtime-clock time the transition's animations started.
    private var animationStart: TimeInterval?
    private var hasEnded = false
    /// The controllers that return this coordinator from `transitionCoordinator`.
    private var participants: [UIViewController] = []

    init(
        from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool, duration: TimeInterval,
        presentationStyle: UIModalPresentationStyle = .none, interactive: Bool = false
    ) {
        fromController = from
        toController = to
        containerView = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        self.presentationStyle = presentationStyle
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    /// Makes `controllers` return this coordinator until the transition ends.
    func attach(to controllers: [UIViewController?]) {
        for case let controller? in controllers {
            controller.activeTransitionCoordinator = self
            participants.append(controller)
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromController?.viewIfLoaded
        case .to: return toController?.viewIfLoaded
        default: return nil
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            if hasAnimated {
                // Given after the animations started (in the same turn, as UIKit still allows):
                // animate over what is left of the transition.
                UIView.animate(withDuration: remainingDuration) { animation(self) }
            } else {
                alongside.append(animation)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    /// What is left of an animated, non-interactive transition's duration.
    private var remainingDuration: TimeInterval {
        guard isAnimated, !isInteractive, let animationStart, let now = UIApplication.current?.clock.seconds else { return 0 }
        return Swift.max(0, transitionDuration - (now - animationStart))
    }

    /// Runs the alongside animations (call inside the transition's animation block).
    func runAlongsideAnimations() {
        hasAnimated = true
        animationStart = UIApplication.current?.clock.seconds
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// The gesture let go: the transition now finishes or cancels by itself.
    func interactionEnded(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition is over: the participants forget it, then the completions run.
    func end(cancelled: Bool) {
        guard !hasEnded else { return }
        if !hasAnimated { runAlongsideAnimations() }
        hasEnded = true
        isCancelled = cancelled
        percentComplete = cancelled ? 0 : 1
        for controller in participants where controller.activeTransitionCoordinator === self {
            controller.activeTransitionCoordinator = nil
        }
        participants = []
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension UIViewController {
    /// The coordinator of the push, pop or presentation this controller (or an ancestor) takes part
    /// in, as UIKit's `transitionCoordinator`; nil when none runs.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let coordinator = current.activeTransitionCoordinator { return coordinator }
            controller = current.parent
        }
        return nil
    }
}
