import Foundation

/// Answers the two questions about a point that need the live view hierarchy: which view in front of
/// a node covers it, and which view a touch there would reach.
///
/// Covering rule: a view covers a node when it is drawn in front of the node (a later sibling of the
/// node or of one of its ancestors, or in a window in front), is not hidden, has a background colour
/// with alpha 1 and no translucency up its chain (alpha 1 on it and every ancestor), contains the
/// node's hit point, and its own visible rectangle contains the node's whole visible frame. Several
/// views that only cover the node together do not count (the node is reported visible). As in hit
/// testing, a subview is only considered where it lies inside its superview's frame.
@MainActor
final class CoverageProbe {
    /// The windows, front first.
    let windows: [UIWindow]
    let cache: ViewChainFactsCache
    /// Each searched view's subviews with their frames, read once per snapshot: the nodes of a screen
    /// share ancestors, and a long list's container has many subviews to reject.
    private var subviewFrames: [ObjectIdentifier: [(view: UIView, frame: CGRect)]] = [:]

    init(windows: [UIWindow], cache: ViewChainFactsCache) {
        self.windows = windows
        self.cache = cache
    }

    private enum Outcome { case reachedTarget, covered(UIView), nothing }

    /// The frontmost view that covers `owner`'s `visibleFrame` at `point` (screen coordinates).
    func coveringView(of owner: UIView, visibleFrame: CGRect, at point: CGPoint) -> UIView? {
        guard let ownerWindow = (owner as? UIWindow) ?? owner.window else { return nil }
        // A short list, not a set: the search asks about every sibling it passes, and a chain is a
        // handful of views, which compare faster than they hash.
        var ancestors: [ObjectIdentifier] = []
        var ancestor = owner.superview
        while let current = ancestor {
            ancestors.append(ObjectIdentifier(current))
            ancestor = current.superview
        }
        for window in windows {
            let local = AccessibilityPlatform.windowPoint(fromScreen: point, in: window)
            if window !== ownerWindow, !window.bounds.contains(local) { continue }
            let outcome = search(
                window, at: local, inheritedAlpha: 1, target: owner, ancestors: ancestors, visibleFrame: visibleFrame
            )
            switch outcome {
            case .covered(let view): return view
            case .reachedTarget: return nil
            case .nothing: if window === ownerWindow { return nil }
            }
        }
        return nil
    }

    /// The view a touch at `point` (screen coordinates) reaches: the frontmost window containing the
    /// point whose hit test returns a view, as the system routes touches.
    func hitTest(at point: CGPoint) -> UIView? {
        for window in windows {
            let local = AccessibilityPlatform.windowPoint(fromScreen: point, in: window)
            guard window.bounds.contains(local) else { continue }
            if let view = window.hitTest(local, with: nil) { return view }
        }
        return nil
    }

    /// Front-to-back search of `view`'s subtree at `point` (in `view`'s coordinates).
    private func search(
        _ view: UIView, at point: CGPoint, inheritedAlpha: CGFloat, target: UIView,
        ancestors: [ObjectIdentifier], visibleFrame: CGRect
    ) -> Outcome {
        if view === target { return .reachedTarget }
        let isAncestor = ancestors.contains(ObjectIdentifier(view))
        if view.isHidden || view.alpha < 0.01 { return .nothing }
        if !isAncestor, !view.bounds.contains(point) { return .nothing }
        let alpha = inheritedAlpha * view.alpha
        let children = framedSubviews(of: view)
        for (subview, frame) in children.reversed() {
            if !frame.contains(point), subview !== target, !ancestors.contains(ObjectIdentifier(subview)) { continue }
            let local = subview.convert(point, from: view)
            let outcome = search(
                subview, at: local, inheritedAlpha: alpha, target: target, ancestors: ancestors, visibleFrame: visibleFrame
            )
            if case .nothing = outcome { continue }
            return outcome
        }
        if !isAncestor, paintsOpaque(view, alpha: alpha), coversWholly(view, visibleFrame) { return .covered(view) }
        return .nothing
    }

    private func framedSubviews(of view: UIView) -> [(view: UIView, frame: CGRect)] {
        let key = ObjectIdentifier(view)
        if let known = subviewFrames[key] { return known }
        // A loop, not `map`: a main-actor closure handed to `map` checks the executor on every call.
        var framed: [(view: UIView, frame: CGRect)] = []
        framed.reserveCapacity(view.subviews.count)
        for subview in view.subviews { framed.append((subview, subview.frame)) }
        subviewFrames[key] = framed
        return framed
    }

    private func paintsOpaque(_ view: UIView, alpha: CGFloat) -> Bool {
        guard alpha >= 1, let color = view.backgroundColor else { return false }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, colorAlpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &colorAlpha) else { return false }
        return colorAlpha >= 1
    }

    private func coversWholly(_ view: UIView, _ visibleFrame: CGRect) -> Bool {
        let own = AccessibilityPlatform.screenRect(view.bounds, in: view).intersection(cache.facts(for: view).clip.rect)
        return own.contains(visibleFrame)
    }
}
