/// A line diff in the unified format (`---`/`+++` headers, `@@ -a,b +c,d @@` hunks, three lines
/// of context), used by `kass mutants --check` to show how a manifest drifted. Pure.
///
/// ```swift
/// UnifiedDiff.render(old: "a\nb\n", new: "a\nc\n", oldName: "on disk", newName: "generated")
/// // --- on disk
/// // +++ generated
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
enum UnifiedDiff {
    /// One line of an edit script.
    enum Line: Equatable, Sendable {
        /// Present in both texts.
        case same(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    /// The unified diff of two texts, or an empty string when they are equal.
    static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let script = edits(old: lines(of: old), new: lines(of: new))
        guard script.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(of: script, context: context) {
            output.append(hunk.header)
            output.append(contentsOf: hunk.lines.map(render))
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The shortest edit script turning `old` into `new` (longest common subsequence; removals
    /// before additions within a change).
    static func edits(old: [String], new: [String]) -> [Line] {
        let rows = old.count, columns = new.count
        var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var script: [Line] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[i] == new[j] {
                script.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
                script.append(.removed(old[i]))
                i += 1
            } else {
                script.append(.added(new[j]))
                j += 1
            }
        }
        return script
    }

    /// The lines of `text`; a final newline does not make an extra empty line.
    static func lines(of text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    private struct Hunk {
        var oldStart: Int
        var newStart: Int
        var lines: [Line]

        var header: String {
            let oldCount = lines.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = lines.filter { if case .removed = $0 { return false } else { return true } }.count
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }

        private func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
        }
    }

    private static func hunks(of script: [Line], context: Int) -> [Hunk] {
        let changed = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(index - context, 0), high = min(index + context, script.count - 1)
            if let last = groups.last, low <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...high
            } else {
                groups.append(low...high)
            }
        }
        return groups.map { group in
            var oldLine = 1, newLine = 1
            for line in script[..<group.lowerBound] {
                switch line {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            return Hunk(oldStart: oldLine, newStart: newLine, lines: Array(script[group]))
        }
    }

    private static func render(_ line: Line) -> String {
        switch line {
        case .same(let text): return " " + text
        case .removed(let text): return "-" + text
        case .added(let text): return "+" + text
        }
    }
}
