import Foundation

extension AccessibilityQuery: CustomStringConvertible {
    private typealias Node = AccessibilitySnapshot.Node

    /// The query in words, for messages: `label "Sign In", traits [button]`,
    /// `kind switch inside (identifier "settings")`.
    public var description: String {
        var parts: [String] = []
        if let identifier { parts.append("identifier \"\(identifier)\"") }
        if let label { parts.append("label \"\(label)\"") }
        if let labelContains { parts.append("label containing \"\(labelContains)\"") }
        if let value { parts.append("value \"\(value)\"") }
        if let placeholder { parts.append("placeholder \"\(placeholder)\"") }
        if !traits.isEmpty { parts.append("traits [\(traits)]") }
        if let kind { parts.append("kind \(kind)") }
        if let ref { parts.append("ref \(ref)") }
        var text = parts.isEmpty ? "any element" : parts.joined(separator: ", ")
        for ancestor in ancestors { text += " inside (\(ancestor))" }
        return text
    }

    /// Whether `node`'s own properties match (ancestor scoping aside).
    @MainActor
    package func matchesProperties(of node: AccessibilitySnapshot.Node) -> Bool {
        withUnsafePointer(to: node) { matchesProperties(at: $0) }
    }

    /// ``matchesProperties(of:)`` reading the node in place: a node holds a dozen references, and
    /// copying one per node was a tenth of a resolution's cost.
    @MainActor
    private func matchesProperties(at node: UnsafePointer<AccessibilitySnapshot.Node>) -> Bool {
        if conflicts { return false }
        if let identifier, node.pointee.identifier != identifier { return false }
        if let label, Node.label(at: node) != label { return false }
        if let value, Node.value(at: node) != value { return false }
        if let placeholder, Node.placeholder(at: node) != placeholder { return false }
        if let kind, node.pointee.kind != kind { return false }
        if !traits.isEmpty, !Node.traits(at: node).isSuperset(of: traits) { return false }
        if let labelContains, !labelContains.isEmpty {
            guard let label = Node.label(at: node), label.range(of: labelContains, options: .caseInsensitive) != nil else { return false }
        }
        if let ref, node.pointee.ref != ref { return false }
        return true
    }

    /// Every node of `snapshot` this query matches, in snapshot order. Linear in the snapshot size
    /// (times the number of nested scopes): scopes are resolved by one pass that marks the subtrees
    /// of matching ancestors, never by walking up from each node.
    @MainActor
    package func matches(in snapshot: AccessibilitySnapshot) -> [AccessibilitySnapshot.Node] {
        var found: [AccessibilitySnapshot.Node] = []
        if !ancestors.isEmpty {
            let flags = matchFlags(in: snapshot)
            for index in flags.indices where flags[index] { found.append(snapshot.nodes[index]) }
            return found
        }
        // Unscoped (the usual query): no flags to allocate, one pass over the nodes in place.
        snapshot.nodes.withUnsafeBufferPointer { nodes in
            guard let first = nodes.baseAddress else { return }
            for index in nodes.indices where matchesProperties(at: first + index) { found.append(nodes[index]) }
        }
        return found
    }

    /// `flags[i]` is true when node `i` matches, scopes included.
    @MainActor
    func matchFlags(in snapshot: AccessibilitySnapshot) -> [Bool] {
        var inScope = [Bool](repeating: true, count: snapshot.nodes.count)
        for ancestor in ancestors {
            let anchors = ancestor.matchFlags(in: snapshot)
            let below = Self.strictlyBelow(anchors, in: snapshot)
            for index in inScope.indices where !below[index] { inScope[index] = false }
        }
        var flags = inScope
        snapshot.nodes.withUnsafeBufferPointer { nodes in
            guard let first = nodes.baseAddress else { return }
            for index in nodes.indices where flags[index] {
                flags[index] = matchesProperties(at: first + index)
            }
        }
        return flags
    }

    /// Marks the nodes that have a marked strict ancestor. Nodes come parents first, so one pass does.
    @MainActor
    private static func strictlyBelow(_ anchors: [Bool], in snapshot: AccessibilitySnapshot) -> [Bool] {
        var below = [Bool](repeating: false, count: anchors.count)
        let nodes = snapshot.nodes
        for index in nodes.indices {
            let parent = nodes[index].parent
            guard parent >= 0 else { continue }
            below[index] = below[parent] || anchors[parent]
        }
        return below
    }
}
