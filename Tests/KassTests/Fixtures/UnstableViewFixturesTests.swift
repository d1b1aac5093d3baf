import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UnstableViewFixturesTests: KassFixtureTestCase {
    // MARK: Rebuilt

    func test_rebuilt_buttonIsANewInstanceAfterTheInterval() async {
        let fixture = start(RebuiltButtonFixture())
        guard let first = view("rebuilt.button") else { return }
        let firstFrame = screenFrame(of: first)
        wait(RebuiltButtonFixture.rebuildInterval)
        guard let second = view("rebuilt.button") else { return }
        XCTAssertFalse(first === second)
        XCTAssertNil(first.window, "the old instance left the window")
        XCTAssertEqual(screenFrame(of: second), firstFrame, "the new instance takes the old one's place")
        XCTAssertEqual(fixture.rebuildCount, 1)
    }

    func test_rebuilt_quickTapOnTheCurrentInstanceCountsOnce() async {
        let fixture = start(RebuiltButtonFixture())
        tap("rebuilt.button")
        XCTAssertEqual(fixture.tapCount, 1)
        XCTAssertEqual(text("rebuilt.taps"), "Taps: 1")
    }

    func test_rebuilt_touchStraddlingARebuildIsLost() async {
        let fixture = start(RebuiltButtonFixture())
        let point = center(of: "rebuilt.button")
        fingers.down(point)
        wait(RebuiltButtonFixture.rebuildInterval)
        fingers.up(point)
        XCTAssertEqual(fixture.rebuildCount, 1)
        XCTAssertEqual(fixture.tapCount, 0, "the touch was cancelled when its button left the window")
    }

    // MARK: Moving

    private func presentationFrame(_ view: UIView) -> CGRect {
        let frame = view.layer.presentation()?.frame ?? view.frame
        return view.superview?.convert(frame, to: nil) ?? frame
    }

    func test_moving_drawnPositionChangesEveryFrameDuringTheFirstSecond() async {
        start(MovingButtonFixture())
        guard let button = view("moving.button") else { return }
        var positions: [CGFloat] = []
        for _ in 0..<5 {
            await app.runLoop.runFrames(6)
            positions.append(presentationFrame(button).minY)
        }
        XCTAssertEqual(Set(positions).count, positions.count, "moving: \(positions)")
        XCTAssertTrue(positions.allSatisfy { $0 > MovingButtonFixture.startFrame.minY && $0 < MovingButtonFixture.endFrame.minY })
    }

    func test_moving_ignoresTapsWhileItMoves() async {
        let fixture = start(MovingButtonFixture())
        wait(0.4)
        guard let button = view("moving.button") else { return }
        let drawn = presentationFrame(button)
        fingers.tap(CGPoint(x: drawn.midX, y: drawn.midY))
        fingers.tap(center(of: "moving.button"))
        XCTAssertEqual(fixture.tapCount, 0, "neither the drawn nor the final position takes a tap mid-animation")
    }

    func test_moving_isStableAndTappableAfterOneSecond() async {
        let fixture = start(MovingButtonFixture())
        wait(MovingButtonFixture.moveDuration + 0.05)
        guard let button = view("moving.button") else { return }
        let settled = presentationFrame(button)
        await app.runLoop.runFrames(2)
        XCTAssertEqual(presentationFrame(button), settled)
        XCTAssertEqual(settled.minY, MovingButtonFixture.endFrame.minY, accuracy: 0.5)
        tap("moving.button")
        XCTAssertEqual(fixture.tapCount, 1)
        XCTAssertEqual(text("moving.taps"), "Taps: 1")
    }
}
