/// The tolerance below which the solver treats a coefficient, constant or cost as zero.
let solverEpsilon = 1e-8

/// Whether `value` is zero within ``solverEpsilon``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < solverEpsilon && value > -solverEpsilon
}

/// A column of the simplex tableau. Identifiers grow in creation order and are never reused, so
/// ordering symbols by identifier is deterministic (Bland's rule and every tie-break use it).
struct SolverSymbol: Hashable, Comparable {
    /// What the symbol stands for.
    enum Kind: UInt8 {
        /// A user's ``LayoutVariable``: unrestricted in sign.
        case external
        /// The slack of an inequality: `≥ 0`.
        case slack
        /// The error of an optional constraint: `≥ 0`, penalised in the objective.
        case error
        /// The marker of a required equality: always `0`, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the symbol must stay non-negative (everything but external variables).
    var isRestricted: Bool { kind != .external }
    /// Whether the symbol may enter the basis during optimisation (slacks and errors).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }

    // The identifier alone identifies a symbol (the kind is fixed at creation): hashing and comparing
    // only it keeps the tableau's dictionaries cheap.
    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A binary min-heap of symbols ordered by identifier: the dual simplex takes its infeasible rows
/// from it in a deterministic order. Duplicates are allowed; readers re-check the row.
struct SymbolHeap {
    private var storage: [SolverSymbol] = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

    mutating func push(_ symbol: SolverSymbol) {
        storage.append(symbol)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].id < storage[parent].id else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> SolverSymbol? {
        guard let first = storage.first else { return nil }
        let last = storage.removeLast()
        if storage.isEmpty { return first }
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < storage.count, storage[left].id < storage[smallest].id { smallest = left }
            if right < storage.count, storage[right].id < storage[smallest].id { smallest = right }
            if smallest == parent { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
