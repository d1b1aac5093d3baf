import Foundation
@testable import KassTool
import XCTest

/// The defects file a project declares its defects in: `id` and `summary` required, `group` and
/// `severity` optional, every mistake named with its entry.
final class DefectFileTests: XCTestCase {
    private func read(_ text: String) throws -> DefectRegistry {
        try DefectRegistry.parse(Data(text.utf8), displayPath: "defects.json")
    }

    private func message(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func test_defectsFile_readsRequiredAndOptionalKeys() throws {
        let registry = try read(#"[{"id": "b", "summary": "B"}, {"id": "a", "summary": "A", "group": "money", "severity": "high"}]"#)
        XCTAssertEqual(registry.defects, [
            Defect(id: "a", group: "money", severity: "high", summary: "A"), Defect(id: "b", group: "defects", severity: "", summary: "B"),
        ])
    }

    func test_defectsFile_mistakesNameTheirEntry() {
        XCTAssertEqual(
            message(#"[{"id": "a", "sumary": "A"}]"#),
            "defects.json: entry 1, key \"sumary\": unknown key (did you mean: 'summary'?). Keys: id, summary, group, severity."
        )
        XCTAssertEqual(message(#"[{"id": "a"}]"#), "defects.json: entry 1 (\"a\"): the key \"summary\" is missing; it is required.")
        XCTAssertEqual(
            message(#"[{"id": "a", "summary": "A"}, {"id": "a", "summary": "B"}]"#),
            "defects.json: entry 2 (\"a\"): the id is already declared by entry 1. Give each defect its own id."
        )
        XCTAssertEqual(
            message(#"[{"id": "a b", "summary": "A"}]"#),
            "defects.json: entry 1 (\"a b\"): The defect id 'a b' is not valid. Use letters, digits, '-', '_' and '.' only."
        )
        XCTAssertEqual(message(#"["a"]"#), "defects.json: entry 1: expected an object ({ … }), found a string.")
        XCTAssertEqual(message("[]"), "defects.json: lists no defect. Declare at least one: [{ \"id\": \"…\", \"summary\": \"…\" }].")
        XCTAssertEqual(
            message("[\n  {\"id\": 'a'}\n]"), "defects.json: line 2, column 10: not valid JSON (Invalid value around character 11.). "
                + "Fix the syntax there."
        )
    }

    func test_defectsFile_missingFileSaysWhereItLooked() {
        let url = URL(fileURLWithPath: "/nonexistent/defects.json")
        XCTAssertThrowsError(try DefectRegistry.read(file: url, displayPath: "defects.json")) { error in
            XCTAssertEqual("\(error)", "defects.json: no such file (looked at /nonexistent/defects.json). Check the path.")
        }
    }
}
