import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilityQueryResolutionTests: HeadlessTestCase {
    private func resolve(_ query: AccessibilityQuery) -> AccessibilityQueryResolution {
        AccessibilitySnapshot.take().resolve(query)
    }

    func test_resolution_singleMatchIsFound() async {
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        guard case .found(let node) = resolve(.identifier("signIn")).outcome else { return XCTFail("not found") }
        XCTAssertEqual(node.kind, .button)
    }

    func test_resolution_prefersTheVisibleMatch() async {
        let scroll = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        let far = SnapshotTestScreen.label("Total", identifier: "far")
        far.frame = CGRect(x: 0, y: 1500, width: 100, height: 30)
        scroll.addSubview(far)
        place(SnapshotTestScreen.label("Total", identifier: "near"), frame: CGRect(x: 0, y: 500, width: 100, height: 30))
        let resolution = resolve(.label("Total"))
        XCTAssertEqual(resolution.matches.count, 2)
        XCTAssertEqual(resolution.candidates.map(\.identifier), ["near"])
    }

    func test_resolution_prefersTheActionableMatch() async {
        place(SnapshotTestScreen.label("Continue", identifier: "heading"), frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        place(SnapshotTestScreen.button("Continue", identifier: "continue"), frame: CGRect(x: 0, y: 600, width: 200, height: 44))
        XCTAssertEqual(resolve(.label("Continue")).candidates.map(\.identifier), ["continue"])
    }

    func test_resolution_buttonAndTitleLabelAtTheSamePointCountAsOne() async {
        // A custom card: a transparent button with a separate label drawn over it, same centre.
        place(SnapshotTestScreen.button("Sign In", identifier: "button"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let title = place(SnapshotTestScreen.label("Sign In", identifier: "title"), frame: CGRect(x: 70, y: 112, width: 100, height: 20))
        title.isUserInteractionEnabled = false
        guard case .found(let node) = resolve(.label("Sign In")).outcome else { return XCTFail("expected one element") }
        XCTAssertEqual(node.identifier, "button")
    }

    func test_resolution_twoNonActionableAtTheSamePointCountAsOne() async {
        place(SnapshotTestScreen.label("Total", identifier: "first"), frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        place(SnapshotTestScreen.label("Total", identifier: "second"), frame: CGRect(x: 70, y: 110, width: 100, height: 20))
        XCTAssertEqual(resolve(.label("Total")).candidates.count, 1)
    }

    func test_resolution_twoButtonsAtDifferentPointsAreAmbiguous() async {
        place(SnapshotTestScreen.button("Delete", identifier: "first"), frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        place(SnapshotTestScreen.button("Delete", identifier: "second"), frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        place(SnapshotTestScreen.label("Delete", identifier: "caption"), frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        let resolution = resolve(.label("Delete"))
        guard case .multipleMatches(let nodes) = resolution.outcome else { return XCTFail("expected ambiguity") }
        XCTAssertEqual(nodes.map(\.identifier), ["first", "second"])
        XCTAssertNil(resolution.node(throwOnMultipleMatches: true))
        XCTAssertEqual(resolution.node(throwOnMultipleMatches: false)?.identifier, "first")
    }

    func test_resolution_nothingMatchingSuggestsNearMatches() async {
        place(SnapshotTestScreen.label("Welcome!", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        let byLabel = resolve(.label("Welcome"))
        guard case .notFound = byLabel.outcome else { return XCTFail("expected no match") }
        XCTAssertEqual(byLabel.nearMatches, ["Welcome!"])
        XCTAssertEqual(resolve(.identifier("Welcome")).nearMatches, ["welcome"])
    }

    func test_resolution_invisibleOnlyMatchIsStillFound() async {
        place(SnapshotTestScreen.button("Far", identifier: "far"), frame: CGRect(x: 600, y: 100, width: 100, height: 44))
        guard case .found(let node) = resolve(.identifier("far")).outcome else { return XCTFail("expected the match") }
        XCTAssertEqual(node.notVisibleReason, .offScreen)
    }
}
