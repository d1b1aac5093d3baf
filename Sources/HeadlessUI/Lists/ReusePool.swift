import Foundation

/// Views that left the screen, waiting per reuse identifier to be handed out again: the queue a
/// table view keeps for its cells and a collection view for its cells and supplementary views.
/// Last in, first out (the most recently retired view comes back first); at most ``limit`` views
/// wait per identifier, further ones are dropped.
struct ReusePool<View: AnyObject> {
    /// Most views kept waiting per identifier.
    let limit: Int
    private var waiting: [String: [View]] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// A waiting view for `identifier`, removed from the pool, or nil when none waits.
    mutating func take(_ identifier: String) -> View? {
        guard var views = waiting[identifier], let view = views.popLast() else { return nil }
        waiting[identifier] = views
        return view
    }

    /// Puts `view` in `identifier`'s queue unless the queue is full.
    mutating func put(_ view: View, identifier: String) {
        var views = waiting[identifier, default: []]
        guard views.count < limit, !views.contains(where: { $0 === view }) else { return }
        views.append(view)
        waiting[identifier] = views
    }

    /// How many views wait for `identifier`.
    func count(for identifier: String) -> Int {
        waiting[identifier]?.count ?? 0
    }
}
