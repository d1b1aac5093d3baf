import KassSupport
import XCTest

final class NearMatchRankerTests: XCTestCase {
    private struct Case {
        let wanted: String
        let candidates: [String]
        let expected: [String]
        let line: UInt
    }

    func test_rank_table() async {
        let cases: [Case] = [
            Case(wanted: "Welcome", candidates: ["Sign In", "welcome", "Welcome!"], expected: ["welcome", "Welcome!"], line: #line),
            Case(wanted: "signIn", candidates: ["signInButton", "signOut", "register"], expected: ["signInButton", "signOut"], line: #line),
            Case(wanted: "Sumbit", candidates: ["Submit", "Cancel"], expected: ["Submit"], line: #line),
            Case(wanted: "total", candidates: ["Grand total", "Subtotal", "Tax"], expected: ["Subtotal", "Grand total"], line: #line),
            Case(wanted: "login", candidates: ["Sign In", "Register"], expected: [], line: #line),
            Case(wanted: "a", candidates: ["apple", "banana"], expected: [], line: #line),
            Case(wanted: "ok", candidates: ["OK", "Ok", "Okay"], expected: ["OK", "Ok", "Okay"], line: #line),
            Case(wanted: "Save", candidates: ["Save", "save", "Saved"], expected: ["Save", "save", "Saved"], line: #line),
            Case(wanted: "row", candidates: ["row1", "row2", "row3", "row4"], expected: ["row1", "row2", "row3"], line: #line),
            Case(wanted: "email", candidates: ["email", "email", ""], expected: ["email"], line: #line),
            Case(wanted: "", candidates: ["anything"], expected: [], line: #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                NearMatchRanker.rank(entry.wanted, among: entry.candidates), entry.expected,
                "wanted \(entry.wanted)", line: entry.line
            )
        }
    }

    func test_rank_respectsTheLimit() async {
        XCTAssertEqual(NearMatchRanker.rank("row", among: ["row1", "row2", "row3"], limit: 1), ["row1"])
        XCTAssertEqual(NearMatchRanker.rank("row", among: ["row1"], limit: 0), [])
    }

    func test_editDistance_table() async {
        let cases: [
            (String, String, Int)
        ] = [("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("same", "same", 0)]
        for (lhs, rhs, expected) in cases {
            XCTAssertEqual(NearMatchRanker.editDistance(Array(lhs), Array(rhs)), expected, "\(lhs) → \(rhs)")
        }
    }

    func test_rank_keepsNearDefectIDsAndDropsFarOnes() async {
        let ids = ["card-cvv-visible", "transfer-double-submit"]
        XCTAssertEqual(NearMatchRanker.rank("transfer-doubel-submit", among: ids), ["transfer-double-submit"])
        XCTAssertEqual(NearMatchRanker.rank("zzz", among: ["transfer-double-submit"]), [])
        XCTAssertEqual(
            NearMatchRanker.rank("card", among: ["card-cvv-visible", "card-frozen-badge", "home"]),
            ["card-cvv-visible", "card-frozen-badge"])
    }

    func test_rankFlags_comparesFlagsWithoutTheirDashes() async {
        XCTAssertEqual(NearMatchRanker.rankFlags("--frobnicate", among: ["--generate", "--check"]), [])
        XCTAssertEqual(NearMatchRanker.rankFlags("--seed", among: ["--generate", "--seeds"]), ["--seeds"])
        XCTAssertEqual(
            NearMatchRanker.rankFlags("--screenhot", among: ["--screen", "--screenshot"], limit: 1), ["--screenshot"])
    }

    func test_rankNames_findsTranspositionsNearSpellingsAndPrefixes() async {
        let names = ["status", "describe", "tap", "double-tap", "long-press", "swipe", "type-text", "screenshot"]
        XCTAssertEqual(NearMatchRanker.rankNames("tpa", among: names).first, "tap")
        XCTAssertEqual(NearMatchRanker.rankNames("descrbe", among: names).first, "describe")
        XCTAssertEqual(NearMatchRanker.rankNames("screen", among: names), ["screenshot"])
        XCTAssertEqual(NearMatchRanker.rankNames("qqqqqqqq", among: names), [])
        XCTAssertEqual(NearMatchRanker.rankNames("tap", among: names, limit: 0), [])
    }

    func test_wording_isOneSentenceEverywhere() async {
        XCTAssertEqual(NearMatchWording.didYouMean(["welcome", "Welcome!"]), "did you mean: 'welcome', 'Welcome!'?")
        XCTAssertNil(NearMatchWording.didYouMean([]))
        XCTAssertEqual(NearMatchWording.parenthesized(["--parallel"]), " (did you mean: '--parallel'?)")
        XCTAssertEqual(NearMatchWording.parenthesized([]), "")
        XCTAssertEqual(NearMatchWording.hintLines(["tap"]), ["did you mean: 'tap'?"])
        XCTAssertEqual(NearMatchWording.hintLines([]), [])
    }
}
