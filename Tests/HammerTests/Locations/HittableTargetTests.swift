import Hammer
import HeadlessUITestSupport
import XCTest

/// Acting at an element (a view, an identifier, a query) touches it only where a touch reaches it:
/// a target no touch can reach is refused before anything is sent, naming the view that would take
/// the touch; a partly covered target is touched in its uncovered part; an ambiguous query means
/// the first match in reading order.
@MainActor
final class HittableTargetTests: HammerTestCase {
    /// A button that counts its taps.
    private func countingButton(_ title: String, identifier: String?, frame: CGRect) -> (UIButton, () -> Int) {
        let button = add(SnapshotTestScreen.button(title, identifier: identifier), frame: frame)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        return (button, { taps })
    }

    /// A clear view that records the touches it receives, laid over `frame`.
    private func clearOverlay(_ frame: CGRect, identifier: String = "overlay") -> TouchLogView {
        let overlay = add(TouchLogView(), frame: frame)
        overlay.backgroundColor = .clear
        overlay.accessibilityIdentifier = identifier
        return overlay
    }

    // MARK: Refusing a target no touch reaches

    func test_fingerTap_identifierUnderAClearOverlayThrowsNamingTheOverlay() async throws {
        let (_, taps) = countingButton("Pay", identifier: "button", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: "button")
            XCTFail("expected an error")
        } catch let HammerError.notHittable(target, reason) {
            XCTAssertTrue(target.hasPrefix("button \"Pay\" #button"), target)
            XCTAssertEqual(reason, "TouchLogView #overlay would receive the touch instead")
        }
        XCTAssertEqual(taps(), 0, "the button's action must not run")
        XCTAssertEqual(overlay.phases, [], "nothing may be delivered to the overlay")
    }

    func test_fingerTap_synchronousFormRefusesTheCoveredButtonToo() async throws {
        let (_, taps) = countingButton("Pay", identifier: "button", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try tapSynchronously(generator, at: "button")) { error in
            guard case HammerError.notHittable = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(taps(), 0)
        XCTAssertEqual(overlay.phases, [])
    }

    private func tapSynchronously(_ generator: EventGenerator, at location: any HammerLocatable) throws {
        try generator.fingerTap(at: location)
    }

    func test_fingerTap_viewUnderAClearOverlayThrowsNamingTheOverlay() async throws {
        let (button, taps) = countingButton("Pay", identifier: "button", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: button)
            XCTFail("expected an error")
        } catch let HammerError.notHittable(target, reason) {
            XCTAssertEqual(target, "UIButton #button \"Pay\" at (120, 122)")
            XCTAssertEqual(reason, "TouchLogView #overlay would receive the touch instead")
        }
        XCTAssertEqual(taps(), 0)
        XCTAssertEqual(overlay.phases, [])
    }

    func test_fingerTap_queryUnderAClearOverlayThrowsTheMessageNamingTheOverlay() async throws {
        _ = countingButton("Pay", identifier: "button", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try generator.resolve(.label("Pay", traits: .button))) { error in
            XCTAssertEqual(
                "\(error)",
                "button \"Pay\" #button [ref=e1] at (120, 122) is not hittable: TouchLogView #overlay would receive the touch instead."
            )
        }
        XCTAssertEqual(overlay.phases, [])
    }

    func test_fingerLongPress_swipeAndDragRefuseACoveredStartBeforeSendingAnything() async throws {
        let target = add(TouchLogView(), frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        target.accessibilityIdentifier = "target"
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        assertRefused { try generator.fingerLongPress(at: "target") }
        assertRefused { try generator.fingerSwipe(at: target, direction: .left) }
        assertRefused { try generator.fingerDrag(from: "target", to: CGPoint(x: 200, y: 700)) }
        assertRefused { try generator.fingerDown(at: "target") }
        XCTAssertEqual(overlay.phases, [])
        XCTAssertEqual(target.phases, [])
    }

    func test_fingerTap_rawPointUnderAClearOverlayStillGoesToTheOverlay() async throws {
        let (_, taps) = countingButton("Pay", identifier: "button", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 393, height: 400))
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: CGPoint(x: 120, y: 122))
        XCTAssertEqual(taps(), 0)
        XCTAssertEqual(overlay.phases, ["began 1", "ended 1"], "a point is not an element: it is touched as given")
    }

    /// Asserts `action` throws a not-hittable error saying what would receive the touch.
    private func assertRefused(_ action: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try action(), line: line) { error in
            guard case HammerError.notHittable(_, let reason) = error else { return XCTFail("\(error)", line: line) }
            XCTAssertEqual(reason, "TouchLogView #overlay would receive the touch instead", line: line)
        }
    }

    // MARK: A partly covered target

    func test_fingerTap_halfCoveredButtonIsTouchedInItsUncoveredPart() async throws {
        let button = add(ButtonRecordingTouches(), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.accessibilityIdentifier = "button"
        button.setTitle("Pay", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        // The overlay takes the left 110 of the button's 200 points, its centre included.
        let overlay = clearOverlay(CGRect(x: 0, y: 0, width: 130, height: 400))
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: "button")
        XCTAssertEqual(taps, 1, "the button's action fires")
        XCTAssertEqual(overlay.phases, [], "the overlay gets nothing")
        XCTAssertEqual(button.touchLocations.first, CGPoint(x: 175, y: 122), "the centre of the uncovered right part")
    }

    func test_resolve_partlyCoveredViewLandsInTheCentreOfItsVisibleHittablePart() async throws {
        let target = add(TouchLogView(), frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        target.accessibilityIdentifier = "target"
        _ = clearOverlay(CGRect(x: 0, y: 100, width: 300, height: 200), identifier: "top")
        let generator = try await makeGenerator()
        XCTAssertEqual(try generator.resolve(target).point, CGPoint(x: 150, y: 350))
        XCTAssertEqual(try generator.resolve("target").point, CGPoint(x: 150, y: 350))
    }

    func test_resolve_hittableElementKeepsItsHitPoint() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        _ = clearOverlay(CGRect(x: 0, y: 300, width: 393, height: 100))
        let generator = try await makeGenerator()
        XCTAssertEqual(try generator.resolve("signIn").point, CGPoint(x: 120, y: 122))
    }

    // MARK: Reading order

    func test_fingerTap_ambiguousQueryTakesTheFirstInReadingOrderNotSubviewOrder() async throws {
        // Added bottom-right first, top-left last: the top-left one is the first VoiceOver reads.
        let (_, bottomTaps) = countingButton("Delete", identifier: "bottom", frame: CGRect(x: 200, y: 400, width: 100, height: 44))
        let (_, topTaps) = countingButton("Delete", identifier: "top", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let generator = try await makeGenerator()
        generator.settings.throwOnMultipleMatches = false
        try await generator.fingerTap(at: .label("Delete"))
        XCTAssertEqual([topTaps(), bottomTaps()], [1, 0])
    }

    func test_fingerTap_ambiguousQueryOnOneRowTakesTheLeftmost() async throws {
        let (_, rightTaps) = countingButton("Add", identifier: "right", frame: CGRect(x: 250, y: 100, width: 100, height: 44))
        let (_, leftTaps) = countingButton("Add", identifier: "left", frame: CGRect(x: 20, y: 104, width: 100, height: 36))
        let generator = try await makeGenerator()
        generator.settings.throwOnMultipleMatches = false
        try await generator.fingerTap(at: .label("Add"))
        XCTAssertEqual([leftTaps(), rightTaps()], [1, 0], "same line: left before right even though it starts lower")
    }
}

/// A button that records where its touches begin (screen coordinates).
@MainActor
private final class ButtonRecordingTouches: UIButton {
    private(set) var touchLocations: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLocations.append(contentsOf: touches.map { $0.location(in: nil) })
        super.touchesBegan(touches, with: event)
    }
}
