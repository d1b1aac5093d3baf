import Foundation

extension UIView {
    /// The view that contains this one.
    public var superview: UIView? { storedSuperview }

    /// Direct children, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.storedSuperview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews. Moving a view from another superview removes it
    /// there first. Adding the view itself or one of its ancestors is refused with a runtime issue
    /// (UIKit raises an exception); use ``insertSubviewChecked(_:at:)`` to get the error thrown.
    public func addSubview(_ view: UIView) {
        insertSubviewReportingIssues(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in the subview list (clamped to the valid range, as UIKit does).
    public func insertSubview(_ view: UIView, at index: Int) {
        insertSubviewReportingIssues(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            UIApplication.reportRuntimeIssue(.hierarchy(.notASubview(sibling: siblingSubview.debugName, parent: debugName)))
            return
        }
        insertSubviewReportingIssues(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            UIApplication.reportRuntimeIssue(.hierarchy(.notASubview(sibling: siblingSubview.debugName, parent: debugName)))
            return
        }
        insertSubviewReportingIssues(view, at: index)
    }

    /// Inserts `view` at `index`, throwing a ``HierarchyError`` instead of reporting a runtime issue
    /// when the insertion would make a cycle.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func insertSubviewChecked(_ view: UIView, at index: Int) throws(HierarchyError) {
        if view === self { throw .addedToItself(view: debugName) }
        if isDescendant(of: view) {
            throw .wouldCreateCycle(view: view.debugName, parent: debugName)
        }
        if view is UIWindow, view.superview == nil, !(self is UIWindow) {
            // UIKit allows it but the window stops being a window for event routing; keep it simple.
        }
        let oldWindow = view.window
        let newWindow = window
        let sameParent = view.storedSuperview === self
        if !sameParent {
            view.autoLayoutWillLeaveSuperview()
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        }
        if let oldParent = view.storedSuperview, let oldIndex = oldParent.storedSubviews.firstIndex(where: { $0 === view }) {
            if !sameParent { oldParent.willRemoveSubview(view) }
            oldParent.storedSubviews.remove(at: oldIndex)
            if !sameParent { oldParent.setNeedsLayout() }
        }
        let clamped = Swift.max(0, Swift.min(index, storedSubviews.count))
        storedSubviews.insert(view, at: clamped)
        view.storedSuperview = self
        if !sameParent {
            view.autoLayoutDidMoveToSuperview()
            view.didMoveToSuperview()
            if oldWindow !== newWindow { view.notifyDidMove(toWindow: newWindow, from: oldWindow) }
            didAddSubview(view)
        }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    private func insertSubviewReportingIssues(_ view: UIView, at index: Int) {
        do {
            try insertSubviewChecked(view, at: index)
        } catch {
            UIApplication.reportRuntimeIssue(.hierarchy(error))
        }
    }

    /// Removes the view from its superview (and window).
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        autoLayoutWillLeaveSuperview()
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        autoLayoutDidMoveToSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMove(toWindow: nil, from: oldWindow) }
        parent.setNeedsLayout()
    }

    /// Moves `view` to the front (the end of ``subviews``).
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves `view` to the back (the start of ``subviews``).
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Swaps two subviews by index; out-of-range indexes are reported and ignored.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            UIApplication.reportRuntimeIssue(
                .hierarchy(.indexOutOfRange(parent: debugName, index: Swift.max(index1, index2), count: storedSubviews.count))
            )
            return
        }
        storedSubviews.swapAt(index1, index2)
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with this tag in a depth-first search that starts with the view itself.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        if newWindow == nil {
            if isFirstResponder { resignFirstResponder() }
            oldWindow?.viewDidLeaveWindow(self)
        }
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMove(toWindow: newWindow, from: oldWindow) }
    }
}
