import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class BelowTheFoldFixturesTests: KassFixtureTestCase {
    /// The part of the container identified by `containerIdentifier` that shows on screen.
    private func visibleRect(of containerIdentifier: String) -> CGRect {
        guard let container = view(containerIdentifier) else { return .null }
        return screenFrame(of: container).intersection(app.screen.bounds)
    }

    /// Swipes up in the container until `identifier` lies inside its visible rect (at most 20 swipes).
    private func swipeUntilVisible(_ identifier: String, in containerIdentifier: String) -> Int {
        let visible = visibleRect(of: containerIdentifier)
        for swipes in 0..<20 {
            if let target = views(identifier).first, visible.contains(screenFrame(of: target)) { return swipes }
            fingers.drag(
                from: CGPoint(x: visible.midX, y: visible.maxY - 40), to: CGPoint(x: visible.midX, y: visible.minY + 40), steps: 12
            )
            app.runLoop.runUntilIdle(timeout: 5)
        }
        XCTFail("\(identifier) never became visible in \(containerIdentifier)")
        return 20
    }

    func test_scroll_targetExistsButIsBelowTheVisibleArea() async {
        start(BelowTheFoldScrollFixture())
        guard let target = view("belowFold.target") else { return }
        let visible = visibleRect(of: "belowFold.scroll")
        XCTAssertGreaterThan(screenFrame(of: target).minY, visible.maxY + 1000)
        XCTAssertFalse(app.screen.bounds.intersects(screenFrame(of: target)))
    }

    func test_scroll_swipingBringsTheTargetIntoViewAndItsTapAccepts() async {
        let fixture = start(BelowTheFoldScrollFixture())
        XCTAssertGreaterThan(swipeUntilVisible("belowFold.target", in: "belowFold.scroll"), 0)
        XCTAssertEqual(fixture.acceptCount, 0, "swiping does not activate the button")
        tap("belowFold.target")
        XCTAssertEqual(fixture.acceptCount, 1)
        XCTAssertEqual(text("belowFold.status"), "Terms accepted")
    }

    func test_table_targetRowDoesNotExistAtLaunch() async {
        start(BelowTheFoldTableFixture())
        XCTAssertEqual(views("belowFold.target").count, 0)
        XCTAssertEqual(views("belowFold.row.1").count, 1)
        XCTAssertEqual(views("belowFold.row.100").count, 0)
    }

    func test_table_swipingMakesTheTargetRowAndItsTapAccepts() async {
        let fixture = start(BelowTheFoldTableFixture())
        XCTAssertGreaterThan(swipeUntilVisible("belowFold.target", in: "belowFold.table"), 0)
        XCTAssertEqual(fixture.acceptCount, 0)
        tap("belowFold.target")
        XCTAssertEqual(fixture.acceptCount, 1)
        XCTAssertEqual(text("belowFold.status"), "Terms accepted")
    }
}
