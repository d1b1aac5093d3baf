import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class HitTestingTests: HeadlessTestCase {
    private func makeTree() -> (parent: UIView, child: UIView) {
        let parent = place(UIView(), frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        parent.addSubview(child)
        return (parent, child)
    }

    func test_hitTest_returnsDeepestViewContainingPoint() async {
        let (parent, child) = makeTree()
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 250), with: nil) === parent)
    }

    func test_hitTest_skipsHiddenViews() async {
        let (parent, child) = makeTree()
        child.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === parent)
    }

    func test_hitTest_skipsViewsBelowAlphaThreshold() async {
        let (parent, child) = makeTree()
        child.alpha = 0.009
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === parent)
        child.alpha = 0.01
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === child)
    }

    func test_hitTest_skipsViewsWithInteractionDisabledAndTheirSubviews() async {
        let (parent, _) = makeTree()
        parent.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === window)
    }

    func test_hitTest_frontmostSubviewWins() async {
        let (parent, child) = makeTree()
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        parent.addSubview(front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 150), with: nil) === front)
        parent.bringSubviewToFront(child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 150), with: nil) === child)
    }

    func test_hitTest_subviewOutsideParentBoundsIsNotHitEvenWithoutClipping() async {
        let (parent, _) = makeTree()
        let overhang = UIView(frame: CGRect(x: 180, y: 180, width: 60, height: 60))
        parent.addSubview(overhang)
        XCTAssertFalse(parent.clipsToBounds)
        // (225, 325) is inside `overhang` but outside `parent`.
        XCTAssertTrue(window.hitTest(CGPoint(x: 225, y: 325), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 290), with: nil) === overhang)
    }

    func test_hitTest_followsTransforms() async {
        let view = place(UIView(), frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated about its centre (150, 110): now 20 wide and 100 tall.
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 190, y: 110), with: nil) === window)
    }

    func test_pointInside_canBeOverriddenToEnlargeTheTarget() async {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let target = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        parent.addSubview(target)
        XCTAssertTrue(window.hitTest(CGPoint(x: 90, y: 205), with: nil) === target)
    }
}
