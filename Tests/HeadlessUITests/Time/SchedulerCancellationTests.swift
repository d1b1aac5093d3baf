@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SchedulerCancellationTests: HeadlessTestCase {
    func test_cancelledWork_doesNotPileUpWhileTheClockStandsStill() async {
        for index in 0..<1_000 {
            app.scheduler.schedule(after: 10, label: "timer \(index)") {}.cancel()
        }
        let kept = app.scheduler.schedule(after: 10, label: "kept") {}
        XCTAssertEqual(app.scheduler.pendingWork.map(\.label), ["kept"])
        XCTAssertLessThan(app.scheduler.storedWorkCount, 100, "cancelled work is dropped, not kept until it would have fired")
        XCTAssertTrue(kept.isScheduled)
    }
}
