import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class LayoutDirtyTrackingTests: HeadlessTestCase {
    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    func test_layoutPass_visitsOnlyTheDirtyView() async {
        let branchA = place(CountingView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let branchB = place(CountingView(), frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let leafA = CountingView(), leafB = CountingView()
        branchA.addSubview(leafA)
        branchB.addSubview(leafB)
        app.runLoop.runOnce()
        let before = [branchA.layouts, branchB.layouts, leafA.layouts, leafB.layouts]
        XCTAssertEqual(before, [1, 1, 1, 1], "every new view is laid out once")

        leafB.setNeedsLayout()
        app.runLoop.runOnce()
        XCTAssertEqual([branchA.layouts, branchB.layouts, leafA.layouts, leafB.layouts], [1, 1, 1, 2])
        XCTAssertTrue(app.idleReport().isIdle)
    }

    func test_setNeedsLayoutDuringLayout_isHonouredOnTheNextPass() async {
        final class Chain: UIView {
            weak var other: UIView?
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                if layouts == 1 { other?.setNeedsLayout() }
            }
        }
        // `second` comes first in the window, so it is laid out before `first` dirties it.
        let second = place(CountingView(), frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        let first = place(Chain(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.other = second
        app.runLoop.runOnce()
        app.runLoop.runOnce()
        XCTAssertEqual(second.layouts, 2, "a view dirtied by another view's layout is laid out again")
    }
}
