import Foundation

/// A node's geometry, in screen coordinates, and what its view's ancestors say about it.
struct NodeGeometry: Sendable {
    /// `accessibilityFrame`.
    var frame: CGRect
    /// `accessibilityActivationPoint`.
    var activationPoint: CGPoint
    /// The part of the frame inside every clipper (`.null` when nothing is left).
    var visibleFrame: CGRect
    /// The activation point when it lies in the visible frame, else the visible frame's centre.
    var hitPoint: CGPoint
    /// Why the node is not visible, short of covering (nil when only covering could still hide it).
    var notVisibleReason: AccessibilitySnapshot.NotVisibleReason?
    /// The described view whose disabled user interaction keeps touches from the node.
    var interactionBlockedBy: String?
    /// See ``AccessibilitySnapshot/Node/isEnabled``.
    var isEnabled: Bool

    /// What a node answers if it was never derived (not reachable: every snapshot derives before it
    /// lets go of the hierarchy).
    static let unknown = NodeGeometry(
        frame: .null, activationPoint: .zero, visibleFrame: .null, hitPoint: .zero, notVisibleReason: .notInWindow,
        interactionBlockedBy: nil, isEnabled: false
    )
}

/// Derives the facts of ``AccessibilitySnapshot/Storage`` from the hierarchy: geometry from the
/// node's object and its owner view's ancestors, covering and hit tests at the node's hit point.
@MainActor
final class DerivedFactsDeriver {
    let probe: CoverageProbe
    let cache: ViewChainFactsCache
    let refs: SnapshotRefTable
    /// Each node's object.
    let references: [SnapshotObjectReference]
    /// Each node's owner's node index (the node's view, or the view a non-view element belongs to).
    let ownerIndexes: [Int]

    init(
        probe: CoverageProbe, cache: ViewChainFactsCache, refs: SnapshotRefTable, references: [SnapshotObjectReference],
        ownerIndexes: [Int]
    ) {
        self.probe = probe
        self.cache = cache
        self.refs = refs
        self.references = references
        self.ownerIndexes = ownerIndexes
    }

    /// The facts of every node's owner view, computed down the tree: a view whose superview owns the
    /// parent node takes its facts from the parent's (no lookup); any other asks the cache.
    func ownerFactsOfEveryNode(parents: [Int]) -> [ViewChainFacts?] {
        var result = [ViewChainFacts?](repeating: nil, count: references.count)
        for index in references.indices {
            let ownerIndex = ownerIndexes[index]
            if ownerIndex != index {
                result[index] = ownerIndex < index ? result[ownerIndex] : nil
                continue
            }
            guard let view = references[index].object as? UIView else { continue }
            let parent = parents[index]
            if parent >= 0, let superview = view.superview, let parentFacts = result[parent],
               references[ownerIndexes[parent]].object === superview {
                result[index] = cache.childFacts(of: view, superview: superview, parent: parentFacts)
            } else {
                result[index] = cache.facts(for: view)
            }
        }
        return result
    }

    /// The object of the node at `index` (nil once released).
    func object(ofNodeAt index: Int) -> AccessibilityObject? {
        references[index].object as? AccessibilityObject
    }

    /// The index of the first node whose object is the first responder, in walk order.
    func firstFocusedIndex() -> Int? {
        var index = 0
        while index < references.count {
            if let object = object(ofNodeAt: index), NodePropertyReader.isFocused(object) { return index }
            index += 1
        }
        return nil
    }

    /// The owner view of the node at `index` (alive while the snapshot's attempt runs).
    private func owner(ofNodeAt index: Int) -> UIView? {
        references[ownerIndexes[index]].object as? UIView
    }

    /// The reference of the node at `index`, given the kind and label the walk saw.
    func ref(ofNodeAt index: Int, kind: AccessibilityElementKind, label: String?) -> String {
        guard let object = references[index].object else { return refs.unusedRef() }
        return refs.ref(for: object, kind: kind, label: label)
    }

    /// The geometry of the node at `index`; `facts` are its owner view's when the caller has them.
    func geometry(ofNodeAt index: Int, traits: UIAccessibilityTraits, facts known: ViewChainFacts? = nil) -> NodeGeometry {
        guard let object = references[index].object as? AccessibilityObject, let owner = owner(ofNodeAt: index) else {
            return .unknown
        }
        let view = object as? UIView
        let facts = known ?? cache.facts(for: owner)
        let frame = object.accessibilityFrame
        let activationPoint = object.accessibilityActivationPoint
        let visible = visibleGeometry(
            frame: frame, activationPoint: activationPoint, facts: facts, clip: view != nil ? facts.clip : facts.childClip
        )
        let blocker = Self.interactionBlocker(isView: view != nil, owner: owner, facts: facts)
        return NodeGeometry(
            frame: frame, activationPoint: activationPoint, visibleFrame: visible.visibleFrame, hitPoint: visible.hitPoint,
            notVisibleReason: visible.reason, interactionBlockedBy: blocker.map { cache.name(of: $0) },
            isEnabled: !traits.contains(.notEnabled) && !facts.insideDisabledControl && blocker == nil
        )
    }

    private func visibleGeometry(
        frame: CGRect, activationPoint: CGPoint, facts: ViewChainFacts, clip: ClipRegion
    ) -> (visibleFrame: CGRect, hitPoint: CGPoint, reason: AccessibilitySnapshot.NotVisibleReason?) {
        guard facts.window != nil else { return (.null, activationPoint, .notInWindow) }
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
    private static func interactionBlocker(isView: Bool, owner: UIView, facts: ViewChainFacts) -> UIView? {
        if let blocker = facts.ancestorInteractionDisabledBy { return blocker }
        if !isView, !owner.isUserInteractionEnabled { return owner }
        return nil
    }

    /// Why a node whose geometry is visible is not visible after all: a view in front covers it.
    func coverReason(ofNodeAt index: Int, visibleFrame: CGRect, hitPoint: CGPoint) -> AccessibilitySnapshot.NotVisibleReason? {
        guard let owner = owner(ofNodeAt: index),
              let cover = probe.coveringView(of: owner, visibleFrame: visibleFrame, at: hitPoint) else { return nil }
        return .covered(by: cache.name(of: cover))
    }

    /// Why a touch at the node's hit point does not reach it (nil when it does).
    func notHittableReason(
        ofNodeAt index: Int, hitPoint: CGPoint, notVisible: AccessibilitySnapshot.NotVisibleReason?, blockedBy blocker: String?
    ) -> AccessibilitySnapshot.NotHittableReason? {
        if let notVisible { return .notVisible(notVisible) }
        if let blocker { return .userInteractionDisabled(by: blocker) }
        guard let owner = owner(ofNodeAt: index) else { return .noReceiver }
        guard let hit = probe.hitTest(at: hitPoint) else { return .noReceiver }
        if owner.isReached(byTouchTakenBy: hit) { return nil }
        return .covered(by: cache.name(of: hit))
    }
}
