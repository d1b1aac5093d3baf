import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilitySnapshotVisibilityTests: HeadlessTestCase {
    private func placeButton(_ identifier: String, frame: CGRect, in parent: UIView? = nil) -> UIButton {
        let button = SnapshotTestScreen.button(identifier, identifier: identifier)
        button.frame = frame
        (parent ?? window).addSubview(button)
        return button
    }

    func test_visible_plainButtonIsVisibleAndHittable() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let node = AccessibilitySnapshot.take().only("ok")
        XCTAssertEqual(node?.isVisible, true)
        XCTAssertEqual(node?.isHittable, true)
        XCTAssertEqual(node?.visibleFrame, CGRect(x: 20, y: 100, width: 100, height: 44))
        XCTAssertEqual(node?.hitPoint, CGPoint(x: 70, y: 122))
    }

    func test_visible_hiddenViewIsLeftOutOfTheSnapshot() async {
        let button = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.isHidden = true
        XCTAssertTrue(AccessibilitySnapshot.take().nodes.allSatisfy { $0.identifier != "ok" })
    }

    func test_visible_transparentAncestorLeavesTheSubtreeOut() async {
        let container = place(SnapshotTestScreen.container(), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.alpha = 0.005
        _ = placeButton("ok", frame: CGRect(x: 0, y: 0, width: 100, height: 44), in: container)
        XCTAssertTrue(AccessibilitySnapshot.take().nodes.allSatisfy { $0.identifier != "ok" })
    }

    func test_visible_elementListedFromInsideAHiddenViewIsNotVisibleAndNamesIt() async {
        let hiddenBox = place(SnapshotTestScreen.container(identifier: "drawer"), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        hiddenBox.isHidden = true
        let button = placeButton("ok", frame: CGRect(x: 0, y: 0, width: 100, height: 44), in: hiddenBox)
        let list = place(SnapshotTestScreen.container(), frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        list.accessibilityElements = [button]
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.notVisibleReason, .hidden(by: "UIView #drawer"))
    }

    func test_visible_clippedOutByAClippingAncestorNamesIt() async {
        let clip = place(SnapshotTestScreen.container(identifier: "clip"), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        clip.clipsToBounds = true
        _ = placeButton("ok", frame: CGRect(x: 150, y: 0, width: 100, height: 44), in: clip)
        let node = AccessibilitySnapshot.take().only("ok")
        XCTAssertEqual(node?.notVisibleReason, .clipped(by: "UIView #clip"))
        XCTAssertEqual(node?.notHittableReason, .notVisible(.clipped(by: "UIView #clip")))
    }

    func test_visible_partlyClippedButtonIsVisibleWithItsVisiblePartAndHitThere() async {
        let clip = place(SnapshotTestScreen.container(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        clip.clipsToBounds = true
        _ = placeButton("ok", frame: CGRect(x: 60, y: 0, width: 100, height: 44), in: clip)
        let node = AccessibilitySnapshot.take().only("ok")
        XCTAssertEqual(node?.visibleFrame, CGRect(x: 60, y: 100, width: 40, height: 44))
        XCTAssertEqual(node?.hitPoint, CGPoint(x: 80, y: 122))
        XCTAssertEqual(node?.isHittable, true)
    }

    func test_visible_scrolledOutElementNamesTheScrollView() async {
        let scroll = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 393, height: 2000)
        _ = placeButton("far", frame: CGRect(x: 0, y: 1500, width: 100, height: 44), in: scroll)
        let node = AccessibilitySnapshot.take().only("far")
        XCTAssertEqual(node?.notVisibleReason, .scrolledOut(of: "UIScrollView #list"))
    }

    func test_visible_scrollingBringsTheElementIntoView() async {
        let scroll = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        _ = placeButton("far", frame: CGRect(x: 0, y: 1500, width: 100, height: 44), in: scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 1400)
        let node = AccessibilitySnapshot.take().only("far")
        XCTAssertEqual(node?.isVisible, true)
        XCTAssertEqual(node?.visibleFrame, CGRect(x: 0, y: 200, width: 100, height: 44))
    }

    func test_visible_offScreenElementIsNotVisible() async {
        _ = placeButton("away", frame: CGRect(x: 500, y: 100, width: 100, height: 44))
        XCTAssertEqual(AccessibilitySnapshot.take().only("away")?.notVisibleReason, .offScreen)
    }

    func test_visible_zeroSizeElementIsNotVisible() async {
        _ = placeButton("flat", frame: CGRect(x: 20, y: 100, width: 100, height: 0))
        XCTAssertEqual(AccessibilitySnapshot.take().only("flat")?.notVisibleReason, .zeroSize)
    }

    func test_visible_opaqueViewOnTopCoversTheElementAndIsNamed() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        place(SnapshotTestScreen.container(identifier: "sheet", background: .white), frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        let node = AccessibilitySnapshot.take().only("ok")
        XCTAssertEqual(node?.notVisibleReason, .covered(by: "UIView #sheet"))
        XCTAssertEqual(node?.coveredBy, "UIView #sheet")
    }

    func test_visible_translucentViewOnTopDoesNotCover() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        place(
            SnapshotTestScreen.container(background: UIColor.black.withAlphaComponent(0.4)),
            frame: CGRect(x: 0, y: 50, width: 393, height: 300)
        )
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.isVisible, true)
    }

    func test_visible_opaqueViewCoveringOnlyPartDoesNotHideTheElement() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        place(SnapshotTestScreen.container(background: .white), frame: CGRect(x: 0, y: 50, width: 70, height: 300))
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.isVisible, true)
    }

    func test_visible_opaqueViewBehindDoesNotCover() async {
        place(SnapshotTestScreen.container(background: .white), frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.isVisible, true)
    }

    func test_visible_opaqueWindowInFrontCoversTheElement() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let front = UIWindow(frame: app.screen.bounds)
        front.windowLevel = .alert
        front.backgroundColor = .white
        front.accessibilityIdentifier = "front"
        front.makeKeyAndVisible()
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.notVisibleReason, .covered(by: "UIWindow #front"))
    }

    func test_hittable_clearInteractiveOverlayTakesTheTouchAndIsNamed() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        place(SnapshotTestScreen.container(identifier: "overlay"), frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        let node = AccessibilitySnapshot.take().only("ok")
        XCTAssertEqual(node?.isVisible, true)
        XCTAssertEqual(node?.notHittableReason, .covered(by: "UIView #overlay"))
        XCTAssertEqual(node?.coveredBy, "UIView #overlay")
    }

    func test_hittable_nonInteractiveOverlayLetsTheTouchThrough() async {
        _ = placeButton("ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let overlay = place(SnapshotTestScreen.container(), frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        overlay.isUserInteractionEnabled = false
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.isHittable, true)
    }

    func test_hittable_interactionDisabledAncestorIsNamed() async {
        let form = place(SnapshotTestScreen.container(identifier: "form"), frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        form.isUserInteractionEnabled = false
        _ = placeButton("ok", frame: CGRect(x: 0, y: 0, width: 100, height: 44), in: form)
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.notHittableReason, .userInteractionDisabled(by: "UIView #form"))
    }

    func test_hittable_labelIsHittableThroughToItsContainer() async {
        place(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        XCTAssertEqual(AccessibilitySnapshot.take().only("welcome")?.isHittable, true)
    }

    func test_hittable_disabledButtonIsHittableButNotEnabled() async {
        let button = placeButton("pay", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.isEnabled = false
        let node = AccessibilitySnapshot.take().only("pay")
        XCTAssertEqual(node?.isHittable, true)
        XCTAssertEqual(node?.isEnabled, false)
    }

    func test_modal_viewHidesItsSiblingsFromTheSnapshot() async {
        _ = placeButton("behind", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let dialog = place(SnapshotTestScreen.container(identifier: "dialog"), frame: CGRect(x: 40, y: 300, width: 300, height: 200))
        dialog.accessibilityViewIsModal = true
        _ = placeButton("confirm", frame: CGRect(x: 10, y: 10, width: 100, height: 44), in: dialog)
        let identifiers = AccessibilitySnapshot.take().nodes.compactMap(\.identifier)
        XCTAssertTrue(identifiers.contains("confirm"))
        XCTAssertFalse(identifiers.contains("behind"))
    }
}
