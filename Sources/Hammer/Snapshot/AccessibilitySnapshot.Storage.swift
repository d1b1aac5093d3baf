import Foundation

extension AccessibilitySnapshot {
    /// What the nodes of one snapshot share: references to their objects, the children lists, the
    /// index by ref, and the facts derived per node from the hierarchy: the geometry (frame,
    /// activation point, visible part, why it is not visible, what blocks touches) and the two facts
    /// that need the hierarchy at the node's hit point (is it covered, does a touch reach it).
    ///
    /// A snapshot is immutable: every fact it answers is the one of the moment it was taken. A
    /// snapshot handed to callers (``AccessibilitySnapshot/take(windows:refs:)``) derives every fact
    /// before it is returned. An attempt's own snapshot (``SnapshotBuilder/Derivation/onDemand``)
    /// derives a fact when it is first read, for the nodes the attempt reads (its matches), and
    /// derives every fact not read yet before the app handles anything further: at the start of the
    /// run loop's next turn, before it delivers an event, fires a timer or runs a frame (see
    /// ``SnapshotSettlement``). Until then the hierarchy is the one the walk saw (the main actor is
    /// busy with the attempt), so both give the answers of the moment the snapshot was taken.
    ///
    /// Main-actor isolated: the facts read on demand come from the live hierarchy, so reading a
    /// snapshot off the main actor does not compile (rather than trapping or racing the app).
    @MainActor
    final class Storage {
        /// Each node's object, by node index.
        var references: [SnapshotObjectReference] = []
        /// The names of the nodes' classes, by ``Node/classIndex``.
        var classNames: [String] = []
        /// Each node's parent index (-1 for windows).
        var parents: [Int] = []
        /// `list[starts[i] ..< starts[i + 1]]` are node `i`'s children; built on first use.
        private var children: (starts: [Int], list: [Int])?
        /// The run-loop turn the snapshot was taken in (``SnapshotSettlement/currentTurn()``).
        var turn: Int?
        /// Derives the live facts on demand; nil once every node's facts are known.
        var deriver: DerivedFactsDeriver?
        /// Each node's kind, and the traits the walk read (an attempt's snapshot, for settling
        /// without its nodes; empty for a snapshot derived at once).
        var kinds: [AccessibilityElementKind] = []
        var walkTraits: [UIAccessibilityTraits?] = []
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
        /// Every node's facts, by node index, once ``settle()`` or ``deriveAll(_:)`` ran (the memos stay empty).
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
            let ref = deriver.ref(ofNodeAt: index, kind: kind, label: label)
            refs[node.index] = ref
            return ref
        }

        /// The node's geometry and what the walk's ancestors say about it.
        func geometry(of node: Node) -> NodeGeometry {
            if let allFacts { return allFacts.geometries[node.index] }
            if let geometry = geometries[node.index] { return geometry }
            guard let deriver else { return .unknown }
            let (index, traits) = (node.index, node.traits)
            let geometry = deriver.geometry(ofNodeAt: index, traits: traits)
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
            let reason = deriver.coverReason(ofNodeAt: index, visibleFrame: visibleFrame, hitPoint: hitPoint)
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
            let reason = deriver.notHittableReason(
                ofNodeAt: index, hitPoint: hitPoint, notVisible: notVisible, blockedBy: blocker
            )
            hittability[node.index] = .some(reason)
            return reason
        }

        /// Derives every fact of an attempt's snapshot not derived yet (from its ``kinds`` and
        /// ``walkTraits``) and lets go of the live hierarchy. Does nothing once that was done.
        func settle() {
            guard deriver != nil else { return }
            properties.fillAll(count: references.count, objects: { self.deriver?.object(ofNodeAt: $0) }) { self.walkTraits[$0] }
            deriveAll(
                count: references.count,
                kind: { self.kinds[$0] },
                label: { self.properties.labels.value(at: $0) ?? nil },
                traits: { self.properties.traits.value(at: $0) ?? [] }
            )
            kinds = []
            walkTraits = []
        }

        /// Derives every node's facts now, in node order, and lets go of the live hierarchy (a
        /// snapshot taken with every property read: `nodes` carry them).
        func deriveAll(_ nodes: [Node]) {
            // Through pointers: a closure reading `nodes[i]` would copy the whole node each time.
            nodes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                deriveAll(
                    count: buffer.count, kind: { base[$0].kind }, label: { Node.label(at: base + $0) },
                    traits: { Node.traits(at: base + $0) }
                )
            }
        }

        /// Derives the facts of the `count` nodes, whose kinds, labels and traits are known.
        @inline(__always)
        private func deriveAll(
            count: Int, kind: (Int) -> AccessibilityElementKind, label: (Int) -> String?, traits: (Int) -> UIAccessibilityTraits
        ) {
            guard let deriver else { return }
            let ownerFacts = deriver.ownerFactsOfEveryNode(parents: parents)
            var all = AllFacts()
            all.refs.reserveCapacity(count)
            all.geometries.reserveCapacity(count)
            all.visibility.reserveCapacity(count)
            all.hittability.reserveCapacity(count)
            // Facts read before settling stay as read (an eager snapshot has read none).
            let keepsReads = !refs.isEmpty || !geometries.isEmpty || !visibility.isEmpty || !hittability.isEmpty
            for index in 0..<count {
                all.refs.append((keepsReads ? refs[index] : nil) ?? deriver.ref(ofNodeAt: index, kind: kind(index), label: label(index)))
                let geometry = (keepsReads ? geometries[index] : nil)
                    ?? deriver.geometry(ofNodeAt: index, traits: traits(index), facts: ownerFacts[index])
                let notVisible = (keepsReads ? visibility[index] : nil) ?? geometry.notVisibleReason ?? deriver.coverReason(
                    ofNodeAt: index, visibleFrame: geometry.visibleFrame, hitPoint: geometry.hitPoint
                )
                all.geometries.append(geometry)
                all.visibility.append(notVisible)
                all.hittability.append((keepsReads ? hittability[index] : nil) ?? deriver.notHittableReason(
                    ofNodeAt: index, hitPoint: geometry.hitPoint, notVisible: notVisible,
                    blockedBy: geometry.interactionBlockedBy
                ))
            }
            allFacts = all
            refs = [:]
            geometries = [:]
            visibility = [:]
            hittability = [:]
            if focusedIndexMemo == nil {
                focusedIndexMemo = .some((0..<count).first { properties.focused.value(at: $0) == true })
            }
            self.deriver = nil
        }
    }
}
