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
        XCTAssertThrowsError(try DefectRegistry(jsonData: Data("{}".utf8))) { error in
            XCTAssertTrue("\(error)".hasSuffix("Write an array of objects with \"id\", \"group\", \"severity\" and \"summary\" strings."))
        }
    }
}

final class SuggestionRankerTests: XCTestCase {
    func test_ranker_putsTheNearestFirstAndDropsFarNames() {
        XCTAssertEqual(SuggestionRanker.rank("transfer-doubel-submit", among: ["card-cvv-visible", "transfer-double-submit"]), ["transfer-double-submit"])
        XCTAssertEqual(SuggestionRanker.rank("zzz", among: ["transfer-double-submit"]), [])
        XCTAssertEqual(SuggestionRanker.rank("card", among: ["card-cvv-visible", "card-frozen-badge", "home"]), ["card-cvv-visible", "card-frozen-badge"])
    }

    func test_ranker_comparesFlagsWithoutTheirDashes() {
        XCTAssertEqual(SuggestionRanker.rankFlags("--frobnicate", among: ["--generate", "--check"]), [])
        XCTAssertEqual(SuggestionRanker.rankFlags("--seed", among: ["--generate", "--seeds"]), ["--seeds"])
    }

    func test_didYouMean_joinsSuggestions() {
        XCTAssertNil(SuggestionRanker.didYouMean([]))
        XCTAssertEqual(SuggestionRanker.didYouMean(["a"]), "did you mean 'a'?")
        XCTAssertEqual(SuggestionRanker.didYouMean(["a", "b", "c"]), "did you mean 'a', 'b' or 'c'?")
    }
}
