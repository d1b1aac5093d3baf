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
    /// Grids over the subviews of views with many, for covering searches and for hit tests (which
    /// must always ask the subviews whose hit testing may reach outside their frames).
    private var coverGrids: [ObjectIdentifier: SubviewGrid] = [:]
    private var hitGrids: [ObjectIdentifier: SubviewGrid] = [:]
    /// How many times each view with many subviews was searched through.
    private var searchCounts: [ObjectIdentifier: Int] = [:]
    /// Each gridded view's subviews' positions, for the one a covering search must always enter.
    private var subviewPositions: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
    /// How many subviews the searches and hit tests have looked at (their work, for tests).
    private(set) var subviewsAsked = 0

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
        var chain: [UIView] = [owner]
        var ancestor = owner.superview
        while let current = ancestor {
            ancestors.append(ObjectIdentifier(current))
            chain.append(current)
            ancestor = current.superview
        }
        for window in windows {
            let local = AccessibilityPlatform.windowPoint(fromScreen: point, in: window)
            if window !== ownerWindow, !window.bounds.contains(local) { continue }
            let outcome = search(
                window, at: local, inheritedAlpha: 1, target: owner, ancestors: ancestors, chain: chain, visibleFrame: visibleFrame
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
            if let view = hit(window, at: local) { return view }
        }
        return nil
    }

    /// `view.hitTest(point, with: nil)`. Where the platform allows it (HeadlessUI, for the classes
    /// known to hit-test as UIView does: ``AccessibilityPlatform/runsStandardHitTest(_:)``), the same
    /// algorithm is run here, asking only the subviews whose frames contain the point and those that
    /// may hit-test outside their frames: the answer is the one the view's own hit test gives, without
    /// asking every sibling of a large container.
    private func hit(_ view: UIView, at point: CGPoint) -> UIView? {
        guard AccessibilityPlatform.runsStandardHitTest(view) else { return view.hitTest(point, with: nil) }
        guard AccessibilityPlatform.acceptsHitTest(view, at: point) else { return nil }
        let subviews = view.subviews
        if !usesGrid(for: view, subviewCount: subviews.count) {
            var index = subviews.count - 1
            while index >= 0 {
                subviewsAsked += 1
                let subview = subviews[index]
                if let found = hit(subview, at: AccessibilityPlatform.point(point, fromSuperviewOf: subview)) { return found }
                index -= 1
            }
            return view
        }
        let children = framedSubviews(of: view)
        var found: UIView?
        forEachSubview(of: view, children, forHitTesting: true, containing: point, plus: nil) { index in
            let subview = children[index].view
            found = hit(subview, at: AccessibilityPlatform.point(point, fromSuperviewOf: subview))
            return found == nil
        }
        return found ?? view
    }

    /// Front-to-back search of `view`'s subtree at `point` (in `view`'s coordinates). `chain` is the
    /// target and its ancestors, nearest first (``ancestors`` holds their identities but the target's).
    private func search(
        _ view: UIView, at point: CGPoint, inheritedAlpha: CGFloat, target: UIView,
        ancestors: [ObjectIdentifier], chain: [UIView], visibleFrame: CGRect
    ) -> Outcome {
        if view === target { return .reachedTarget }
        let isAncestor = ancestors.contains(ObjectIdentifier(view))
        if view.isHidden || view.alpha < 0.01 { return .nothing }
        if !isAncestor, !view.bounds.contains(point) { return .nothing }
        let alpha = inheritedAlpha * view.alpha
        let children = framedSubviews(of: view)
        // The subview on the way to the target is entered whatever its frame.
        let onTheWay = isAncestor ? chain.first { $0.superview === view } : nil
        var result: Outcome?
        forEachSubview(of: view, children, forHitTesting: false, containing: point, plus: onTheWay) { index in
            let (subview, frame) = children[index]
            if !frame.contains(point), subview !== target, !ancestors.contains(ObjectIdentifier(subview)) { return true }
            let local = subview.convert(point, from: view)
            let outcome = search(
                subview, at: local, inheritedAlpha: alpha, target: target, ancestors: ancestors, chain: chain,
                visibleFrame: visibleFrame
            )
            if case .nothing = outcome { return true }
            result = outcome
            return false
        }
        if let result { return result }
        if !isAncestor, paintsOpaque(view, alpha: alpha), coversWholly(view, visibleFrame) { return .covered(view) }
        return .nothing
    }

    /// Calls `body` with the index of each of `view`'s subviews (`children`) that may contain `point`
    /// and of `extra`'s, front first, until it returns false: every subview for a view with few, the
    /// grid's candidates for one with many.
    private func forEachSubview(
        of view: UIView, _ children: [(view: UIView, frame: CGRect)], forHitTesting: Bool, containing point: CGPoint,
        plus extra: UIView?, _ body: (Int) -> Bool
    ) {
        guard usesGrid(for: view, subviewCount: children.count) else {
            var index = children.count - 1
            while index >= 0 {
                subviewsAsked += 1
                if !body(index) { return }
                index -= 1
            }
            return
        }
        let key = ObjectIdentifier(view)
        let grid: SubviewGrid
        if forHitTesting {
            grid = hitGrids[key] ?? {
                let made = SubviewGrid(
                    frames: children.map(\.frame), alwaysAsked: children.map { !HitTestingClasses.isNeverHitOutsideItsFrame($0.view) }
                )
                hitGrids[key] = made
                return made
            }()
        } else {
            grid = coverGrids[key] ?? {
                let made = SubviewGrid(frames: children.map(\.frame), alwaysAsked: nil)
                coverGrids[key] = made
                return made
            }()
        }
        let extraIndex = extra.flatMap { position(of: $0, among: children, in: key) }
        grid.forEachCandidate(containing: point, plus: extraIndex) { index in
            subviewsAsked += 1
            return body(index)
        }
    }

    /// Whether the searches through `view` (with `subviewCount` subviews) go through a grid: only for
    /// a view with many subviews, once it has been searched a few times (a single search scans its
    /// subviews for less than building a grid costs; many would scan them again and again).
    private func usesGrid(for view: UIView, subviewCount: Int) -> Bool {
        guard subviewCount >= SubviewGrid.minimumSubviewCount else { return false }
        let key = ObjectIdentifier(view)
        let searches = (searchCounts[key] ?? 0) + 1
        searchCounts[key] = searches
        return searches > Self.scansBeforeGrid
    }

    /// How many searches through a view scan its subviews before a grid is built.
    private static let scansBeforeGrid = 4

    /// The index of `subview` among `children` (the subviews of the view `key` names).
    private func position(of subview: UIView, among children: [(view: UIView, frame: CGRect)], in key: ObjectIdentifier) -> Int? {
        let positions = subviewPositions[key] ?? {
            var made: [ObjectIdentifier: Int] = [:]
            made.reserveCapacity(children.count)
            for (index, child) in children.enumerated() { made[ObjectIdentifier(child.view)] = index }
            subviewPositions[key] = made
            return made
        }()
        return positions[ObjectIdentifier(subview)]
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
