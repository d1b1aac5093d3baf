import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SheetDismissalTests: HeadlessTestCase {
    private var log = LifecycleLog()

    private func presentSheet() -> (UIViewController, LoggingViewController) {
        let root = UIViewController()
        window.rootViewController = root
        let sheet = LoggingViewController("S", log: log)
        root.present(sheet, animated: false)
        wait(0.1)
        log.entries.removeAll()
        return (root, sheet)
    }

    /// A slow vertical drag on the sheet, then a pause so the release carries no velocity.
    private func slowDrag(by distance: CGFloat) {
        let x: CGFloat = 200, start: CGFloat = 300
        fingers.down(CGPoint(x: x, y: start))
        var y = start
        while y < start + distance {
            y = Swift.min(start + distance, y + 20)
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: x, y: y))
        }
        wait(0.3)
        fingers.up(CGPoint(x: x, y: y))
    }

    func test_swipeDownPastHalf_dismissesSheet() async {
        let (root, _) = presentSheet()
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewDidDisappear"])
    }

    func test_shortSwipe_returnsSheetWithAppearanceCallbacks() async {
        let (root, sheet) = presentSheet()
        slowDrag(by: 150)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, 69)
        XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
    }

    func test_modalInPresentation_preventsSwipeDismissal() async {
        let (root, sheet) = presentSheet()
        sheet.isModalInPresentation = true
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(log.entries, [])
    }

    func test_fullScreen_hasNoSwipeDismissal() async {
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        wait(0.1)
        slowDrag(by: 600)
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === presented)
    }
}
