import Foundation

extension UINavigationController {
    /// Whether the controller's view is on screen, so stack changes run appearance callbacks.
    var isShowingContent: Bool {
        viewIfLoaded?.window != nil && appearanceState != .disappeared
    }

    private func refuse(_ message: String) {
        UIApplication.reportRuntimeIssue(.viewControllerMisuse(message))
    }

    /// Checks that `viewController` may join this stack; reports and returns false otherwise.
    private func canAdd(_ viewController: UIViewController, operation: String) -> Bool {
        if viewController is UINavigationController {
            refuse(
                "\(operation): pushing a navigation controller (\(viewController.debugName)) is not supported; push its root view "
                    + "controller instead."
            )
            return false
        }
        if let parent = viewController.parent, parent !== self {
            refuse("\(operation): \(viewController.debugName) is already a child of \(parent.debugName); remove it from its parent first.")
            return false
        }
        if viewController.storedPresentingViewController != nil {
            refuse("\(operation): \(viewController.debugName) is presented modally; dismiss it before pushing it.")
            return false
        }
        return true
    }

    private func refuseIfTransitioning(_ operation: String) -> Bool {
        guard isTransitioning else { return false }
        refuse(
            "\(operation) on \(debugName) while a push or pop transition is running; wait for it to finish (for example from "
                + "viewDidAppear)."
        )
        return true
    }

    // MARK: Push

    func performPush(_ viewController: UIViewController, animated: Bool) {
        let operation = "pushViewController(_:animated:)"
        if stack.contains(where: { $0 === viewController }) {
            refuse(
                "\(operation): pushing the same view controller instance (\(viewController.debugName)) more than once is not supported; it "
                    + "is already in the stack of \(debugName)."
            )
            return
        }
        guard canAdd(viewController, operation: operation), !refuseIfTransitioning(operation) else { return }
        let old = topViewController
        addChild(viewController)
        stack.append(viewController)
        runTransition(from: old, to: viewController, isPush: true, animated: animated) { [weak self, weak viewController] in
            guard let self else { return }
            viewController?.didMove(toParent: self)
        }
    }

    // MARK: Pop

    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !refuseIfTransitioning("Popping"), let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else {
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        let old = stack[stack.count - 1]
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        runTransition(from: old, to: target, isPush: false, animated: animated) {
            for controller in popped { controller.removeFromParent() }
        }
        return popped
    }

    // MARK: Replace

    func performSetViewControllers(_ newStack: [UIViewController], animated: Bool) {
        let operation = "setViewControllers(_:animated:)"
        for (index, controller) in newStack.enumerated() where newStack[..<index].contains(where: { $0 === controller }) {
            refuse("\(operation): \(controller.debugName) appears more than once; a view controller can be in a stack only once.")
            return
        }
        for controller in newStack where !canAdd(controller, operation: operation) { return }
        guard !refuseIfTransitioning(operation) else { return }
        let oldStack = stack
        let oldTop = oldStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = newStack
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard let newTop = newStack.last else {
            if let oldView = oldTop?.viewIfLoaded, oldView.superview === contentContainer {
                if isShowingContent { oldTop?.beginAppearanceTransition(false, animated: false) }
                oldView.removeFromSuperview()
                if isShowingContent { oldTop?.endAppearanceTransition() }
            }
            if isViewLoaded { reloadBar() }
            finish()
            return
        }
        if newTop === oldTop {
            if isViewLoaded { reloadBar() }
            finish()
            return
        }
        let isPush = !oldStack.contains { $0 === newTop }
        runTransition(from: oldTop, to: newTop, isPush: isPush, animated: animated && oldTop != nil, finish: finish)
    }

    // MARK: Transition

    /// Puts `controller`'s view in the content area without callbacks (the view is not on screen).
    func installWithoutTransition(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = contentFrame
        contentContainer.addSubview(childView)
    }

    /// Replaces `old`'s view by `new`'s, with the appearance callbacks when on screen and the
    /// parallax slide when animated; `finish` runs after the callbacks (containment `didMove`).
    func runTransition(
        from old: UIViewController?, to new: UIViewController, isPush: Bool, animated: Bool,
        finish: @escaping @MainActor () -> Void
    ) {
        guard isViewLoaded else { finish(); return }
        let newView = new.view!  // viewDidLoad comes first
        guard isShowingContent else {
            old?.viewIfLoaded?.removeFromSuperview()
            installWithoutTransition(new)
            reloadBar()
            finish()
            return
        }
        isTransitioning = true
        contentContainer.beginTransition(isPush ? "push of \(new.debugName)" : "pop back to \(new.debugName)")
        let coordinator = TransitionCoordinator(
            from: old, to: new, container: contentContainer, animated: animated, duration: UINavigationController.transitionDuration
        )
        coordinator.attach(to: [self, old, new])
        old?.beginAppearanceTransition(false, animated: animated)
        new.beginAppearanceTransition(true, animated: animated)
        reloadBar()

        let width = contentContainer.bounds.width
        let frame = contentFrame
        let oldView = old?.viewIfLoaded
        UIView.performWithoutAnimation {
            newView.frame = frame.offsetBy(dx: animated ? (isPush ? width : UINavigationController.parallaxFactor * width) : 0, dy: 0)
        }
        if isPush || oldView?.superview !== contentContainer {
            contentContainer.addSubview(newView)
        } else if let oldView {
            contentContainer.insertSubview(newView, belowSubview: oldView)
        }
        contentContainer.layoutIfNeeded()

        UIView.animate(withDuration: animated ? UINavigationController.transitionDuration : 0, animations: {
            newView.frame = frame
            oldView?.frame = frame.offsetBy(dx: isPush ? UINavigationController.parallaxFactor * width : width, dy: 0)
            coordinator.runAlongsideAnimations()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.completeTransition(from: old, to: new, finish: finish)
        })
    }

    /// Ends a push or pop: removes the old view, then `old.viewDidDisappear`, `new.viewDidAppear`.
    func completeTransition(from old: UIViewController?, to new: UIViewController, finish: @MainActor () -> Void) {
        if let oldView = old?.viewIfLoaded, oldView !== new.viewIfLoaded {
            oldView.removeFromSuperview()
            UIView.performWithoutAnimation { oldView.frame = contentFrame }
        }
        isTransitioning = false
        // The content area may have changed during the transition (a tab bar hiding or showing).
        if let newView = new.viewIfLoaded, newView.superview === contentContainer {
            UIView.performWithoutAnimation { newView.frame = contentFrame }
        }
        contentContainer.endTransition()
        activeTransitionCoordinator?.end(cancelled: false)
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
        finish()
    }
}
