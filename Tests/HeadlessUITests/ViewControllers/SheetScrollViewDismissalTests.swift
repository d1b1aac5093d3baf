import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Swipe-down dismissal of a sheet whose content is a scroll view (UIKit names only): the sheet's pan
/// takes over from the scroll view's when the content is at its top edge; scrolled content scrolls first.
@MainActor
final class SheetScrollViewDismissalTests: HeadlessTestCase {
    private final class DelegateLog: UIAdaptivePresentationControllerDelegate {
        let log: LifecycleLog
        init(_ log: LifecycleLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.entries.append("shouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.entries.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.entries.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.entries.append("didAttemptToDismiss")
        }
    }

    private var log = LifecycleLog()
    private let x: CGFloat = 200, startY: CGFloat = 300

    /// Presents a sheet filled by a scroll view with `contentHeight` of content scrolled to `offset`.
    private func presentScrollingSheet(contentHeight: CGFloat = 0, offset: CGFloat? = nil)
        -> (root: UIViewController, sheet: LoggingViewController, scroll: UIScrollView) {
        let root = UIViewController()
        window.rootViewController = root
        let sheet = LoggingViewController("S", log: log)
        let scroll = UIScrollView(frame: sheet.view.bounds)
        scroll.alwaysBounceVertical = true
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: scroll.bounds.width, height: contentHeight)
        sheet.view.addSubview(scroll)
        root.present(sheet, animated: false)
        wait(0.1)
        if let offset { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: offset) }
        log.entries.removeAll()
        return (root, sheet, scroll)
    }

    /// Moves the finger in 20 pt steps, a frame apart, to `targetY`.
    private func move(from y: CGFloat, to targetY: CGFloat) {
        var current = y
        while current != targetY {
            current = targetY > current ? Swift.min(targetY, current + 20) : Swift.max(targetY, current - 20)
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: x, y: current))
        }
    }

    /// A slow downward drag, then a pause so the release carries no velocity.
    private func slowDrag(by distance: CGFloat) {
        fingers.down(CGPoint(x: x, y: startY))
        move(from: startY, to: startY + distance)
        wait(0.3)
        fingers.up(CGPoint(x: x, y: startY + distance))
    }

    /// A slow leftward drag in 20 pt steps, drifting 1 pt down per step, then a pause before the release.
    private func dragLeft(by distance: CGFloat) {
        let startX: CGFloat = 300
        fingers.down(CGPoint(x: startX, y: startY))
        var moved: CGFloat = 0, drift: CGFloat = 0
        while moved < distance {
            moved = Swift.min(distance, moved + 20)
            drift += 1
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: startX - moved, y: startY + drift))
        }
        wait(0.3)
        fingers.up(CGPoint(x: startX - moved, y: startY + drift))
    }

    /// A fast downward drag (20 pt a frame) released without a pause; returns how far it moved.
    private func flickDown(by distance: CGFloat) -> CGFloat {
        fingers.down(CGPoint(x: x, y: startY))
        move(from: startY, to: startY + distance)
        fingers.up(CGPoint(x: x, y: startY + distance))
        return distance
    }

    private func topOffset(of scroll: UIScrollView) -> CGFloat { -scroll.adjustedContentInset.top }

    func test_sheetWithScrollViewAtTop_swipeDownDismisses() async {
        let (root, _, scroll) = presentScrollingSheet()
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertNil(root.presentedViewController, "the sheet is still up; scroll offset \(scroll.contentOffset)")
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewDidDisappear"])
    }

    func test_sheetWithScrollViewAtTop_dragMovesSheetNotContent() async {
        let (_, sheet, scroll) = presentScrollingSheet(contentHeight: 2000)
        let resting = sheet.view.frame.minY
        fingers.down(CGPoint(x: x, y: startY))
        move(from: startY, to: startY + 200)
        XCTAssertEqual(scroll.contentOffset.y, topOffset(of: scroll), "the content must not bounce while the sheet follows")
        XCTAssertGreaterThan(sheet.view.frame.minY, resting + 150)
        wait(0.3)
        fingers.up(CGPoint(x: x, y: startY + 200))
        wait(0.5)
    }

    func test_sheetWithScrolledDownContent_dragScrollsContentInsteadOfDismissing() async {
        let (root, sheet, scroll) = presentScrollingSheet(contentHeight: 2000, offset: 500)
        let resting = sheet.view.frame.minY
        slowDrag(by: 300)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, resting)
        XCTAssertEqual(scroll.contentOffset.y, 500 - 290, accuracy: 1, "the content scrolls by the drag (less the 10 pt hysteresis)")
        XCTAssertEqual(log.entries, [])
    }

    func test_sheetWithScrolledDownContent_sheetTakesOverOnceContentReachesTop() async {
        let (_, sheet, scroll) = presentScrollingSheet(contentHeight: 2000, offset: 100)
        let resting = sheet.view.frame.minY
        fingers.down(CGPoint(x: x, y: startY))
        move(from: startY, to: startY + 300)
        XCTAssertEqual(scroll.contentOffset.y, topOffset(of: scroll))
        XCTAssertEqual(sheet.view.frame.minY, resting + 190, accuracy: 1, "the sheet follows the drag beyond the 100 pt scrolled")
        XCTAssertEqual(log.entries, ["S.viewWillDisappear"])
        wait(0.3)
        fingers.up(CGPoint(x: x, y: startY + 300))
        wait(0.5)
    }

    func test_sheetWithScrollViewAtTop_shortDragSnapsBack() async {
        let (root, sheet, scroll) = presentScrollingSheet(contentHeight: 2000)
        let resting = sheet.view.frame.minY
        slowDrag(by: 150)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, resting)
        XCTAssertEqual(scroll.contentOffset.y, topOffset(of: scroll))
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
    }

    func test_sheetWithScrollViewAtTop_dragBackUpCancels() async {
        let (root, sheet, scroll) = presentScrollingSheet(contentHeight: 2000)
        let resting = sheet.view.frame.minY
        fingers.down(CGPoint(x: x, y: startY))
        move(from: startY, to: startY + 500)
        move(from: startY + 500, to: startY)
        wait(0.3)
        fingers.up(CGPoint(x: x, y: startY))
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, resting)
        XCTAssertEqual(scroll.contentOffset.y, topOffset(of: scroll))
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
    }

    func test_sheetWithScrollViewAtTop_modalInPresentationResistsAndReportsAttempt() async {
        let (root, sheet, _) = presentScrollingSheet(contentHeight: 2000)
        let delegate = DelegateLog(log)
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        let resting = sheet.view.frame.minY
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, resting)
        XCTAssertEqual(log.entries, ["didAttemptToDismiss"])
    }

    func test_sheetWithScrollViewAtTop_swipeReportsDelegateCallbacksInOrder() async {
        let (root, sheet, _) = presentScrollingSheet(contentHeight: 2000)
        let delegate = DelegateLog(log)
        sheet.presentationController?.delegate = delegate
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(log.entries, ["shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss"])
    }

    func test_sheetWithHorizontalScrollView_sidewaysDragScrollsWithoutMovingSheet() async {
        let (root, sheet, scroll) = presentScrollingSheet()
        scroll.alwaysBounceVertical = false
        scroll.contentSize = CGSize(width: scroll.bounds.width * 3, height: 0)
        let resting = sheet.view.frame.minY
        dragLeft(by: 200)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, resting)
        XCTAssertGreaterThan(scroll.contentOffset.x, 150)
        XCTAssertEqual(log.entries, [], "a sideways drag never starts the sheet's swipe")
    }

    func test_sheetWithScrollViewAtTop_quickFlickDownDismisses() async {
        let (root, sheet, scroll) = presentScrollingSheet(contentHeight: 2000)
        XCTAssertLessThan(flickDown(by: 160), sheet.view.bounds.height / 2, "the flick alone must not pass the half-way mark")
        wait(0.5)
        XCTAssertNil(root.presentedViewController, "the sheet is still up; scroll offset \(scroll.contentOffset)")
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewDidDisappear"])
    }
}
