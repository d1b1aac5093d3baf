import Foundation

extension AccessibilitySnapshot {
    /// What the nodes of one snapshot share: references to their objects, the children lists, the
    /// index by ref, and the two facts that need the live hierarchy at a node's hit point (is it
    /// covered, does a touch reach it).
    ///
    /// Those two facts cost a search along the hit-test path each, so they are derived per node and
    /// memoized. A snapshot handed to callers (``AccessibilitySnapshot/take(windows:refs:)``) derives
    /// them for every node before it is returned, so it answers as of the moment it was taken. An
    /// attempt's own snapshot (``SnapshotBuilder/Derivation/onDemand``) derives them only for the
    /// nodes the attempt reads (its matches), and only before the attempt returns to the run loop or
    /// sends an event: on the main actor nothing can change the hierarchy in between, so the answers
    /// are the ones an eager snapshot would have given.
    final class Storage {
        /// Each node's object, by node index.
        var references: [SnapshotObjectReference] = []
        /// `childList[childStarts[i] ..< childStarts[i + 1]]` are node `i`'s children.
        var childStarts: [Int] = [0]
        var childList: [Int] = []
        /// Derives the live facts on demand; nil once every node's facts are known.
        var deriver: DerivedFactsDeriver?
        private var visibility: [Memo<NotVisibleReason?>] = []
        private var hittability: [Memo<NotHittableReason?>] = []
        private var indexByRefStore: [String: Int]?

        enum Memo<Value> { case unknown, known(Value) }

        /// Prepares the memos for `count` nodes.
        func prepareMemos(count: Int) {
            visibility = Array(repeating: .unknown, count: count)
            hittability = Array(repeating: .unknown, count: count)
        }

        func childIndexes(of index: Int) -> [Int] {
            Array(childList[childStarts[index] ..< childStarts[index + 1]])
        }

        /// The node index of each ref, built on first use.
        func index(ofRef ref: String, nodes: [Node]) -> Int? {
            if let indexByRefStore { return indexByRefStore[ref] }
            var built: [String: Int] = [:]
            built.reserveCapacity(nodes.count)
            for node in nodes { built[node.ref] = node.index }
            indexByRefStore = built
            return built[ref]
        }

        func notVisibleReason(of node: Node) -> NotVisibleReason? {
            if let reason = node.geometricNotVisibleReason { return reason }
            if case .known(let reason) = visibility[node.index] { return reason }
            guard let deriver else { return nil }
            let (index, visibleFrame, hitPoint) = (node.index, node.visibleFrame, node.hitPoint)
            let reason = MainActor.assumeIsolated {
                deriver.coverReason(ofNodeAt: index, visibleFrame: visibleFrame, hitPoint: hitPoint)
            }
            visibility[node.index] = .known(reason)
            return reason
        }

        func notHittableReason(of node: Node) -> NotHittableReason? {
            if case .known(let reason) = hittability[node.index] { return reason }
            let notVisible = notVisibleReason(of: node)
            guard let deriver else { return nil }
            let (index, hitPoint, blocker) = (node.index, node.hitPoint, node.interactionBlockedBy)
            let reason = MainActor.assumeIsolated {
                deriver.notHittableReason(ofNodeAt: index, hitPoint: hitPoint, notVisible: notVisible, blockedBy: blocker)
            }
            hittability[node.index] = .known(reason)
            return reason
        }

        /// Derives every node's facts now and lets go of the live hierarchy.
        @MainActor
        func deriveAll(_ nodes: [Node]) {
            for node in nodes { _ = notHittableReason(of: node) }
            deriver = nil
        }
    }
}

/// Answers the live-hierarchy questions about a node for ``AccessibilitySnapshot/Storage``.
@MainActor
final class DerivedFactsDeriver {
    let probe: CoverageProbe
    let cache: ViewChainFactsCache
    /// Each node's owner view (the node's view, or the view a non-view element belongs to).
    var owners: [UIView] = []

    init(probe: CoverageProbe, cache: ViewChainFactsCache) {
        self.probe = probe
        self.cache = cache
    }

    /// Why a node whose geometry is visible is not visible after all: a view in front covers it.
    func coverReason(ofNodeAt index: Int, visibleFrame: CGRect, hitPoint: CGPoint) -> AccessibilitySnapshot.NotVisibleReason? {
        guard let cover = probe.coveringView(of: owners[index], visibleFrame: visibleFrame, at: hitPoint) else { return nil }
        return .covered(by: cache.name(of: cover))
    }

    /// Why a touch at the node's hit point does not reach it (nil when it does).
    func notHittableReason(
        ofNodeAt index: Int, hitPoint: CGPoint, notVisible: AccessibilitySnapshot.NotVisibleReason?, blockedBy blocker: String?
    ) -> AccessibilitySnapshot.NotHittableReason? {
        if let notVisible { return .notVisible(notVisible) }
        if let blocker { return .userInteractionDisabled(by: blocker) }
        let owner = owners[index]
        guard let hit = probe.hitTest(at: hitPoint) else { return .noReceiver }
        if hit === owner || hit.isDescendant(of: owner) { return nil }
        // A view that does not take touches itself (a label, a disabled control) lets the touch fall
        // through to the ancestor it sits on, as a tap on it does in UIKit and XCUITest.
        let takesTouchesItself = owner.isUserInteractionEnabled && (owner as? UIControl)?.isEnabled != false
        if !takesTouchesItself, owner.isDescendant(of: hit) { return nil }
        return .covered(by: cache.name(of: hit))
    }
}
