import KassSupport
/// Which tests must catch which defect, generated from `/// Catches` lines and stored as
/// `ReferenceSuite/mutants.json`. Test ids are XCTest filters: `ReferenceSuite.TransferTests/test_transfer_submitOnce`.
///
/// The JSON text is stable (keys and lists sorted, two-space indent, one test per line) so that
/// `kass mutants --check` can compare it byte for byte and show a readable diff:
///
/// ```json
/// {
///   "defects": {
///     "transfer-double-submit": [
///       "ReferenceSuite.TransferTests/test_transfer_submitOnce"
///     ]
///   },
///   "tests": [
///     "ReferenceSuite.TransferTests/test_transfer_submitOnce"
///   ]
/// }
/// ```
struct MutantManifest: Equatable, Sendable, Codable {
    /// Defect id → the tests that must fail when it is switched on (sorted, no duplicates).
    var defects: [String: [String]]
    /// Every test found in the suite, sorted.
    var tests: [String]

    /// A manifest; the lists are sorted and de-duplicated.
    init(defects: [String: [String]], tests: [String]) {
        self.defects = defects.mapValues { Array(Set($0)).sorted() }
        self.tests = Array(Set(tests)).sorted()
    }

    /// Every defect id, sorted.
    var defectIDs: [String] { defects.keys.sorted() }

    /// The tests listed for `defectIDs`, sorted, each once.
    func tests(catching defectIDs: [String]) -> [String] {
        Array(Set(defectIDs.flatMap { defects[$0] ?? [] })).sorted()
    }

    /// The stable JSON text, ending with a newline.
    var jsonText: String {
        var lines = ["{", "  \"defects\": {"]
        let ids = defectIDs
        for (index, id) in ids.enumerated() {
            let tests = defects[id] ?? []
            let comma = index < ids.count - 1 ? "," : ""
            if tests.isEmpty {
                lines.append("    \(JSONString.quoted(id)): []\(comma)")
                continue
            }
            lines.append("    \(JSONString.quoted(id)): [")
            lines += tests.enumerated().map { "      \(JSONString.quoted($1))\($0 < tests.count - 1 ? "," : "")" }
            lines.append("    ]\(comma)")
        }
        lines.append("  },")
        if tests.isEmpty {
            lines.append("  \"tests\": []")
        } else {
            lines.append("  \"tests\": [")
            lines += tests.enumerated().map { "    \(JSONString.quoted($1))\($0 < tests.count - 1 ? "," : "")" }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
