import XCTest
@testable import KassTool

final class UnifiedDiffTests: XCTestCase {
    func test_diff_isEmptyForEqualTexts() {
        XCTAssertEqual(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldName: "o", newName: "n"), "")
    }

    func test_diff_keepsThreeLinesOfContextAndSplitsDistantHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "changed 2"
        lines[17] = "changed 18"
        XCTAssertEqual(UnifiedDiff.render(old: old, new: lines.joined(separator: "\n"), oldName: "old", newName: "new"), """
            --- old
            +++ new
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +changed 18
             line 19
             line 20

            """)
    }

    func test_diff_countsPureAdditionsAndRemovals() {
        XCTAssertEqual(UnifiedDiff.render(old: "", new: "a\n", oldName: "o", newName: "n"), "--- o\n+++ n\n@@ -0,0 +1 @@\n+a\n")
        XCTAssertEqual(UnifiedDiff.render(old: "a\n", new: "", oldName: "o", newName: "n"), "--- o\n+++ n\n@@ -1 +0,0 @@\n-a\n")
    }

    func test_edits_areTheShortestScript() {
        XCTAssertEqual(UnifiedDiff.edits(old: ["a", "b", "c"], new: ["a", "c", "d"]), [.same("a"), .removed("b"), .same("c"), .added("d")])
    }
}
