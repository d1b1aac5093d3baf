import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIScreenEdgePanGestureRecognizerTests: HeadlessTestCase {
    private func makeEdgePan(_ edges: UIRectEdge = .left) -> (UIScreenEdgePanGestureRecognizer, GestureLog) {
        let view = place(UIView(), frame: window.bounds)
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = edges
        view.addGestureRecognizer(pan)
        return (pan, GestureLog(pan))
    }

    func test_edgePan_fromTheLeftEdge_beginsPast15Points() async {
        let (_, log) = makeEdgePan()
        fingers.down(CGPoint(x: 5, y: 400))
        fingers.move(CGPoint(x: 20, y: 400))
        XCTAssertEqual(log.states, [], "15 pt is not past the edge hysteresis")
        fingers.move(CGPoint(x: 21, y: 400))
        XCTAssertEqual(log.states, [.began])
    }

    func test_edgePan_translationStartsNearZero() async {
        let (pan, _) = makeEdgePan()
        fingers.down(CGPoint(x: 5, y: 400))
        fingers.move(CGPoint(x: 23, y: 400))
        XCTAssertEqual(pan.translation(in: nil).x, 3, accuracy: 1e-9)
    }

    func test_edgePan_touchStartingOutsideTheEdgeRegion_neverBegins() async {
        let (_, log) = makeEdgePan()
        fingers.drag(from: CGPoint(x: 14, y: 400), to: CGPoint(x: 200, y: 400), steps: 4)
        XCTAssertEqual(log.states, [])
    }

    func test_edgePan_touchAtThe13PointBoundary_begins() async {
        let (_, log) = makeEdgePan()
        fingers.drag(from: CGPoint(x: 13, y: 400), to: CGPoint(x: 200, y: 400), steps: 4)
        XCTAssertEqual(log.states.first, .began)
    }

    func test_edgePan_digitizerEdgeFlag_startsItAwayFromTheEdge() async {
        let (_, log) = makeEdgePan()
        fingers.down(CGPoint(x: 30, y: 400), edges: .left)
        fingers.move(CGPoint(x: 60, y: 400))
        XCTAssertEqual(log.states, [.began])
    }

    func test_edgePan_rightEdge_beginsWhenMovingLeft() async {
        let (_, log) = makeEdgePan(.right)
        fingers.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 250, y: 400), steps: 4)
        XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .ended])
    }

    func test_edgePan_otherEdge_doesNotBegin() async {
        let (_, log) = makeEdgePan(.right)
        fingers.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), steps: 4)
        XCTAssertEqual(log.states, [])
    }

    func test_edgePan_movingAlongTheEdge_fails() async {
        let (_, log) = makeEdgePan()
        fingers.down(CGPoint(x: 5, y: 400))
        fingers.move(CGPoint(x: 5, y: 430))
        fingers.move(CGPoint(x: 100, y: 430))
        XCTAssertEqual(log.states, [])
    }

    func test_edgePan_withoutEdges_isReported() async {
        let (_, log) = makeEdgePan([])
        fingers.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), steps: 2)
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }
}
