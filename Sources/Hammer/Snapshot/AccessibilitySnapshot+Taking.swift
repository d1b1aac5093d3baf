import Foundation

extension AccessibilitySnapshot {
    /// Takes a snapshot of `windows` (default: every visible window, front first).
    ///
    /// - Parameters:
    ///   - windows: The windows to include, front first; nil for every visible window.
    ///   - refs: The session's reference table, so nodes keep their refs from one snapshot to the next.
    @MainActor
    package static func take(windows: [UIWindow]? = nil, refs: SnapshotRefTable) -> AccessibilitySnapshot {
        take(windows: windows, refs: refs, derivation: .eager)
    }

    /// Takes a snapshot, deriving every fact now (`.eager`) or each when first read and the rest
    /// before the app handles anything further (`.onDemand`, for an attempt; see ``Storage``).
    @MainActor
    static func take(windows: [UIWindow]?, refs: SnapshotRefTable, derivation: SnapshotBuilder.Derivation) -> AccessibilitySnapshot {
        var builder = SnapshotBuilder(windows: windows ?? AccessibilityPlatform.windowsFrontToBack(), refs: refs)
        return builder.build(derivation: derivation)
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
    /// When the facts that need the live hierarchy (properties, geometry, covered, hittable) are
    /// derived. Either way the snapshot answers as of the moment it was taken, however long it is kept.
    enum Derivation {
        /// Before the snapshot is returned.
        case eager
        /// When a node's fact is first read, and every fact not read by then at the start of the run
        /// loop's next turn (``SnapshotSettlement``): an attempt reads its matches' facts only.
        case onDemand
    }

    /// Where an object waiting on the walk's stack goes in the tree (its object waits beside it, in
    /// ``pendingObjects``: trivial values here, so pushing and popping them costs no reference counting).
    private struct Pending {
        /// The parent's node index, -1 for a window (plain integers keep the entry at 32 bytes).
        let parent: Int
        let depth: Int
        /// The node index of the nearest view at or above the parent (a non-view element's owner).
        let ownerIndex: Int
        /// The window node's index, -1 for a window (its own index).
        let windowIndex: Int
    }

    private let windows: [UIWindow]
    private let refs: SnapshotRefTable
    private let screenBounds: CGRect
    private let screenScale: CGFloat
    private let cache: ViewChainFactsCache
    private let probe: CoverageProbe
    private let storage = AccessibilitySnapshot.Storage()
    private var nodes: [AccessibilitySnapshot.Node] = []
    private var references: [SnapshotObjectReference] = []
    /// Each node's owner: its own index for a view, its container view's for a non-view element.
    /// Indexes, not views, so the walk retains nothing per node.
    private var ownerIndexes: [Int] = []
    /// Each node's parent index (-1 for windows).
    private var parents: [Int] = []
    /// The objects walked, once the walk has met a child that is not a subview of its parent (an
    /// `accessibilityElements` entry). Until then the walk follows the view tree, where no object can
    /// come twice, so it saves a hash insert per node.
    private var visited = Set<ObjectIdentifier>()
    private var tracksVisited = false
    private var focusedIndex: Int?
    /// Whether the walk reads every node's ``NodeProperties`` (an eager snapshot).
    private var readsAllProperties = true
    /// The walk's stack: objects still to visit, the next one last, each with its ``Pending``.
    private var pendingObjects: [AccessibilityObject] = []
    private var pending: [Pending] = []
    private var classes = SnapshotClassTable.current()
    /// Each node's kind and the traits the walk read, kept for settling an attempt's snapshot.
    private var kinds: [AccessibilityElementKind] = []
    private var walkTraits: [UIAccessibilityTraits?] = []
    /// ``SnapshotObjectReference/needsWeakFallback``, read once per walk.
    private let needsWeakFallback = SnapshotObjectReference.needsWeakFallback

    init(windows: [UIWindow], refs: SnapshotRefTable) {
        self.windows = windows
        self.refs = refs
        let metrics = AccessibilityPlatform.screenMetrics(windows: windows)
        screenBounds = metrics.bounds
        screenScale = metrics.scale
        cache = ViewChainFactsCache(screenBounds: metrics.bounds)
        probe = CoverageProbe(windows: windows, cache: cache)
    }

    mutating func build(derivation: Derivation) -> AccessibilitySnapshot {
        let expected = refs.lastSnapshotSize + 16
        nodes.reserveCapacity(expected)
        references.reserveCapacity(expected)
        ownerIndexes.reserveCapacity(expected)
        parents.reserveCapacity(expected)
        readsAllProperties = derivation == .eager
        if !readsAllProperties {
            kinds.reserveCapacity(expected)
            walkTraits.reserveCapacity(expected)
        }
        // A window given twice is walked once, as any object listed twice.
        if Set(windows.map(ObjectIdentifier.init)).count != windows.count { startTrackingVisited() }
        var windowIndexes: [Int] = []
        for window in windows where !window.isHidden && window.alpha >= 0.01 {
            windowIndexes.append(nodes.count)
            walk(from: window)
        }
        refs.pruneReleasedObjects()
        storage.turn = SnapshotSettlement.currentTurn()
        storage.references = references
        if readsAllProperties { storage.focusedIndexMemo = .some(focusedIndex) }
        storage.parents = parents
        storage.classNames = classes.names
        classes.publish()
        storage.deriver = DerivedFactsDeriver(
            probe: probe, cache: cache, refs: refs, references: references, ownerIndexes: ownerIndexes
        )
        refs.lastSnapshotSize = nodes.count
        if derivation == .eager {
            storage.deriveAll(nodes)
        } else {
            storage.kinds = kinds
            storage.walkTraits = walkTraits
            SnapshotSettlement.settleBeforeTheAppMovesOn(storage)
        }
        return AccessibilitySnapshot(
            nodes: nodes, windowIndexes: windowIndexes, screenBounds: screenBounds, screenScale: screenScale,
            storage: storage
        )
    }

    private mutating func walk(from window: UIWindow) {
        pendingObjects.append(window)
        pending.append(Pending(parent: -1, depth: 0, ownerIndex: nodes.count, windowIndex: -1))
        while let object = pendingObjects.popLast(), let place = pending.popLast() {
            // An object listed twice (or a container listing its own ancestor) is walked once.
            if tracksVisited, !visited.insert(ObjectIdentifier(object)).inserted { continue }
            let index = nodes.count
            let classKey = ObjectIdentifier(type(of: object))
            let classIndex = classes.knownIndex(ofClass: classKey) ?? classes.index(of: object)
            let ownerIndex = classes.isView[classIndex] ? index : place.ownerIndex
            references.append(SnapshotObjectReference(object, needsWeakFallback: needsWeakFallback))
            ownerIndexes.append(ownerIndex)
            parents.append(place.parent)
            let isElement = object.isAccessibilityElement
            nodes.append(makeNode(object, place, classIndex: classIndex, isElement: isElement, index: index))
            if !readsAllProperties {
                kinds.append(nodes[index].kind)
                walkTraits.append(nodes[index].knownTraits)
            }
            if readsAllProperties, focusedIndex == nil, nodes[index].isFocused { focusedIndex = index }
            // An element is a leaf (AccessibilityTree's first rule): no need to ask for its children.
            if isElement { continue }
            let pushed = AccessibilityPlatform.pushChildren(of: object, onto: &pendingObjects)
            if pushed.count == 0 { continue }
            if !pushed.areSubviews, !tracksVisited { startTrackingVisited() }
            let childPlace = Pending(
                parent: index, depth: place.depth + 1, ownerIndex: ownerIndex,
                windowIndex: place.windowIndex >= 0 ? place.windowIndex : index
            )
            pending.append(contentsOf: repeatElement(childPlace, count: pushed.count))
        }
    }

    /// From now on every walked object is remembered, starting with those walked so far.
    private mutating func startTrackingVisited() {
        tracksVisited = true
        visited.reserveCapacity(2 * references.count)
        for reference in references {
            if let object = reference.object { visited.insert(ObjectIdentifier(object)) }
        }
    }

    @inline(__always)
    private func makeNode(
        _ object: AccessibilityObject, _ place: Pending, classIndex: Int, isElement: Bool, index: Int
    ) -> AccessibilitySnapshot.Node {
        let rule = classes.rules[classIndex]
        // An attempt reads the traits later, if at all, unless the kind depends on them.
        let traits = readsAllProperties || rule.dependsOnTraits ? object.accessibilityTraits : nil
        let kind = AccessibilityElementKind.of(object, rule: rule, traits: traits ?? []) {
            (references[ownerIndexes[index]].object as? UIView).map { cache.facts(for: $0).insidePicker } ?? false
        }
        return AccessibilitySnapshot.Node(
            index: index, kind: kind,
            classIndex: classIndex, isElement: isElement,
            identifier: AccessibilityPlatform.identifier(of: object), traits: traits,
            properties: readsAllProperties ? NodeProperties(of: object, traits: traits ?? []) : nil,
            parent: place.parent, depth: place.depth, windowIndex: place.windowIndex >= 0 ? place.windowIndex : index,
            storage: storage
        )
    }
}
