/// The lexicographic objective the simplex minimises: one level per optional priority, highest first.
///
/// Level `k` holds `constant + Σ cost·symbol` over the parametric symbols. A symbol's reduced cost is
/// the vector of its costs across levels, compared lexicographically from the highest priority
/// downwards: that is what makes a higher priority dominate any number of lower ones.
///
/// The objective remembers which symbols had a cost change since they were last checked
/// (`candidates`), so picking an entering symbol does not scan every cost: the solver stays
/// near-linear when thousands of optional constraints sit at their optimum.
struct SolverObjective {
    struct Level {
        let priority: Double
        var costs: [SolverSymbol: Double] = [:]
        var constant: Double = 0
        /// How many constraints keep error terms at this priority.
        var users = 0
    }

    /// Sorted by descending priority.
    private(set) var levels: [Level] = []
    private var candidates: Set<SolverSymbol> = []

    /// The index of the level for `priority`, creating it if needed.
    mutating func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority == priority { return middle }
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        levels.insert(Level(priority: priority), at: low)
        return low
    }

    /// Counts one more constraint with errors at `priority`, returning the level index.
    mutating func retainLevel(for priority: Double) -> Int {
        let index = levelIndex(for: priority)
        levels[index].users += 1
        return index
    }

    /// Counts one constraint fewer at `priority`; drops the level when nobody uses it (its costs are
    /// zero by then, up to rounding).
    mutating func releaseLevel(for priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].users -= 1
        if levels[index].users <= 0 { levels.remove(at: index) }
    }

    /// The value of the top level (the only level of the phase-one objective).
    var primaryValue: Double { levels.first?.constant ?? 0 }

    func cost(of symbol: SolverSymbol, level: Int) -> Double {
        levels[level].costs[symbol] ?? 0
    }

    /// The parametric symbols with a non-zero cost at some level.
    var symbolsWithCost: Set<SolverSymbol> {
        var result: Set<SolverSymbol> = []
        for level in levels { result.formUnion(level.costs.keys) }
        return result
    }

    mutating func add(_ symbol: SolverSymbol, coefficient: Double, level: Int) {
        let sum = (levels[level].costs[symbol] ?? 0) + coefficient
        levels[level].costs[symbol] = nearZero(sum) ? nil : sum
        candidates.insert(symbol)
    }

    mutating func add(_ row: SolverRow, times multiplier: Double, level: Int) {
        levels[level].constant += row.constant * multiplier
        for term in row.terms { add(term.symbol, coefficient: term.coefficient * multiplier, level: level) }
    }

    /// Replaces `symbol`, which just became basic, by its row.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for level in levels.indices {
            guard let cost = levels[level].costs.removeValue(forKey: symbol) else { continue }
            add(row, times: cost, level: level)
        }
    }

    /// Drops every cost of `symbol` (the artificial variable when phase one ends).
    mutating func remove(_ symbol: SolverSymbol) {
        for level in levels.indices { levels[level].costs[symbol] = nil }
    }

    /// `-1`, `0` or `1`: the lexicographic sign of the symbol's reduced cost.
    func sign(of symbol: SolverSymbol) -> Int {
        for level in levels {
            let cost = level.costs[symbol] ?? 0
            if cost < -solverEpsilon { return -1 }
            if cost > solverEpsilon { return 1 }
        }
        return 0
    }

    /// Bland's rule: the pivotable symbol with the smallest identifier whose reduced cost is negative,
    /// or `nil` at the optimum.
    mutating func chooseEntering() -> SolverSymbol? {
        var best: SolverSymbol?
        var settled: [SolverSymbol] = []
        for symbol in candidates {
            if symbol.isPivotable, sign(of: symbol) < 0 {
                if best == nil || symbol.id < best!.id { best = symbol }
            } else {
                settled.append(symbol)
            }
        }
        for symbol in settled { candidates.remove(symbol) }
        return best
    }

    /// Whether `lhs.cost / lhsCoefficient` is lexicographically smaller than `rhs.cost / rhsCoefficient`
    /// (the dual simplex ratio test), ties broken by the smaller identifier.
    func ratio(_ lhs: SolverSymbol, _ lhsCoefficient: Double, isLessThan rhs: SolverSymbol, _ rhsCoefficient: Double) -> Bool {
        for level in levels {
            let left = (level.costs[lhs] ?? 0) / lhsCoefficient
            let right = (level.costs[rhs] ?? 0) / rhsCoefficient
            if left != right { return left < right }
        }
        return lhs.id < rhs.id
    }
}
