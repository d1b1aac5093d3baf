import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A scroll view that counts the adjusted-inset callbacks.
@MainActor
private final class CountingScrollView: UIScrollView, UIScrollViewDelegate {
    var overrideCalls = 0
    var delegateCalls = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        overrideCalls += 1
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { delegateCalls += 1 }
}

@MainActor
final class ScrollViewSafeAreaOffsetTests: HeadlessTestCase {
    func test_rootTable_startsBelowTheStatusBar_andATapDoesNotMoveIt() async {
        let controller = UITableViewController(style: .plain)
        window.rootViewController = controller
        wait(0.1)
        let table = controller.tableView!
        XCTAssertGreaterThan(table.adjustedContentInset.top, 0)
        XCTAssertEqual(table.contentOffset.y, -table.adjustedContentInset.top, "resting at the top of its adjusted inset")
        let before = table.contentOffset
        fingers.tap(CGPoint(x: 100, y: 300))
        wait(0.5)
        XCTAssertEqual(table.contentOffset, before, "a tap leaves the content where it was")
    }

    func test_safeAreaChange_callsTheOverrideAndTheDelegate_andLeavesAScrolledViewAlone() async {
        let scroll = CountingScrollView()
        scroll.delegate = scroll
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        place(scroll, frame: window.bounds)
        wait(0.1)
        XCTAssertEqual(scroll.overrideCalls, 1)
        XCTAssertEqual(scroll.delegateCalls, 1)
        XCTAssertEqual(scroll.contentOffset.y, 500, "not resting at the top: the offset is kept")
    }
}
