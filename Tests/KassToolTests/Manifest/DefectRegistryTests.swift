import Foundation
import XCTest
@testable import KassTool

final class DefectRegistryTests: XCTestCase {
    func test_registry_sortsByIDAndFindsDefects() throws {
        let registry = try DefectRegistry([
            Defect(id: "b", group: "state", severity: "low", summary: "B"),
            Defect(id: "a", group: "money", severity: "high", summary: "A"),
        ])
        XCTAssertEqual(registry.ids, ["a", "b"])
        XCTAssertEqual(registry.defect(withID: "b")?.summary, "B")
        XCTAssertFalse(registry.contains("c"))
    }

    func test_registry_rejectsEmptyDuplicateAndInvalidIDs() {
        XCTAssertThrowsError(try DefectRegistry([])) { XCTAssertEqual($0 as? DefectRegistryError, .empty) }
        let twice = [Defect(id: "a", group: "", severity: "", summary: ""), Defect(id: "a", group: "", severity: "", summary: "")]
        XCTAssertThrowsError(try DefectRegistry(twice)) {
            XCTAssertEqual("\($0)", "The defect id 'a' is registered twice. Give each defect its own id.")
        }
        XCTAssertThrowsError(try DefectRegistry([Defect(id: "a b", group: "", severity: "", summary: "")])) {
            XCTAssertEqual("\($0)", "The defect id 'a b' is not valid. Use letters, digits, '-', '_' and '.' only.")
        }
    }

    func test_registry_readsJSONAndExplainsBadJSON() throws {
        XCTAssertEqual(try Fixtures.registry().ids.count, 6)
        XCTAssertThrowsError(try DefectRegistry.parse(Data("{}".utf8), displayPath: "defects.json")) { error in
            XCTAssertEqual("\(error)", "defects.json: expected an array ([ … ]), found an object.")
        }
    }
}
