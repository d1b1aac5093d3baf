import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class InteractivePopTests: HeadlessTestCase {
    private var log = LifecycleLog()

    private func makeStack() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        window.rootViewController = navigation
        navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
        wait(0.1)
        log.entries.removeAll()
        return navigation
    }

    /// A slow drag from the left edge to `x`, one frame per 10 pt, then a pause so the release has no velocity.
    private func slowSwipe(to x: CGFloat) {
        let y: CGFloat = 400
        fingers.down(CGPoint(x: 2, y: y), edges: .left)
        var current: CGFloat = 2
        while current < x {
            current = Swift.min(x, current + 10)
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: current, y: y))
        }
        wait(0.3)
        fingers.up(CGPoint(x: x, y: y))
    }

    func test_interactivePopRecognizer_isALeftEdgePan() async {
        let navigation = makeStack()
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        XCTAssertEqual(recognizer?.edges, .left)
    }

    func test_swipePastHalfWidth_finishesPop() async {
        let navigation = makeStack()
        slowSwipe(to: 300)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(log.entries, [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ])
    }

    func test_shortSlowSwipe_cancelsWithUIKitCallbackOrder() async {
        let navigation = makeStack()
        slowSwipe(to: 100)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual((navigation.topViewController as? LoggingViewController)?.name, "B")
        XCTAssertEqual(log.entries, [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        XCTAssertNil(navigation.viewControllers.first?.viewIfLoaded?.superview, "the revealed view is removed again")
    }

    func test_shortFlick_finishesPop() async {
        let navigation = makeStack()
        fingers.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 150, y: 400), steps: 3)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1, "a fast release projects past the threshold")
    }

    func test_viewFollowsFinger() async {
        let navigation = makeStack()
        let top = navigation.topViewController!
        fingers.down(CGPoint(x: 2, y: 400), edges: .left)
        for x in stride(from: 12, through: 202, by: 10) {
            await app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: CGFloat(x), y: 400))
        }
        XCTAssertGreaterThan(top.view.frame.minX, 150)
        XCTAssertLessThan(top.view.frame.minX, 202)
        fingers.up(CGPoint(x: 202, y: 400))
        wait(0.5)
    }

    func test_edgeSwipeOnRoot_doesNothing() async {
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        window.rootViewController = navigation
        log.entries.removeAll()
        slowSwipe(to: 300)
        wait(0.5)
        XCTAssertEqual(log.entries, [])
        XCTAssertFalse(navigation.isTransitioning)
    }
}
