/// A row of the tableau: `basic = constant + Σ coefficient·symbol`, or, while a constraint is being
/// added, the equation `0 = constant + Σ coefficient·symbol`.
///
/// Terms are kept sorted by symbol identifier (so merges are linear and iteration is deterministic)
/// and never hold a coefficient within ``solverEpsilon`` of zero.
struct SolverRow {
    struct Term {
        var symbol: SolverSymbol
        var coefficient: Double
    }

    /// Symbols that appeared in or vanished from a row during a merge: the tableau uses them to keep
    /// its column index current.
    struct Changes {
        var added: [SolverSymbol] = []
        var removed: [SolverSymbol] = []

        mutating func reset() {
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
        }
    }

    var constant: Double
    private(set) var terms: [Term] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            let id = terms[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Whether a term for `symbol` is present.
    func contains(_ symbol: SolverSymbol) -> Bool {
        position(of: symbol).found
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let spot = position(of: symbol)
        return spot.found ? terms[spot.index].coefficient : 0
    }

    /// Whether every term is a dummy (or there are no terms).
    var hasOnlyDummies: Bool { terms.allSatisfy { $0.symbol.kind == .dummy } }

    /// Adds `coefficient·symbol`, removing the term if it cancels. Returns whether the symbol was added
    /// (`true`), removed (`false`), or neither (`nil`).
    @discardableResult
    mutating func insert(_ symbol: SolverSymbol, coefficient: Double) -> Bool? {
        let spot = position(of: symbol)
        if spot.found {
            let sum = terms[spot.index].coefficient + coefficient
            if nearZero(sum) {
                terms.remove(at: spot.index)
                return false
            }
            terms[spot.index].coefficient = sum
            return nil
        }
        guard !nearZero(coefficient) else { return nil }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: spot.index)
        return true
    }

    /// Adds `multiplier × other` (constant included), recording the symbols that appear or vanish.
    mutating func insert(_ other: SolverRow, times multiplier: Double, changes: inout Changes) {
        constant += other.constant * multiplier
        guard !other.terms.isEmpty else { return }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var mine = 0, theirs = 0
        while mine < terms.count || theirs < other.terms.count {
            if theirs == other.terms.count || (mine < terms.count && terms[mine].symbol.id < other.terms[theirs].symbol.id) {
                merged.append(terms[mine])
                mine += 1
            } else if mine == terms.count || other.terms[theirs].symbol.id < terms[mine].symbol.id {
                let term = other.terms[theirs]
                let coefficient = term.coefficient * multiplier
                if !nearZero(coefficient) {
                    merged.append(Term(symbol: term.symbol, coefficient: coefficient))
                    changes.added.append(term.symbol)
                }
                theirs += 1
            } else {
                let symbol = terms[mine].symbol
                let sum = terms[mine].coefficient + other.terms[theirs].coefficient * multiplier
                if nearZero(sum) {
                    changes.removed.append(symbol)
                } else {
                    merged.append(Term(symbol: symbol, coefficient: sum))
                }
                mine += 1
                theirs += 1
            }
        }
        terms = merged
    }

    /// Removes the term for `symbol` and returns its coefficient (`0` when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double {
        let spot = position(of: symbol)
        guard spot.found else { return 0 }
        return terms.remove(at: spot.index).coefficient
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Turns the equation `0 = row` into `symbol = …`, removing `symbol` from the terms.
    mutating func solve(for symbol: SolverSymbol) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `basic = row` into `entering = …`: `basic` becomes a term, `entering` leaves the terms.
    mutating func solve(basic: SolverSymbol, for entering: SolverSymbol) {
        insert(basic, coefficient: -1)
        solve(for: entering)
    }
}
