import Foundation

extension AccessibilitySnapshot {
    /// Takes a snapshot of `windows` (default: every visible window, front first).
    ///
    /// - Parameters:
    ///   - windows: The windows to include, front first; nil for every visible window.
    ///   - refs: The session's reference table, so nodes keep their refs from one snapshot to the next.
    @MainActor
    public static func take(windows: [UIWindow]? = nil, refs: SnapshotRefTable) -> AccessibilitySnapshot {
        var builder = SnapshotBuilder(windows: windows ?? AccessibilityPlatform.windowsFrontToBack(), refs: refs)
        return builder.build()
    }

    /// Takes a snapshot with a fresh reference table (refs are then only meaningful inside it).
    @MainActor
    public static func take(windows: [UIWindow]? = nil) -> AccessibilitySnapshot {
        take(windows: windows, refs: SnapshotRefTable())
    }
}

/// The single walk that produces an ``AccessibilitySnapshot``.
@MainActor
struct SnapshotBuilder {
    private struct Pending {
        let object: AccessibilityObject
        let parentIndex: Int?
        let depth: Int
        let ownerView: UIView?
        let windowIndex: Int?
    }

    private let windows: [UIWindow]
    private let refs: SnapshotRefTable
    private let screenBounds: CGRect
    private let screenScale: CGFloat
    private let cache: ViewChainFactsCache
    private let probe: CoverageProbe
    private var nodes: [AccessibilitySnapshot.Node] = []
    private var visited = Set<ObjectIdentifier>()
    private var focusedIndex: Int?
    /// Type names by type: `String(describing:)` on a metatype is slow, and a screen has few types.
    private var classNames: [ObjectIdentifier: String] = [:]

    init(windows: [UIWindow], refs: SnapshotRefTable) {
        self.windows = windows
        self.refs = refs
        let metrics = AccessibilityPlatform.screenMetrics(windows: windows)
        screenBounds = metrics.bounds
        screenScale = metrics.scale
        cache = ViewChainFactsCache(screenBounds: metrics.bounds)
        probe = CoverageProbe(windows: windows, cache: cache)
    }

    mutating func build() -> AccessibilitySnapshot {
        var windowIndexes: [Int] = []
        for window in windows where !window.isHidden && window.alpha >= 0.01 {
            windowIndexes.append(nodes.count)
            walk(from: window)
        }
        refs.pruneReleasedObjects()
        return AccessibilitySnapshot(
            nodes: nodes, windowIndexes: windowIndexes, screenBounds: screenBounds, screenScale: screenScale,
            focusedIndex: focusedIndex
        )
    }

    private mutating func walk(from window: UIWindow) {
        var stack = [Pending(object: window, parentIndex: nil, depth: 0, ownerView: window, windowIndex: nil)]
        while let pending = stack.popLast() {
            // An object listed twice (or a container listing its own ancestor) is walked once.
            guard visited.insert(ObjectIdentifier(pending.object)).inserted else { continue }
            let index = nodes.count
            let node = makeNode(pending, index: index)
            nodes.append(node)
            if let parent = pending.parentIndex { nodes[parent].childIndexes.append(index) }
            if node.isFocused, focusedIndex == nil { focusedIndex = index }
            let owner = (pending.object as? UIView) ?? pending.ownerView
            for child in AccessibilityPlatform.children(of: pending.object).reversed() {
                stack.append(Pending(
                    object: child, parentIndex: index, depth: pending.depth + 1, ownerView: owner,
                    windowIndex: pending.windowIndex ?? index
                ))
            }
        }
    }

    private mutating func className(of object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        if let known = classNames[ObjectIdentifier(type)] { return known }
        let name = String(describing: type)
        classNames[ObjectIdentifier(type)] = name
        return name
    }

    private mutating func makeNode(_ pending: Pending, index: Int) -> AccessibilitySnapshot.Node {
        let object = pending.object
        let view = object as? UIView
        let owner = view ?? pending.ownerView
        let facts = owner.map { cache.facts(for: $0) }
        let traits = object.accessibilityTraits
        let label = object.accessibilityLabel
        let kind = AccessibilityElementKind.of(object, traits: traits, insidePicker: facts?.insidePicker ?? false)
        let frame = object.accessibilityFrame
        let activationPoint = object.accessibilityActivationPoint
        let clip = view != nil ? facts?.clip : facts?.childClip
        let geometry = visibleGeometry(frame: frame, activationPoint: activationPoint, facts: facts, clip: clip)
        var notVisible = geometry.reason
        if notVisible == nil, let owner, let cover = probe.coveringView(of: owner, visibleFrame: geometry.visibleFrame, at: geometry.hitPoint) {
            notVisible = .covered(by: cache.name(of: cover))
        }
        let interactionBlocker = Self.interactionBlocker(view: view, owner: owner, facts: facts)
        return AccessibilitySnapshot.Node(
            index: index, ref: refs.ref(for: object, kind: kind, label: label), kind: kind,
            className: className(of: object), isElement: object.isAccessibilityElement,
            identifier: AccessibilityPlatform.identifier(of: object), label: label, value: object.accessibilityValue,
            placeholder: (object as? UITextField)?.placeholder, hint: object.accessibilityHint, traits: traits,
            frame: frame, visibleFrame: geometry.visibleFrame, activationPoint: activationPoint,
            hitPoint: geometry.hitPoint,
            isEnabled: !traits.contains(.notEnabled) && facts?.insideDisabledControl != true && interactionBlocker == nil,
            isSelected: traits.contains(.selected) || (view as? UIControl)?.isSelected == true,
            isFocused: (object as? UIResponder)?.isFirstResponder == true,
            notVisibleReason: notVisible,
            notHittableReason: notHittableReason(notVisible: notVisible, blocker: interactionBlocker, owner: owner, at: geometry.hitPoint),
            parentIndex: pending.parentIndex, depth: pending.depth, windowIndex: pending.windowIndex ?? index,
            object: object
        )
    }

    private func visibleGeometry(
        frame: CGRect, activationPoint: CGPoint, facts: ViewChainFacts?, clip: ClipRegion?
    ) -> (visibleFrame: CGRect, hitPoint: CGPoint, reason: AccessibilitySnapshot.NotVisibleReason?) {
        guard let facts, let clip, facts.window != nil else { return (.null, activationPoint, .notInWindow) }
        if let view = facts.hiddenBy { return (.null, activationPoint, .hidden(by: cache.name(of: view))) }
        if let view = facts.transparentBy { return (.null, activationPoint, .transparent(by: cache.name(of: view))) }
        if !(frame.width > 0 && frame.height > 0) { return (.null, activationPoint, .zeroSize) }
        let visible = frame.intersection(clip.rect)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            return (.null, activationPoint, clip.reason(hiding: frame, names: cache))
        }
        let hitPoint = visible.contains(activationPoint) ? activationPoint : CGPoint(x: visible.midX, y: visible.midY)
        return (visible, hitPoint, nil)
    }

    /// The view whose disabled user interaction keeps touches from the node: a strict ancestor of a
    /// view node, or the container (or its ancestors) of a non-view element.
    private static func interactionBlocker(view: UIView?, owner: UIView?, facts: ViewChainFacts?) -> UIView? {
        if let blocker = facts?.ancestorInteractionDisabledBy { return blocker }
        if view == nil, let owner, !owner.isUserInteractionEnabled { return owner }
        return nil
    }

    private func notHittableReason(
        notVisible: AccessibilitySnapshot.NotVisibleReason?, blocker: UIView?, owner: UIView?, at point: CGPoint
    ) -> AccessibilitySnapshot.NotHittableReason? {
        if let notVisible { return .notVisible(notVisible) }
        if let blocker { return .userInteractionDisabled(by: cache.name(of: blocker)) }
        guard let owner else { return .noReceiver }
        guard let hit = probe.hitTest(at: point) else { return .noReceiver }
        if hit === owner || hit.isDescendant(of: owner) { return nil }
        // A view that does not take touches itself (a label, a disabled control) lets the touch fall
        // through to the ancestor it sits on, as a tap on it does in UIKit and XCUITest.
        let takesTouchesItself = owner.isUserInteractionEnabled && (owner as? UIControl)?.isEnabled != false
        if !takesTouchesItself, owner.isDescendant(of: hit) { return nil }
        return .covered(by: cache.name(of: hit))
    }
}
