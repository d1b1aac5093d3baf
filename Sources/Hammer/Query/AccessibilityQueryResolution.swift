import Foundation

/// The result of resolving an ``AccessibilityQuery`` against one ``AccessibilitySnapshot``.
///
/// Preference rules, applied in order to all matches:
/// 1. If some matches are visible, the invisible ones are dropped.
/// 2. If some of the rest are actionable (buttons, controls, adjustable elements, text fields, cells,
///    links, keys), the others are dropped.
/// 3. Matches that activate at the same point (within half a point) count as one: a button and its
///    title label, a custom control and the `UIButton` inside it. The actionable one is kept, then the
///    hittable one, then the first in snapshot order.
/// 4. The rest are put in reading order (``AccessibilityReadingOrder``: top to bottom, left to right).
/// 5. One candidate left: ``Outcome-swift.enum/found(_:)``. Several: ``Outcome-swift.enum/multipleMatches(_:)``
///    (the caller throws, or takes the first when `throwOnMultipleMatches` is off). None:
///    ``Outcome-swift.enum/notFound``, with ``nearMatches`` for the message.
@MainActor
package struct AccessibilityQueryResolution {
    /// How a resolution ended.
    package enum Outcome {
        /// Exactly one element is meant.
        case found(AccessibilitySnapshot.Node)
        /// Several elements remain after the preference rules (in reading order).
        case multipleMatches([AccessibilitySnapshot.Node])
        /// Nothing matches.
        case notFound
    }

    /// The query resolved.
    package let query: AccessibilityQuery
    /// Every node the query matches, in snapshot order, before the preference rules.
    package let matches: [AccessibilitySnapshot.Node]
    /// The nodes left after the preference rules, in reading order.
    package let candidates: [AccessibilitySnapshot.Node]
    /// What "did you mean" is ranked from (empty unless nothing matched), read from the snapshot.
    package let nearMatchRequest: NearMatchRequest

    /// Identifiers or labels close to what the query asked for (empty unless nothing matched).
    /// Ranked on each call: read it once, when the failure is reported.
    package var nearMatches: [String] { nearMatchRequest.ranked() }

    /// How the resolution ended.
    package var outcome: Outcome {
        switch candidates.count {
        case 0: return .notFound
        case 1: return .found(candidates[0])
        default: return .multipleMatches(candidates)
        }
    }

    /// The node to act on: the only candidate; with several, the first in reading order unless
    /// `throwOnMultipleMatches` is true (then nil, and the caller reports ``candidates``).
    package func node(throwOnMultipleMatches: Bool) -> AccessibilitySnapshot.Node? {
        if candidates.count == 1 || (!throwOnMultipleMatches && !candidates.isEmpty) { return candidates.first }
        return nil
    }

    init(query: AccessibilityQuery, snapshot: AccessibilitySnapshot) {
        self.query = query
        matches = query.matches(in: snapshot)
        candidates = Self.preferred(matches)
        nearMatchRequest = matches.isEmpty ? snapshot.nearMatchRequest(for: query) : NearMatchRequest()
    }

    static func preferred(_ matches: [AccessibilitySnapshot.Node]) -> [AccessibilitySnapshot.Node] {
        var remaining = matches
        if remaining.contains(where: \.isVisible) { remaining = remaining.filter(\.isVisible) }
        if remaining.contains(where: \.isActionable) { remaining = remaining.filter(\.isActionable) }
        return AccessibilityReadingOrder.sorted(collapsingSameActivationPoint(remaining))
    }

    /// One node per activation point (half-point grid), keeping the best of each group in place of the
    /// group's first member.
    private static func collapsingSameActivationPoint(_ nodes: [AccessibilitySnapshot.Node]) -> [AccessibilitySnapshot.Node] {
        struct PointKey: Hashable { let x: Double, y: Double }
        var kept: [AccessibilitySnapshot.Node] = []
        var slotByPoint: [PointKey: Int] = [:]
        for node in nodes {
            let key = PointKey(
                x: (Double(node.activationPoint.x) * 2).rounded(), y: (Double(node.activationPoint.y) * 2).rounded()
            )
            guard let slot = slotByPoint[key] else {
                slotByPoint[key] = kept.count
                kept.append(node)
                continue
            }
            if rank(node) > rank(kept[slot]) { kept[slot] = node }
        }
        return kept
    }

    private static func rank(_ node: AccessibilitySnapshot.Node) -> Int {
        (node.isActionable ? 2 : 0) + (node.isHittable ? 1 : 0)
    }
}

extension AccessibilitySnapshot {
    /// Resolves `query` against this snapshot with the preference rules of
    /// ``AccessibilityQueryResolution``. Linear in the number of nodes.
    package func resolve(_ query: AccessibilityQuery) -> AccessibilityQueryResolution {
        AccessibilityQueryResolution(query: query, snapshot: self)
    }

    /// The identifiers, labels, values or placeholders of this snapshot nearest to what `query` asks
    /// for (see ``NearMatchRanker``), at most `limit`.
    package func nearMatches(for query: AccessibilityQuery, limit: Int = 3) -> [String] {
        nearMatchRequest(for: query).ranked(limit: limit)
    }

    /// What ``nearMatches(for:limit:)`` ranks, read now and ranked later: for each property `query`
    /// asks for, the strings this snapshot holds.
    package func nearMatchRequest(for query: AccessibilityQuery) -> NearMatchRequest {
        var request = NearMatchRequest()
        func add(_ wanted: String?, _ property: (Node) -> String?) {
            guard let wanted else { return }
            request.add(wanted: wanted, among: nodes.compactMap(property))
        }
        add(query.identifier, \.identifier)
        add(query.label ?? query.labelContains, \.label)
        add(query.value, \.value)
        add(query.placeholder, \.placeholder)
        return request
    }
}
