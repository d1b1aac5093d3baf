import Foundation
@testable import Kass
import XCTest

/// A swipe or drag on a list whose middle the keyboard covers goes down on the part above the keyboard,
/// as a user's finger would; it never puts the keyboard away first. Putting it away (the Done bar ends
/// editing) would pass a test that asserts "dragging the list put the keyboard away" even when the
/// list has no `keyboardDismissMode`: the test would see Kass's effect, not the app's.
@MainActor
final class KassGesturesUnderKeyboardTests: KassDSLTestCase {
    /// What the screen holds, for the assertions.
    @MainActor
    final class Parts {
        var field: UITextField!
        var results: UIScrollView!
        var doneTaps = 0
    }

    private var parts: Parts!

    /// A search field (with a Done accessory bar) above a tall scroll view that reaches the bottom of
    /// the screen, so the keyboard covers the scroll view's centre while the field is edited.
    private func startSearch(dismissMode: UIScrollView.KeyboardDismissMode) {
        let parts = Parts()
        self.parts = parts
        start(ClosureApp.app("Search") { root, _ in
            let field = UITextField(frame: CGRect(x: 20, y: 60, width: 353, height: 44))
            field.accessibilityIdentifier = "search"
            field.autocorrectionType = .no
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            makeButton("search.done", title: "Done", frame: CGRect(x: 313, y: 0, width: 60, height: 44), in: bar) { [weak root] in
                parts.doneTaps += 1
                root?.view.endEditing(true)
            }
            field.inputAccessoryView = bar
            root.view.addSubview(field)
            let results = UIScrollView(frame: CGRect(x: 0, y: 120, width: 393, height: 732))
            results.accessibilityIdentifier = "results"
            results.contentSize = CGSize(width: 393, height: 3000)
            results.keyboardDismissMode = dismissMode
            root.view.addSubview(results)
            parts.field = field
            parts.results = results
        })
    }

    func test_swipe_onAListWhoseCentreIsUnderTheKeyboard_keepsTheKeyboardWhenTheListDoesNotDismissIt() async {
        startSearch(dismissMode: .none)
        screen().textField("search").typeText("ci")
        XCTAssertTrue(session.application?.softwareKeyboard.isVisible ?? false)
        screen().element("results").swipe(.up)
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 0, "Kass tapped the keyboard's Done button before the swipe")
        XCTAssertTrue(parts.field.isFirstResponder)
        XCTAssertTrue(session.application?.softwareKeyboard.isVisible ?? false)
        XCTAssertGreaterThan(parts.results.contentOffset.y, 0, "the swipe reached the list and scrolled it")
    }

    func test_swipe_onAListWhoseCentreIsUnderTheKeyboard_putsTheKeyboardAwayWhenTheListDismissesOnDrag() async {
        startSearch(dismissMode: .onDrag)
        screen().textField("search").typeText("ci")
        screen().element("results").swipe(.up)
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 0, "Kass tapped the keyboard's Done button before the swipe")
        XCTAssertFalse(parts.field.isFirstResponder)
        XCTAssertFalse(session.application?.softwareKeyboard.isVisible ?? true)
        XCTAssertGreaterThan(parts.results.contentOffset.y, 0, "the swipe reached the list and scrolled it")
    }

    func test_dragBy_onAListWhoseCentreIsUnderTheKeyboard_keepsTheKeyboardWhenTheListDoesNotDismissIt() async {
        startSearch(dismissMode: .none)
        screen().textField("search").typeText("ci")
        screen().element("results").drag(by: CGVector(dx: 0, dy: -200))
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 0, "Kass tapped the keyboard's Done button before the drag")
        XCTAssertTrue(parts.field.isFirstResponder)
        XCTAssertTrue(session.application?.softwareKeyboard.isVisible ?? false)
        XCTAssertGreaterThan(parts.results.contentOffset.y, 0, "the drag reached the list and scrolled it")
    }

    func test_dragBy_onAListWhoseCentreIsUnderTheKeyboard_pullsTheKeyboardAwayWhenTheListDismissesInteractively() async {
        startSearch(dismissMode: .interactive)
        screen().textField("search").typeText("ci")
        screen().element("results").drag(by: CGVector(dx: 0, dy: 450))
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 0, "Kass tapped the keyboard's Done button before the drag")
        XCTAssertFalse(parts.field.isFirstResponder)
        XCTAssertFalse(session.application?.softwareKeyboard.isVisible ?? true)
    }

    func test_swipe_onAListWhollyUnderTheKeyboard_putsTheKeyboardAwayWithItsDoneButtonFirst() async {
        startSearch(dismissMode: .none)
        parts.results.frame = CGRect(x: 0, y: 560, width: 393, height: 292)
        screen().textField("search").typeText("ci")
        screen().element("results").swipe(.up)
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 1)
        XCTAssertFalse(session.application?.softwareKeyboard.isVisible ?? true)
        XCTAssertGreaterThan(parts.results.contentOffset.y, 0, "the swipe reached the list and scrolled it")
    }

    /// A drag on something that is not a scroll view (a canvas, a slider) starts at its hit point: a
    /// slider moves only from its thumb, so the keyboard is put away first rather than the drag moved.
    func test_dragBy_onAViewThatIsNotAScrollView_putsTheKeyboardAwayFirstAndStartsAtTheHitPoint() async {
        startSearch(dismissMode: .none)
        parts.results.isHidden = true
        var panStart: CGPoint?
        let canvas = UIView(frame: CGRect(x: 0, y: 120, width: 393, height: 732))
        canvas.accessibilityIdentifier = "canvas"
        canvas.addGestureRecognizer(UIPanGestureRecognizer { pan in
            if pan.state == .began { panStart = pan.location(in: nil) }
        })
        parts.results.superview?.addSubview(canvas)
        screen().textField("search").typeText("ci")
        screen().element("canvas").drag(by: CGVector(dx: 0, dy: -100))
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(parts.doneTaps, 1, "the keyboard is put away with its Done button first")
        XCTAssertFalse(session.application?.softwareKeyboard.isVisible ?? true)
        guard let start = panStart else { return XCTFail("the drag did not reach the canvas") }
        XCTAssertEqual(start.x, 196.5, accuracy: 1)
        XCTAssertGreaterThan(start.y, 400, "began near the canvas's centre (y 486), not on its part above the keyboard")
    }
}
