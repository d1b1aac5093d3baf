import XCTest
@testable import KassTool

final class CatchesLineTests: XCTestCase {
    func test_catchesLine_readsOneID() {
        XCTAssertEqual(CatchesLine.parse("    /// Catches `transfer-double-submit`"), .ids(["transfer-double-submit"]))
    }

    func test_catchesLine_readsSeveralIDsSeparatedByCommas() {
        XCTAssertEqual(
            CatchesLine.parse("/// Catches `transfer-double-submit`, `transfer-stale-balance`,`card.cvv_visible`"),
            .ids(["transfer-double-submit", "transfer-stale-balance", "card.cvv_visible"])
        )
    }

    func test_catchesLine_ignoresOtherDocAndCodeLines() {
        for line in ["/// Checks the amount.", "// Catches `x`", "let catches = 1", "//// Catches `x`", "/// Catchesfoo"] {
            XCTAssertEqual(CatchesLine.parse(line), .notCatches, line)
        }
    }

    func test_catchesLine_reportsEveryMalformedShape() {
        let cases: [(String, String)] = [
            ("/// Catches", "no defect id after 'Catches'"),
            ("/// Catches   ", "no defect id after 'Catches'"),
            ("/// Catches: `a`", "no colon after 'Catches'"),
            ("/// Catches transfer-double-submit", "'transfer-double-submit' is not an id in backticks"),
            ("/// Catches `a`,", "an empty item between commas"),
            ("/// Catches `a`, , `b`", "an empty item between commas"),
            ("/// Catches `a b`", "'a b' is not a valid id (letters, digits, '-', '_' and '.')"),
            ("/// Catches ``", "'' is not a valid id (letters, digits, '-', '_' and '.')"),
            ("/// Catches `a", "'`a' is not an id in backticks"),
        ]
        for (line, reason) in cases {
            XCTAssertEqual(CatchesLine.parse(line), .malformed(reason: reason), line)
        }
    }
}
