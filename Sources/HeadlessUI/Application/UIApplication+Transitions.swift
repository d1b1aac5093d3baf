import Foundation

extension UIApplication {
    /// The view-controller transitions running now, described for messages ("push of
    /// ProfileViewController", "dismissal of SheetViewController"). While one runs, touches on the
    /// transitioning content are swallowed and a navigation controller ignores its back button, as in
    /// UIKit: input sent then is dropped, so a test must wait for the transition to end first.
    public var runningTransitions: [String] {
        transitionContainers.removeAll { $0.container?.transition == nil }
        return transitionContainers.compactMap { entry in
            guard let container = entry.container, container.window != nil else { return nil }
            return container.transition
        }
    }

    /// Why touches sent now would be dropped, `nil` when the app takes input: it ignores interaction
    /// events (``beginIgnoringInteractionEvents()``), or a transition runs (``runningTransitions``).
    public var interactionBlockedReason: String? {
        if isIgnoringInteractionEvents { return "the app is ignoring interaction events (beginIgnoringInteractionEvents)" }
        if let transition = runningTransitions.first { return "the app is in a transition (\(transition))" }
        return nil
    }

    func registerTransitionContainer(_ container: TransitionContainerView) {
        guard !transitionContainers.contains(where: { $0.container === container }) else { return }
        transitionContainers.append(WeakTransitionContainer(container: container))
    }
}

/// A weak reference to a transition container, for the application's list.
struct WeakTransitionContainer {
    weak var container: TransitionContainerView?
}
