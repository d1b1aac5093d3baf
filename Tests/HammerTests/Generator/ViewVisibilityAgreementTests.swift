import Hammer
import HeadlessUITestSupport
import XCTest

/// One rule for views and elements: for the same view, the view checks (`isVisible`, `isHittable`,
/// `waitUntilVisible`, `waitUntilHittable`, a view as a location) give the reason the accessibility
/// snapshot gives the view's node, in the same words.
@MainActor
final class ViewVisibilityAgreementTests: HammerTestCase {
    private func button(_ title: String, identifier: String, frame: CGRect, in parent: UIView? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.frame = frame
        (parent ?? window.rootViewController!.view).addSubview(button)
        return button
    }

    private func container(_ identifier: String, frame: CGRect, background: UIColor? = nil) -> UIView {
        let view = add(UIView(), frame: frame)
        view.accessibilityIdentifier = identifier
        view.backgroundColor = background
        return view
    }

    /// The reasons the view checks give, without the "(after waiting …)" of a wait.
    private func viewReasons(of view: UIView, _ generator: EventGenerator) async -> (notVisible: String?, notHittable: String?) {
        var reasons: (notVisible: String?, notHittable: String?) = (nil, nil)
        let suffix = " (after waiting 0.00 s)"
        do {
            try await generator.waitUntilVisible(view, timeout: 0)
        } catch let HammerError.notVisible(_, reason) {
            reasons.notVisible = reason.hasSuffix(suffix) ? String(reason.dropLast(suffix.count)) : reason
        } catch {
            XCTFail("unexpected \(error)")
        }
        do {
            try await generator.waitUntilHittable(view, timeout: 0)
        } catch let HammerError.notHittable(_, reason) {
            reasons.notHittable = reason.hasSuffix(suffix) ? String(reason.dropLast(suffix.count)) : reason
        } catch {
            XCTFail("unexpected \(error)")
        }
        return reasons
    }

    /// Asserts that the view checks and the snapshot node with `identifier` agree, and returns the node.
    @discardableResult
    private func assertAgree(
        _ view: UIView, identifier: String, _ generator: EventGenerator, file: StaticString = #filePath, line: UInt = #line
    ) async -> AccessibilitySnapshot.Node? {
        guard let node = generator.takeSnapshot().only(identifier, file: file, line: line) else { return nil }
        let reasons = await viewReasons(of: view, generator)
        XCTAssertEqual(generator.isVisible(view), node.isVisible, "isVisible", file: file, line: line)
        XCTAssertEqual(generator.isHittable(view), node.isHittable, "isHittable", file: file, line: line)
        XCTAssertEqual(reasons.notVisible, node.notVisibleReason?.description, "not visible because", file: file, line: line)
        XCTAssertEqual(reasons.notHittable, node.notHittableReason?.description, "not hittable because", file: file, line: line)
        return node
    }

    // MARK: Visible

    func test_scrolledOutView_isScrolledOutForTheViewAndItsElement() async throws {
        let scroll = add(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 393, height: 2000)
        scroll.clipsToBounds = false  // scrolled-out content is not visible even so
        let far = button("Far", identifier: "far", frame: CGRect(x: 0, y: 1500, width: 100, height: 44), in: scroll)
        let generator = try await makeGenerator()
        let node = await assertAgree(far, identifier: "far", generator)
        XCTAssertEqual(node?.notVisibleReason, .scrolledOut(of: "UIScrollView #list"))
        do {
            try await generator.waitUntilVisible(far, timeout: 0.5)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(
                error,
                .notVisible(target: "UIButton #far \"Far\"", reason: "it is scrolled out of UIScrollView #list (after waiting 0.50 s)")
            )
        }
    }

    func test_scrolledOutView_cannotBeTappedAndSaysWhy() async throws {
        let scroll = add(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 393, height: 2000)
        let far = button("Far", identifier: "far", frame: CGRect(x: 0, y: 1500, width: 100, height: 44), in: scroll)
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try generator.resolve(far)) { error in
            XCTAssertEqual(
                error as? HammerError, .notVisible(target: "UIButton #far \"Far\"", reason: "it is scrolled out of UIScrollView #list")
            )
        }
        XCTAssertThrowsError(try generator.resolve("far")) { error in
            guard case .notVisible(_, let reason) = error as? HammerError else { return XCTFail("got \(error)") }
            XCTAssertEqual(reason, "it is scrolled out of UIScrollView #list")
        }
    }

    func test_scrolledIntoView_viewLandsOnTheElementsHitPoint() async throws {
        let scroll = add(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        let far = button("Far", identifier: "far", frame: CGRect(x: 0, y: 1500, width: 100, height: 44), in: scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 1220)  // on screen 380...424: the bottom 24 points are scrolled out
        let generator = try await makeGenerator()
        let node = await assertAgree(far, identifier: "far", generator)
        XCTAssertEqual(node?.isHittable, true)
        XCTAssertEqual(try generator.resolve(far).point, node?.hitPoint)
        XCTAssertEqual(try generator.resolve(far).point, CGPoint(x: 50, y: 390), "the centre of the visible part")
    }

    func test_opaqueOverlay_coversTheViewAndItsElement() async throws {
        let target = button("OK", identifier: "ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        _ = container("sheet", frame: CGRect(x: 0, y: 50, width: 393, height: 300), background: .white)
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.notVisibleReason, .covered(by: "UIView #sheet"))
        XCTAssertEqual(node?.notVisibleReason?.description, "it is covered by UIView #sheet")
        XCTAssertFalse(generator.isVisible(target))
    }

    func test_opaqueViewInsideATranslucentContainer_coversNeitherTheViewNorItsElement() async throws {
        let target = button("OK", identifier: "ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let veil = container("veil", frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        veil.alpha = 0.5
        veil.isUserInteractionEnabled = false
        let sheet = UIView(frame: veil.bounds)
        sheet.backgroundColor = .white
        veil.addSubview(sheet)
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.isVisible, true)
        XCTAssertTrue(generator.isVisible(target))
        XCTAssertTrue(generator.isHittable(target))
    }

    func test_transparentAncestor_makesTheViewAndItsElementTransparent() async throws {
        let fader = container("fader", frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        fader.alpha = 0
        let target = button("OK", identifier: "ok", frame: CGRect(x: 0, y: 0, width: 100, height: 44), in: fader)
        // Listed from elsewhere, so the snapshot holds a node for it.
        let list = container("list", frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        list.accessibilityElements = [target]
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.notVisibleReason, .transparent(by: "UIView #fader"))
        XCTAssertEqual(node?.notHittableReason?.description, "it is not visible: it is transparent (alpha < 0.01 on UIView #fader)")
    }

    // MARK: Hittable

    func test_clearInteractiveOverlay_takesTheTouchFromTheViewAndItsElement() async throws {
        let target = button("OK", identifier: "ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        _ = container("overlay", frame: CGRect(x: 0, y: 50, width: 393, height: 300))
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.notHittableReason, .covered(by: "UIView #overlay"))
        XCTAssertTrue(generator.isVisible(target))
        do {
            try await generator.waitUntilHittable(target, timeout: 0.25)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notHittable(
                target: "UIButton #ok \"OK\" at (70, 122)", reason: "UIView #overlay would receive the touch instead (after waiting 0.25 s)"
            ))
        }
    }

    func test_labelInsideAButton_isHittableThroughToTheButtonForTheViewAndItsElement() async throws {
        let pay = button("", identifier: "pay", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        pay.isAccessibilityElement = false  // so the snapshot lists the label inside it
        var taps = 0
        pay.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let label = UILabel(frame: pay.bounds)
        label.text = "Pay"
        label.accessibilityIdentifier = "payLabel"
        pay.addSubview(label)
        let generator = try await makeGenerator()
        let node = await assertAgree(label, identifier: "payLabel", generator)
        XCTAssertEqual(node?.isHittable, true)
        XCTAssertTrue(generator.isHittable(label))
        try await generator.fingerTap(at: label)
        XCTAssertEqual(taps, 1, "the touch falls through the label to the button")
    }

    func test_userInteractionDisabledAncestor_blocksTheViewAndItsElement() async throws {
        let form = container("form", frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        form.isUserInteractionEnabled = false
        let target = button("OK", identifier: "ok", frame: CGRect(x: 0, y: 0, width: 100, height: 44), in: form)
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.notHittableReason, .userInteractionDisabled(by: "UIView #form"))
        XCTAssertTrue(generator.isVisible(target))
        do {
            try await generator.waitUntilHittable(target, timeout: 0)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notHittable(
                target: "UIButton #ok \"OK\" at (50, 122)", reason: "user interaction is disabled on UIView #form (after waiting 0.00 s)"
            ))
        }
    }

    func test_plainVisibleButton_isVisibleAndHittableForTheViewAndItsElement() async throws {
        let target = button("OK", identifier: "ok", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let generator = try await makeGenerator()
        let node = await assertAgree(target, identifier: "ok", generator)
        XCTAssertEqual(node?.isHittable, true)
        XCTAssertEqual(try generator.resolve(target).point, node?.hitPoint)
    }
}
