// Definition rows: how a chain of required equalities stays linear in size.
//
// When a constraint introduces a fresh external variable `x` (no row mentions it) and every other
// variable it mentions is already basic, its row `x = c + Σ a·y + markers` is stored as written,
// *referring* to the basic variables `y` instead of replacing each `y` by its row. Such a row is a
// *definition*. In a chain `x0 == 0, x[i] == x[i-1] + c`, the fully substituted rows would hold
// every earlier marker (n(n+1)/2 terms in all); the definitions hold two or three terms each.
//
// Invariants:
// - Only rows of external symbols are definitions. Restricted rows and the objectives never mention
//   a basic symbol, so the simplex loops, the ratio tests and conflict explanations see exactly the
//   rows they would see without definitions.
// - References are acyclic: a definition is only made for a symbol no row mentions, so nothing can
//   refer to it yet; later substitutions only insert rows of parametric symbols.
// - A definition's *expansion* (references replaced recursively) is the row the solver would hold
//   without definitions, so a marker's column still describes how a constant change propagates:
//   shifting the rows that mention it explicitly shifts everything that refers to them.
//
// Values of definitions are evaluated on demand (memoised until the next change to any row); a
// definition that must take part in a pivot is first replaced by its expansion.

extension SolverTableau {
    /// The value of the definition of `symbol`: its constant plus its references' values.
    mutating func evaluateDefinition(_ symbol: SolverSymbol) -> Double {
        if valueStamps[symbol.id] == valueGeneration { return valueCache[symbol.id] }
        var stack = [symbol]
        while let node = stack.last {
            if valueStamps[node.id] == valueGeneration {
                stack.removeLast()
                continue
            }
            var sum = rowStore[node.id]!.constant
            var pending = false
            for term in rowStore[node.id]!.terms where rowStore[term.symbol.id] != nil {
                let id = term.symbol.id
                if !isDefinition[id] {
                    sum += term.coefficient * rowStore[id]!.constant
                } else if valueStamps[id] == valueGeneration {
                    sum += term.coefficient * valueCache[id]
                } else {
                    pending = true
                    stack.append(term.symbol)
                }
            }
            if !pending {
                valueCache[node.id] = sum
                valueStamps[node.id] = valueGeneration
                stack.removeLast()
            }
        }
        return valueCache[symbol.id]
    }

    /// `row` with every basic symbol replaced, recursively, by its row: a row over parametric symbols
    /// only. Each definition reachable from `row` is expanded once (in topological order), so the cost
    /// is linear in the rows reached.
    mutating func reduced(_ row: SolverRow) -> SolverRow {
        guard row.terms.contains(where: { rowStore[$0.symbol.id] != nil }) else { return row }
        let order = basicPostorder(from: row.terms.map(\.symbol))
        var multipliers: [Int: Double] = [:]
        var parametric: [Int: (symbol: SolverSymbol, coefficient: Double)] = [:]
        var constant = row.constant
        func accumulate(_ symbol: SolverSymbol, _ coefficient: Double, basic: Bool) {
            if basic {
                multipliers[symbol.id, default: 0] += coefficient
            } else {
                parametric[symbol.id, default: (symbol, 0)].coefficient += coefficient
            }
        }
        for term in row.terms { accumulate(term.symbol, term.coefficient, basic: rowStore[term.symbol.id] != nil) }
        for node in order.reversed() {
            guard let multiplier = multipliers[node.id], multiplier != 0 else { continue }
            let nodeRow = rowStore[node.id]!
            constant += nodeRow.constant * multiplier
            for term in nodeRow.terms {
                accumulate(term.symbol, term.coefficient * multiplier, basic: rowStore[term.symbol.id] != nil)
            }
        }
        var result = SolverRow(constant: constant)
        for id in parametric.keys.sorted() {
            let entry = parametric[id]!
            result.insert(entry.symbol, coefficient: entry.coefficient)
        }
        return result
    }

    /// The basic symbols reachable from `roots` through definitions, each once, every symbol after
    /// the symbols its row refers to (depth-first post-order).
    mutating func basicPostorder(from roots: [SolverSymbol]) -> [SolverSymbol] {
        markGeneration += 1
        var order: [SolverSymbol] = []
        var stack: [(symbol: SolverSymbol, next: Int)] = []
        for root in roots where rowStore[root.id] != nil && marks[root.id] != markGeneration {
            marks[root.id] = markGeneration
            stack.append((root, 0))
            while let top = stack.last {
                let terms = isDefinition[top.symbol.id] ? rowStore[top.symbol.id]!.terms : []
                var index = top.next
                var child: SolverSymbol?
                while index < terms.count {
                    let symbol = terms[index].symbol
                    index += 1
                    if rowStore[symbol.id] != nil, marks[symbol.id] != markGeneration {
                        child = symbol
                        break
                    }
                }
                stack[stack.count - 1].next = index
                if let child {
                    marks[child.id] = markGeneration
                    stack.append((child, 0))
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// Replaces the definition of `basic` by its expansion (before it takes part in a pivot).
    mutating func reduceDefinition(_ basic: SolverSymbol) {
        guard isDefinition[basic.id], let row = removeRow(basic: basic) else { return }
        addRow(reduced(row), basic: basic)
    }

    /// Removes the row of `basic`, first replacing `basic` by its row wherever a definition refers to
    /// it (so the definitions keep their expansions).
    mutating func eliminateBasic(_ basic: SolverSymbol) {
        guard let row = rowStore[basic.id] else { return }
        if !rowsContaining(basic).isEmpty { substitute(basic, with: row) }
        removeRow(basic: basic)
    }

    /// Whether the expansion of the basic `symbol`'s row may mention a parametric external symbol.
    mutating func mayReachFreeExternal(_ symbol: SolverSymbol) -> Bool {
        if !isDefinition[symbol.id] { return rowStore[symbol.id]!.terms.contains { isFreeExternal($0.symbol) } }
        if freeExternalFlagsAreStale { refreshFreeExternalFlags() }
        return freeExternalFlags[symbol.id]
    }

    /// Whether no row mentions `symbol`.
    mutating func isUnmentioned(_ symbol: SolverSymbol) -> Bool {
        rowsContaining(symbol).isEmpty
    }

    private func isFreeExternal(_ symbol: SolverSymbol) -> Bool {
        symbol.kind == .external && rowStore[symbol.id] == nil
    }

    /// Recomputes every definition's flag exactly (after an external symbol left the basis).
    private mutating func refreshFreeExternalFlags() {
        freeExternalFlagsAreStale = false
        let definitions = rowStore.indices.filter { isDefinition[$0] }.map { SolverSymbol(id: $0, kind: .external) }
        for node in basicPostorder(from: definitions) where isDefinition[node.id] {
            freeExternalFlags[node.id] = rowStore[node.id]!.terms.contains { term in
                if isFreeExternal(term.symbol) { return true }
                guard let referenced = rowStore[term.symbol.id] else { return false }
                if isDefinition[term.symbol.id] { return freeExternalFlags[term.symbol.id] }
                return referenced.terms.contains { isFreeExternal($0.symbol) }
            }
        }
    }
}
