import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `sheetPresentationController` detents, `presentationController` delegates and
/// `popoverPresentationController`.
@MainActor
final class SheetPresentationControllerTests: HeadlessTestCase {
    private final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
        var allows = true
        var events: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should")
            return allows
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
    }

    private func makeRoot() -> UIViewController {
        let root = UIViewController()
        window.rootViewController = root
        return root
    }

    /// A slow drag down on the sheet from `y`, released without velocity.
    private func slowDrag(from y: CGFloat, by distance: CGFloat) {
        fingers.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: y + distance), steps: 30, lift: false)
        wait(0.3)
        fingers.up(CGPoint(x: 200, y: y + distance))
        wait(0.6)
    }

    func test_mediumDetent_restsAtHalfTheWindowAndSelectingLargeMovesIt() async throws {
        let root = makeRoot()
        let sheet = UIViewController()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        wait(0.6)
        let height = window.bounds.height
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: height / 2, width: window.bounds.width, height: height / 2))
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        wait(0.5)
        XCTAssertEqual(sheet.view.frame.minY, window.safeAreaInsets.top + 10)
        XCTAssertTrue(sheet.presentationController === controller, "one presentation controller per presentation")
    }

    func test_customDetent_andCornerRadius() async throws {
        let root = makeRoot()
        let sheet = UIViewController()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.custom { _ in 200 }, .large()]
        controller.preferredCornerRadius = 24
        root.present(sheet, animated: false)
        wait(0.1)
        XCTAssertEqual(sheet.view.frame.height, 200)
        XCTAssertEqual(sheet.view.layer.cornerRadius, 24)
    }

    func test_delegate_hearsASwipeDismissalAndCanRefuseIt() async throws {
        let root = makeRoot()
        let sheet = UIViewController()
        let delegate = DismissalDelegate()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        wait(0.1)
        delegate.allows = false
        slowDrag(from: 300, by: 500)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(delegate.events, ["should", "attempt"])
        delegate.allows = true
        delegate.events = []
        slowDrag(from: 300, by: 500)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(delegate.events, ["should", "will", "did"])
    }

    func test_largestUndimmedDetent_isReported() async throws {
        let root = makeRoot()
        let sheet = UIViewController()
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("always dims the presenter"), "\(issues)")
    }

    func test_popoverAndAlerts_haveTheirPresentationControllers() async {
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        XCTAssertNotNil(popover.popoverPresentationController)
        XCTAssertNil(popover.sheetPresentationController)
        popover.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(popover.popoverPresentationController?.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        XCTAssertNil(sheet.popoverPresentationController, "as on iPhone")
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNil(full.sheetPresentationController)
        XCTAssertNotNil(full.presentationController)
    }
}
