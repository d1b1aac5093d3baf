import Foundation
@testable import KassTool
import XCTest

/// The equivalent-mutants list file: entries by place or by id, each with a reason; malformed
/// entries are errors, entries that name no mutant are warnings.
final class EquivalentListTests: XCTestCase {
    private func list(_ text: String) throws -> EquivalentList {
        try EquivalentList.parse(Data(text.utf8), displayPath: "equivalent-mutants.json")
    }

    private func message(_ text: String) -> String {
        do {
            _ = try list(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private let cart = """
        func total(_ a: Int, _ b: Int) -> Int {
            return a + b
        }
        func show() {
            label.text = "Total"
        }
        """

    func test_list_setsMutantsApartByPlaceAndByIDAndWarnsAboutStaleEntries() throws {
        // Mutants: 1 arithmetic (line 2), 2 assignment-removal and 3 string-literal (line 5), 4 call-removal, 5 integer-literal.
        let entries = try list("""
            [
              {"file": "A/Cart.swift", "line": 5, "operator": "string-literal", "reason": "the label is replaced before it shows"},
              {"id": 4, "reason": "g has no effect a user can see"},
              {"file": "A/Cart.swift", "line": 2, "operator": "*", "reason": "b is always 0 here"},
              {"file": "A/Cart.swift", "line": 40, "reason": "moved away"}
            ]
            """)
        let files = [("A/Cart.swift", cart), ("A/More.swift", "func f() { g(1) }")].map { path, source in
            SourceMutantPlan.File(path: path, source: source, finder: MutationPointFinder(source: source))
        }
        let plan = SourceMutantPlan.plan(files: files, selection: .init(equivalentList: entries))
        XCTAssertEqual(plan.equivalents.map { "#\($0.mutant.id) \($0.mutant.mutationOperator.rawValue): \($0.reason)" }, [
            "#1 arithmetic: b is always 0 here", "#3 string-literal: the label is replaced before it shows",
            "#4 call-removal: g has no effect a user can see",
        ])
        XCTAssertEqual(plan.mutants.map(\.id), [2, 5])
        XCTAssertEqual(plan.warnings, [
            "equivalent-mutants.json: entry 4 (A/Cart.swift:40 *) names no mutant; the code changed or moved. "
                + "Update the entry or remove it.",
        ])
    }

    func test_list_malformedEntriesAreErrors() {
        XCTAssertEqual(
            message(#"[{"file": "A.swift", "line": 3}]"#),
            "equivalent-mutants.json: entry 1: say why the mutant is equivalent: \"reason\": \"…\" (what makes every behaviour the same)."
        )
        XCTAssertEqual(
            message(#"[{"id": 3, "file": "A.swift", "line": 3, "reason": "r"}]"#),
            "equivalent-mutants.json: entry 1: name the mutant by \"id\" or by \"file\" and \"line\", not both."
        )
        XCTAssertTrue(
            message(#"[{"file": "A.swift", "line": 3, "operator": "flip", "reason": "r"}]"#)
                .hasPrefix("equivalent-mutants.json: entry 1: 'flip' is not a mutation operator; use one of *, relational-boundary,")
        )
        XCTAssertEqual(
            message(#"[{"file": "A.swift", "line": 0, "reason": "r"}]"#),
            "equivalent-mutants.json: entry 1: \"line\" must be a whole number of at least 1, not 0."
        )
        XCTAssertEqual(
            message(#"[{"file": "A.swift", "reason": "r"}]"#),
            "equivalent-mutants.json: entry 1: name the mutant: \"id\": N, or \"file\": \"Sources/…swift\" with \"line\": N "
                + "(and \"operator\")."
        )
        XCTAssertEqual(
            message(#"[{"id": 2, "reasn": "r"}]"#),
            "equivalent-mutants.json: entry 1, key \"reasn\": unknown key (did you mean: 'reason'?). "
                + "Keys: id, file, line, operator, reason."
        )
    }
}
