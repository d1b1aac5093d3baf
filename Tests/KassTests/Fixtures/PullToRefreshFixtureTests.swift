import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PullToRefreshFixtureTests: KassFixtureTestCase {
    /// Drags down from near the top of the table by `distance`, slowly (one frame per 10 pt).
    private func pull(by distance: CGFloat) {
        guard let table = view("refresh.table") else { return }
        let frame = screenFrame(of: table)
        let start = CGPoint(x: frame.midX, y: frame.minY + 60)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), steps: Int(distance / 10))
    }

    func test_refresh_startsWithThreeMessages() async {
        start(PullToRefreshFixture())
        XCTAssertEqual(text("refresh.count"), "3 messages")
        XCTAssertEqual(views("refresh.row.3").count, 1)
        XCTAssertEqual(views("refresh.row.4").count, 0)
    }

    func test_refresh_longPullAddsARowOnlyAfterLoading() async {
        let fixture = start(PullToRefreshFixture())
        pull(by: 450)
        XCTAssertEqual(fixture.refreshCount, 1)
        XCTAssertEqual(view("refresh.control", as: UIRefreshControl.self)?.isRefreshing, true)
        XCTAssertEqual(views("refresh.row.4").count, 0, "nothing new before the load finishes")
        wait(PullToRefreshFixture.loadDuration)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(text("refresh.count"), "4 messages")
        guard let newest = view("refresh.row.4", as: UITableViewCell.self) else { return }
        XCTAssertEqual(newest.textLabel?.text, "Message 4")
        XCTAssertEqual(view("refresh.control", as: UIRefreshControl.self)?.isRefreshing, false)
        let table = screenFrame(of: view("refresh.table") ?? newest)
        XCTAssertTrue(table.contains(screenFrame(of: newest)), "the new row shows at the top")
    }

    func test_refresh_shortPullDoesNothing() async {
        let fixture = start(PullToRefreshFixture())
        pull(by: 100)
        wait(PullToRefreshFixture.loadDuration)
        XCTAssertEqual(fixture.refreshCount, 0)
        XCTAssertEqual(text("refresh.count"), "3 messages")
    }
}
