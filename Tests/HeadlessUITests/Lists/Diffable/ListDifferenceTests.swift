@testable import HeadlessUI
import XCTest

/// The pure difference engine, table-driven: states are written `"A:abc B:de"` (section `A` with
/// items `a`, `b`, `c`...), the expected difference in the compact form of `describe(_:)`.
final class ListDifferenceTests: XCTestCase {
    private struct Case {
        var name: String
        var old: String
        var new: String
        var reloadedSections: String = ""
        var reloaded: String = ""
        var reconfigured: String = ""
        var expected: String
    }

    private let cases: [Case] = [
        Case(name: "same state", old: "A:abc B:d", new: "A:abc B:d", expected: ""),
        Case(name: "insert item", old: "A:abc", new: "A:abxc", expected: "ins[0.2]"),
        Case(name: "delete item", old: "A:abc", new: "A:ac", expected: "del[0.1]"),
        Case(name: "move to end", old: "A:abcd", new: "A:bcda", expected: "mov[0.0>0.3]"),
        Case(name: "swap", old: "A:ab", new: "A:ba", expected: "mov[0.1>0.0]"),
        Case(name: "reverse moves the fewest", old: "A:abc", new: "A:cba", expected: "mov[0.2>0.0 0.1>0.1]"),
        Case(name: "move across sections", old: "A:ab B:c", new: "A:a B:bc", expected: "mov[0.1>1.0]"),
        Case(name: "insert section", old: "A:a", new: "A:a B:bc", expected: "insS[1]"),
        Case(name: "delete section", old: "A:a B:bc", new: "B:bc", expected: "delS[0]"),
        Case(name: "move section", old: "A:a B:b C:c", new: "C:c A:a B:b", expected: "movS[2>0]"),
        Case(name: "reload item", old: "A:abc", new: "A:abc", reloaded: "b", expected: "rel[0.1]"),
        Case(name: "reload of a moved item replaces it", old: "A:ab", new: "A:ba", reloaded: "b", expected: "del[0.1] ins[0.0]"),
        Case(name: "reconfigure item", old: "A:abc", new: "A:acb", reconfigured: "b", expected: "mov[0.2>0.1] cfg[0.1]"),
        Case(name: "reload mark on a new item is dropped", old: "A:a", new: "A:ab", reloaded: "b", expected: "ins[0.1]"),
        Case(name: "item out of a deleted section", old: "A:a B:b", new: "A:ab", expected: "delS[1] ins[0.1]"),
        Case(name: "reloaded section covers its rows", old: "A:ab", new: "A:abc", reloadedSections: "A", expected: "relS[0]"),
        Case(name: "reloaded and moved section is replaced", old: "A:a B:b C:c", new: "B:b C:c A:a", reloadedSections: "A",
             expected: "delS[0] insS[2]"),
        Case(name: "mixed", old: "A:abcd B:efg", new: "B:fex A:dbc",
             expected: "movS[1>0] del[0.0 1.2] ins[0.2] mov[1.1>0.0 0.3>1.0]"),
        Case(name: "repeated old item: later copy deleted", old: "A:aba", new: "A:ab", expected: "del[0.2]"),
        Case(name: "repeated new item: later copy inserted", old: "A:ab", new: "A:aba", expected: "ins[0.2]"),
    ]

    func test_difference_table() {
        for row in cases {
            let difference = ListDifference<String, String>(
                from: Self.parse(row.old), to: Self.parse(row.new),
                reloadedSections: row.reloadedSections.map { String($0) },
                reloadedItems: row.reloaded.map { String($0) }, reconfiguredItems: row.reconfigured.map { String($0) }
            )
            XCTAssertEqual(Self.describe(difference), row.expected, row.name)
            XCTAssertNil(Self.problem(difference, from: Self.parse(row.old), to: Self.parse(row.new)), row.name)
        }
    }

    /// Random edits of a 3-section list: every difference is a consistent batch that takes every
    /// kept item to its new position.
    func test_difference_randomEdits_areConsistentBatches() {
        var generator = SeededGenerator(seed: 14)
        for round in 0..<300 {
            let old = Self.randomState(&generator)
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) { Self.randomEdit(&new, &generator) }
            let difference = ListDifference<String, String>(from: old, to: new)
            XCTAssertNil(Self.problem(difference, from: old, to: new), "round \(round): \(old) → \(new)")
        }
    }

    func test_longestIncreasingSubsequence_isLongestAndIncreasing() {
        XCTAssertEqual(ListDifference<Int, Int>.longestIncreasingSubsequence([3, 0, 1, 4, 2, 5]), [0, 1, 2, 5])
        XCTAssertEqual(ListDifference<Int, Int>.longestIncreasingSubsequence([]), [])
        XCTAssertEqual(ListDifference<Int, Int>.longestIncreasingSubsequence([2, 1, 0]).count, 1)
    }

    // MARK: Helpers

    static func parse(_ text: String) -> (sections: [String], items: [[String]]) {
        let parts = text.split(separator: " ").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        return (parts.map { String($0[0]) }, parts.map { $0[1].map { String($0) } })
    }

    static func describe(_ difference: ListDifference<String, String>) -> String {
        func paths(_ list: [IndexPath]) -> String { list.map { "\($0.section).\($0.row)" }.joined(separator: " ") }
        func indexes(_ set: IndexSet) -> String { set.map(String.init).joined(separator: " ") }
        var parts: [String] = []
        if !difference.deletedSections.isEmpty { parts.append("delS[\(indexes(difference.deletedSections))]") }
        if !difference.insertedSections.isEmpty { parts.append("insS[\(indexes(difference.insertedSections))]") }
        if !difference.reloadedSections.isEmpty { parts.append("relS[\(indexes(difference.reloadedSections))]") }
        if !difference.movedSections.isEmpty {
            parts.append("movS[" + difference.movedSections.map { "\($0.from)>\($0.to)" }.joined(separator: " ") + "]")
        }
        if !difference.deletedItems.isEmpty { parts.append("del[\(paths(difference.deletedItems))]") }
        if !difference.insertedItems.isEmpty { parts.append("ins[\(paths(difference.insertedItems))]") }
        if !difference.reloadedItems.isEmpty { parts.append("rel[\(paths(difference.reloadedItems))]") }
        if !difference.movedItems.isEmpty {
            let moves = difference.movedItems.map { "\($0.from.section).\($0.from.row)>\($0.to.section).\($0.to.row)" }
            parts.append("mov[" + moves.joined(separator: " ") + "]")
        }
        if !difference.reconfiguredItems.isEmpty { parts.append("cfg[\(paths(difference.reconfiguredItems))]") }
        return parts.joined(separator: " ")
    }

    /// Checks the difference as a table batch: UIKit's count rules hold, and every item kept in a
    /// section that is neither replaced nor reloaded lands where the new state has it.
    static func problem(
        _ difference: ListDifference<String, String>,
        from old: (sections: [String], items: [[String]]), to new: (sections: [String], items: [[String]])
    ) -> String? {
        var batch = TableBatch()
        batch.deletedSections = difference.deletedSections
        batch.insertedSections = difference.insertedSections
        batch.reloadedSections = difference.reloadedSections
        batch.movedSections = difference.movedSections.map { TableBatch.SectionMove(from: $0.from, to: $0.to) }
        batch.deletedRows = difference.deletedItems
        batch.insertedRows = difference.insertedItems
        batch.reloadedRows = difference.reloadedItems
        batch.movedRows = difference.movedItems.map { TableBatch.RowMove(from: $0.from, to: $0.to) }
        let oldCounts = old.items.map(\.count)
        let newCounts = new.items.map(\.count)
        if let problem = batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts) { return problem }
        let mapping = batch.mapping(oldCounts: oldCounts)
        for (section, items) in old.items.enumerated() {
            for (row, item) in items.enumerated() {
                guard let moved = mapping.newPath(for: IndexPath(row: row, section: section)) else { continue }
                guard new.items.indices.contains(moved.section), new.items[moved.section].indices.contains(moved.row),
                      new.items[moved.section][moved.row] == item else {
                    return "\(item) at \(section).\(row) went to \(moved.section).\(moved.row)"
                }
            }
        }
        return nil
    }

    static func randomState(_ generator: inout SeededGenerator) -> (sections: [String], items: [[String]]) {
        var next = 0
        let sections = ["A", "B", "C"]
        let items = sections.map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                next += 1
                return "i\(next)"
            }
        }
        return (sections, items)
    }

    static func randomEdit(_ state: inout (sections: [String], items: [[String]]), _ generator: inout SeededGenerator) {
        let section = Int.random(in: 0..<state.sections.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            state.items[section].insert("n\(Int.random(in: 0...1_000_000, using: &generator))",
                                        at: Int.random(in: 0...state.items[section].count, using: &generator))
        case 1 where !state.items[section].isEmpty:
            state.items[section].remove(at: Int.random(in: 0..<state.items[section].count, using: &generator))
        case 2 where !state.items[section].isEmpty:
            let item = state.items[section].remove(at: Int.random(in: 0..<state.items[section].count, using: &generator))
            let target = Int.random(in: 0..<state.sections.count, using: &generator)
            state.items[target].insert(item, at: Int.random(in: 0...state.items[target].count, using: &generator))
        case 3 where state.sections.count > 1:
            let from = Int.random(in: 0..<state.sections.count, using: &generator)
            let moved = (state.sections.remove(at: from), state.items.remove(at: from))
            let to = Int.random(in: 0...state.sections.count, using: &generator)
            state.sections.insert(moved.0, at: to)
            state.items.insert(moved.1, at: to)
        case 4 where state.sections.count > 1:
            state.sections.remove(at: section)
            state.items.remove(at: section)
        default:
            state.sections.append("S\(Int.random(in: 0...1_000_000, using: &generator))")
            state.items.append(["x\(Int.random(in: 0...1_000_000, using: &generator))"])
        }
    }
}
