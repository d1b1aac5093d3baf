import Foundation

extension UIViewController {
    /// The topmost ancestor (the controller whose view a window or a presentation hosts).
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// A short name for messages: the class name and the title when there is one.
    var debugName: String {
        let typeName = String(describing: type(of: self))
        if let title, !title.isEmpty { return "<\(typeName) '\(title)'>" }
        return "<\(typeName)>"
    }

    /// Whether this controller or an ancestor is in a presentation or dismissal transition.
    private var isInPresentationTransition: Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller.isBeingPresented || controller.isBeingDismissed { return true }
            if let presented = controller.storedPresentedViewController, presented.isBeingPresented || presented.isBeingDismissed {
                return true
            }
            current = controller.parent
        }
        return false
    }

    // MARK: Present

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        let style = presented.modalPresentationStyle
        guard let presenter = presentationPresenter(for: style, presenting: presented) else { return }
        guard let window = presenter.viewIfLoaded?.window else { return }
        if style == .none {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "\(presented.debugName) has modalPresentationStyle .none, which cannot be presented; it is shown .fullScreen. Choose a "
                    + "real style (.automatic, .fullScreen...)."
            ))
        }
        let resolved = style.resolved
        let custom = presented as? CustomPresentationAnimating

        // Host geometry: the window, or the context controller's view for current-context styles.
        let presenterView = presenter.view!
        let hostFrame = resolved.usesCurrentContext ? presenterView.convert(presenterView.bounds, to: window) : window.bounds
        let dimmingAlpha: CGFloat? = custom.map { $0.presentationDimmingAlpha } ?? (
            resolved.isSheet ? ModalPresentation.sheetDimmingAlpha : nil
        )
        let presentation = ModalPresentation(style: resolved, hostFrame: hostFrame, dimmingAlpha: dimmingAlpha)
        presentation.contextController = presenter

        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.presentation = presentation
        presented.isBeingPresented = true

        // Lifecycle: presented.viewDidLoad, presenter.viewWillDisappear (full screen only), presented.viewWillAppear.
        let presentedView = presented.view!
        let duration = animated ? (custom?.presentationAnimationDuration ?? ModalPresentation.transitionDuration) : 0
        let coordinator = TransitionCoordinator(
            from: presenter, to: presented, container: presentation.container, animated: animated, duration: duration,
            presentationStyle: resolved
        )
        coordinator.attach(to: [presenter, presented])
        if resolved.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        let container = presentation.container
        container.beginTransition("presentation of \(presented.debugName)")
        window.addSubview(container)
        let finalFrame = custom?.presentationFrame(in: container.bounds, window: window)
            ?? ModalPresentation.presentedFrame(
                style: resolved, containerBounds: container.bounds, window: window, sheet: presented.sheetPresentationController
            )
        if resolved.isSheet {
            let sheet = presented.sheetPresentationController
            presentedView.layer.cornerRadius = sheet?.preferredCornerRadius ?? ModalPresentation.sheetCornerRadius
            if sheet?.largestUndimmedDetentIdentifier != nil {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: presented.debugName, property: "sheetPresentationController.largestUndimmedDetentIdentifier",
                    reason: "HeadlessUI always dims the presenter behind a sheet and blocks its touches."
                ))
            }
            presentedView.clipsToBounds = true
        }
        UIView.performWithoutAnimation {
            presentedView.frame = finalFrame
            if let custom {
                custom.prepareAppearance(in: container.bounds)
            } else {
                presentedView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.maxY - finalFrame.minY)
            }
        }
        container.addSubview(presentedView)
        container.layoutIfNeeded()

        UIView.animate(withDuration: duration, animations: {
            presentation.dimmingView?.alpha = presentation.dimmingAlpha
            if let custom { custom.animateAppearance(finalFrame: finalFrame) } else { presentedView.frame = finalFrame }
            coordinator.runAlongsideAnimations()
        }, completion: { _ in
            container.endTransition()
            coordinator.end(cancelled: false)
            presented.isBeingPresented = false
            if resolved.isSheet { presented.installSheetDismissalRecognizer() }
            presented.endAppearanceTransition()
            if resolved.removesPresenterView {
                if let superview = presenterView.superview {
                    presentation.removedViewSuperview = superview
                    presentation.removedViewIndex = superview.subviews.firstIndex { $0 === presenterView } ?? 0
                    presenterView.removeFromSuperview()
                }
                presenter.endAppearanceTransition()
            }
            completion?()
        })
    }

    /// The controller that will present `presented` for `style`, or nil after reporting why not.
    private func presentationPresenter(for style: UIModalPresentationStyle, presenting presented: UIViewController) -> UIViewController? {
        func refuse(_ message: String) -> UIViewController? {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(message))
            return nil
        }
        if presented === self || presented === rootAncestor {
            return refuse("Application tried to present modally \(presented.debugName) on itself; present a different view controller.")
        }
        if let current = presented.storedPresentingViewController {
            return refuse(
                "Application tried to present modally \(presented.debugName), which is already presented by \(current.debugName); dismiss "
                    + "it first."
            )
        }
        if presented.parent != nil {
            return refuse(
                "Application tried to present modally \(presented.debugName), which is a child of \(presented.parent!.debugName); remove "
                    + "it from its parent first."
            )
        }
        var presenter = rootAncestor
        if style.resolved.usesCurrentContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { presenter = candidate; break }
                current = candidate.parent
            }
        }
        if presenter.viewIfLoaded?.window == nil {
            return refuse("Attempt to present \(presented.debugName) on \(presenter.debugName) whose view is not in the window hierarchy.")
        }
        if isInPresentationTransition || presenter.isInPresentationTransition {
            return refuse(
                "Attempt to present \(presented.debugName) on \(presenter.debugName) while a presentation or dismissal is in progress; "
                    + "present it from the completion handler."
            )
        }
        if let existing = presenter.storedPresentedViewController {
            return refuse(
                "Attempt to present \(presented.debugName) on \(presenter.debugName) which is already presenting \(existing.debugName)."
            )
        }
        return presenter
    }

    // MARK: Dismiss

    func performDismissal(animated: Bool, completion: (@MainActor () -> Void)?) {
        // The controller presented by this one (or an ancestor) is dismissed; with nothing presented,
        // the call goes to the presenter of this controller, as in UIKit.
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            var presentedRoot = self
            while presentedRoot.storedPresentingViewController == nil, let parent = presentedRoot.parent { presentedRoot = parent }
            target = presentedRoot
        } else {
            return  // Nothing to dismiss: UIKit ignores the call.
        }
        if target.isBeingPresented || target.isBeingDismissed || target.storedPresentedViewController?.isBeingPresented == true {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "Attempt to dismiss \(target.debugName) while a presentation or dismissal is in progress; dismiss it from the completion "
                    + "handler."
            ))
            return
        }
        // Controllers presented above the target vanish without animation; the target animates away.
        var chain: [UIViewController] = []
        var above = target.storedPresentedViewController
        while let controller = above { chain.append(controller); above = controller.storedPresentedViewController }
        for controller in chain.reversed() { controller.dismissPresentation(animated: false, immediately: true, completion: nil) }
        target.dismissPresentation(animated: animated, immediately: false, completion: completion)
    }

    /// Runs the dismissal transition of this presented controller.
    private func dismissPresentation(animated: Bool, immediately: Bool, completion: (@MainActor () -> Void)?) {
        guard let presentation, let presenter = storedPresentingViewController else { return }
        let custom = self as? CustomPresentationAnimating
        let container = presentation.container
        isBeingDismissed = true
        container.beginTransition("dismissal of \(debugName)")
        let duration = animated ? (custom?.presentationAnimationDuration ?? ModalPresentation.transitionDuration) : 0
        let coordinator = TransitionCoordinator(
            from: self, to: presenter, container: container, animated: animated && !immediately, duration: duration,
            presentationStyle: presentation.style
        )
        coordinator.attach(to: [self, presenter])

        // Lifecycle: presented.viewWillDisappear, presenter.viewWillAppear (full screen only).
        beginAppearanceTransition(false, animated: animated)
        let restoresPresenter = presentation.style.removesPresenterView
        if restoresPresenter, let presenterView = presenter.viewIfLoaded {
            if let superview = presentation.removedViewSuperview, presenterView.superview == nil {
                superview.insertSubview(presenterView, at: presentation.removedViewIndex)
            }
            presenter.beginAppearanceTransition(true, animated: animated)
            presenterView.layoutIfNeeded()
        }

        let finish = { @MainActor [weak self] in
            self?.completeDismissal(restoresPresenter: restoresPresenter, completion: completion)
        }
        if immediately {
            finish()
            return
        }
        let presentedView = view!
        UIView.animate(withDuration: duration, animations: {
            presentation.dimmingView?.alpha = 0
            coordinator.runAlongsideAnimations()
            if let custom {
                custom.animateDisappearance(in: container.bounds)
            } else {
                presentedView.frame = presentedView.frame.offsetBy(dx: 0, dy: container.bounds.maxY - presentedView.frame.minY)
            }
        }, completion: { _ in finish() })
    }

    /// Ends a dismissal: the presenter's `viewDidAppear` (full screen), the views leave the window,
    /// this controller's `viewDidDisappear`, the links are cleared, then `completion`.
    func completeDismissal(restoresPresenter: Bool, completion: (@MainActor () -> Void)?) {
        guard let presentation, let presenter = storedPresentingViewController else { return }
        activeTransitionCoordinator?.end(cancelled: false)
        if restoresPresenter { presenter.endAppearanceTransition() }
        presentation.container.removeFromSuperview()
        viewIfLoaded?.removeFromSuperview()
        endAppearanceTransition()
        if let recognizer = presentation.dismissalRecognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        presenter.storedPresentedViewController = nil
        storedPresentingViewController = nil
        self.presentation = nil
        isBeingDismissed = false
        completion?()
    }
}
