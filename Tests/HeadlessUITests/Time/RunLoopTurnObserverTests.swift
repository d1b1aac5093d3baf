import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A turn observer runs at the start of every run-loop turn, before the turn fires due work: the
/// last moment the app is as the previous turn left it.
@MainActor
final class RunLoopTurnObserverTests: HeadlessTestCase {
    func test_turnObserver_runsBeforeTheTurnFiresDueWork() async {
        var log: [String] = []
        app.runLoop.addTurnObserver { log.append("turn") }
        app.scheduler.schedule(after: 0, label: "work") { log.append("work") }
        app.runLoop.runOnce()
        XCTAssertEqual(log.prefix(2), ["turn", "work"])
    }

    func test_turnObserver_stopsWhenRemoved() async {
        var turns = 0
        let token = app.runLoop.addTurnObserver { turns += 1 }
        await app.runLoop.runFrames(2)
        XCTAssertGreaterThan(turns, 0)
        app.runLoop.removeTurnObserver(token)
        let seen = turns
        await app.runLoop.runFrames(2)
        XCTAssertEqual(turns, seen)
    }
}
