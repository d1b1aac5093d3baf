import Foundation

extension AccessibilitySnapshot {
    /// What the nodes of one snapshot share: references to their objects, the children lists, the
    /// index by ref, and the facts derived per node from the hierarchy: the geometry (frame,
    /// activation point, visible part, why it is not visible, what blocks touches) and the two facts
    /// that need the hierarchy at the node's hit point (is it covered, does a touch reach it).
    ///
    /// The walk reads what every query can ask about (identifier, label, value, traits, kind); the
    /// derived facts cost a conversion to the screen or a search along the hit-test path each, so
    /// they are derived per node and memoized. A snapshot handed to callers
    /// (``AccessibilitySnapshot/take(windows:refs:)``) derives them for every node before it is
    /// returned, so it answers as of the moment it was taken. An attempt's own snapshot
    /// (``SnapshotBuilder/Derivation/onDemand``) derives them only for the nodes the attempt reads
    /// (its matches), and only before the attempt returns to the run loop or sends an event: on the
    /// main actor nothing can change the hierarchy in between, so the answers are the ones an eager
    /// snapshot would have given.
    final class Storage {
        /// Each node's object, by node index.
        var references: [SnapshotObjectReference] = []
        /// The names of the nodes' classes, by ``Node/classIndex``.
        var classNames: [String] = []
        /// Each node's parent index (-1 for windows).
        var parents: [Int] = []
        /// `list[starts[i] ..< starts[i + 1]]` are node `i`'s children; built on first use.
        private var children: (starts: [Int], list: [Int])?
        /// Derives the live facts on demand; nil once every node's facts are known.
        var deriver: DerivedFactsDeriver?
        /// The properties read from each node's object (see ``NodePropertyColumns``).
        var properties = NodePropertyColumns()
        /// The first responder's node index, once known (`.some(nil)`: no node is focused).
        var focusedIndexMemo: Int??
        // The memos, by node index. Dictionaries, not arrays: an attempt derives a handful of nodes,
        // and filling arrays for every node would cost more than the lookups they save.
        private var refs: [Int: String] = [:]
        private var geometries: [Int: NodeGeometry] = [:]
        private var visibility: [Int: NotVisibleReason?] = [:]
        private var hittability: [Int: NotHittableReason?] = [:]
        private var indexByRefStore: [String: Int]?
        /// Every node's facts, by node index, once ``deriveAll(_:parents:)`` ran (the memos stay empty).
        private var allFacts: AllFacts?

        private struct AllFacts {
            var refs: [String] = []
            var geometries: [NodeGeometry] = []
            var visibility: [NotVisibleReason?] = []
            var hittability: [NotHittableReason?] = []
        }

        func childIndexes(of index: Int) -> [Int] {
            let children = self.children ?? Self.childLists(parents: parents)
            self.children = children
            return Array(children.list[children.starts[index] ..< children.starts[index + 1]])
        }

        /// Every node's children as one flat list grouped by parent (one allocation, not one per node).
        /// Nodes come parents first and siblings in reading order, so one pass keeps that order.
        private static func childLists(parents: [Int]) -> (starts: [Int], list: [Int]) {
            var starts = [Int](repeating: 0, count: parents.count + 1)
            for parent in parents where parent >= 0 { starts[parent + 1] += 1 }
            for index in parents.indices { starts[index + 1] += starts[index] }
            var next = starts
            var list = [Int](repeating: 0, count: starts[parents.count])
            for (index, parent) in parents.enumerated() where parent >= 0 {
                list[next[parent]] = index
                next[parent] += 1
            }
            return (starts, list)
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

        /// The node's reference from the session's ``SnapshotRefTable`` (handed out in node order by
        /// an eager snapshot, on first read by an attempt's).
        func ref(of node: Node) -> String {
            if let allFacts { return allFacts.refs[node.index] }
            if let ref = refs[node.index] { return ref }
            guard let deriver else { return "" }
            let (index, kind, label) = (node.index, node.kind, node.label)
            let ref = MainActor.assumeIsolated { deriver.ref(ofNodeAt: index, kind: kind, label: label) }
            refs[node.index] = ref
            return ref
        }

        /// The node's geometry and what the walk's ancestors say about it.
        func geometry(of node: Node) -> NodeGeometry {
            if let allFacts { return allFacts.geometries[node.index] }
            if let geometry = geometries[node.index] { return geometry }
            guard let deriver else { return .unknown }
            let (index, traits) = (node.index, node.traits)
            let geometry = MainActor.assumeIsolated { deriver.geometry(ofNodeAt: index, traits: traits) }
            geometries[node.index] = geometry
            return geometry
        }

        func notVisibleReason(of node: Node) -> NotVisibleReason? {
            if let allFacts { return allFacts.visibility[node.index] }
            if let reason = visibility[node.index] { return reason }
            let geometry = geometry(of: node)
            if let reason = geometry.notVisibleReason { return reason }
            guard let deriver else { return nil }
            let (index, visibleFrame, hitPoint) = (node.index, geometry.visibleFrame, geometry.hitPoint)
            let reason = MainActor.assumeIsolated {
                deriver.coverReason(ofNodeAt: index, visibleFrame: visibleFrame, hitPoint: hitPoint)
            }
            visibility[node.index] = .some(reason)
            return reason
        }

        func notHittableReason(of node: Node) -> NotHittableReason? {
            if let allFacts { return allFacts.hittability[node.index] }
            if let reason = hittability[node.index] { return reason }
            let notVisible = notVisibleReason(of: node)
            guard let deriver else { return nil }
            let geometry = geometry(of: node)
            let (index, hitPoint, blocker) = (node.index, geometry.hitPoint, geometry.interactionBlockedBy)
            let reason = MainActor.assumeIsolated {
                deriver.notHittableReason(ofNodeAt: index, hitPoint: hitPoint, notVisible: notVisible, blockedBy: blocker)
            }
            hittability[node.index] = .some(reason)
            return reason
        }

        /// Derives every node's facts now, in node order, and lets go of the live hierarchy.
        /// `parents` are the nodes' parent indexes (-1 for windows).
        @MainActor
        func deriveAll(_ nodes: [Node], parents: [Int]) {
            guard let deriver else { return }
            if nodes.first?.properties == nil {
                properties.fillAll(count: nodes.count, objects: deriver.object(ofNodeAt:)) { nodes[$0].knownTraits }
            }
            let ownerFacts = deriver.ownerFactsOfEveryNode(parents: parents)
            var all = AllFacts()
            all.refs.reserveCapacity(nodes.count)
            all.geometries.reserveCapacity(nodes.count)
            all.visibility.reserveCapacity(nodes.count)
            all.hittability.reserveCapacity(nodes.count)
            for index in nodes.indices {
                all.refs.append(deriver.ref(ofNodeAt: index, kind: nodes[index].kind, label: nodes[index].label))
                let geometry = deriver.geometry(ofNodeAt: index, traits: nodes[index].traits, facts: ownerFacts[index])
                let notVisible = geometry.notVisibleReason ?? deriver.coverReason(
                    ofNodeAt: index, visibleFrame: geometry.visibleFrame, hitPoint: geometry.hitPoint
                )
                all.geometries.append(geometry)
                all.visibility.append(notVisible)
                all.hittability.append(deriver.notHittableReason(
                    ofNodeAt: index, hitPoint: geometry.hitPoint, notVisible: notVisible,
                    blockedBy: geometry.interactionBlockedBy
                ))
            }
            allFacts = all
            if focusedIndexMemo == nil {
                focusedIndexMemo = .some(nodes.indices.first { properties.focused.value(at: $0) == true })
            }
            self.deriver = nil
        }
    }
}
