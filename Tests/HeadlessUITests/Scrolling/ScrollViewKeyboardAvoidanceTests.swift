import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A plain scroll view (and a text view) does not avoid the keyboard by itself, as in UIKit; an app
/// does it with the keyboard notifications or `keyboardLayoutGuide`, as these tests do.
@MainActor
final class ScrollViewKeyboardAvoidanceTests: HeadlessTestCase {
    private let keyboardTop: CGFloat = 852 - 336

    /// A form: a full-screen scroll view with a field near the bottom, under where the keyboard goes.
    private func makeForm() -> (UIScrollView, UITextField) {
        let scrollView = place(UIScrollView(), frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 900)
        let field = UITextField(frame: CGRect(x: 20, y: 700, width: 300, height: 40))
        scrollView.addSubview(field)
        return (scrollView, field)
    }

    private func isCoveredByKeyboard(_ point: CGPoint) -> Bool {
        guard let keyboardWindow = app.softwareKeyboard.window, !keyboardWindow.isHidden else { return false }
        return keyboardWindow.hitTest(keyboardWindow.convert(point, from: nil), with: nil) != nil
    }

    /// An app's observer: bottom inset = the keyboard's overlap with the scroll view, then the field
    /// scrolled into view (Apple's "Managing the Keyboard" recipe).
    private final class KeyboardAvoider {
        private var tokens: [NSObjectProtocol] = []
        init(scrollView: UIScrollView, field: UITextField) {
            let show = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { [weak scrollView, weak field] note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated {
                    guard let scrollView, let field, let end else { return }
                    let frameOnScreen = scrollView.convert(scrollView.bounds, to: nil)
                    let overlap = max(0, frameOnScreen.maxY - end.minY)
                    scrollView.contentInset.bottom = overlap - scrollView.safeAreaInsets.bottom
                    scrollView.verticalScrollIndicatorInsets.bottom = overlap - scrollView.safeAreaInsets.bottom
                    scrollView.scrollRectToVisible(field.frame, animated: false)
                }
            }
            let hide = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
            ) { [weak scrollView] _ in
                MainActor.assumeIsolated {
                    scrollView?.contentInset.bottom = 0
                    scrollView?.verticalScrollIndicatorInsets.bottom = 0
                }
            }
            tokens = [show, hide]
        }
        func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }

    func test_plainScrollView_keyboardLeavesItsInsetsAlone() async {
        let (scrollView, field) = makeForm()
        let before = scrollView.adjustedContentInset
        field.becomeFirstResponder()
        waitForKeyboardSlide()
        XCTAssertEqual(scrollView.adjustedContentInset, before)
        XCTAssertEqual(scrollView.contentInset, .zero)
    }

    func test_fieldBecomingFirstResponder_isNotScrolledIntoView() async {
        let (scrollView, field) = makeForm()
        scrollView.layoutIfNeeded()
        let resting = scrollView.contentOffset
        let fieldCenter = field.convert(CGPoint(x: 80, y: 20), to: nil)
        fingers.tap(fieldCenter)
        XCTAssertTrue(field.isFirstResponder)
        waitForKeyboardSlide()
        XCTAssertEqual(scrollView.contentOffset, resting, "UIKit leaves this to the app")
        XCTAssertTrue(isCoveredByKeyboard(fieldCenter), "the field is under the keyboard")
    }

    func test_appUsingNotifications_scrollsTheFieldAboveTheKeyboard() async {
        let (scrollView, field) = makeForm()
        let avoider = KeyboardAvoider(scrollView: scrollView, field: field)
        defer { avoider.stop() }
        fingers.tap(CGPoint(x: 100, y: 720))
        waitForKeyboardSlide()
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, 336)
        let fieldOnScreen = field.convert(field.bounds, to: nil)
        XCTAssertLessThanOrEqual(fieldOnScreen.maxY, keyboardTop)
        XCTAssertFalse(isCoveredByKeyboard(CGPoint(x: fieldOnScreen.midX, y: fieldOnScreen.midY)))
        // The last of the content can be scrolled above the keyboard.
        scrollView.setContentOffset(
            CGPoint(x: 0, y: scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height),
            animated: false
        )
        XCTAssertEqual(scrollView.convert(CGPoint(x: 0, y: 900), to: nil).y, keyboardTop, accuracy: 0.001)

        field.resignFirstResponder()
        XCTAssertEqual(scrollView.contentInset.bottom, 0)
    }

    func test_appUsingKeyboardLayoutGuide_insetsTheScrollView() async {
        let (scrollView, field) = makeForm()
        let guide = window.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        guide.addChangeHandler { [weak scrollView] guide in
            guard let scrollView else { return }
            let overlap = max(0, scrollView.frame.maxY - guide.layoutFrame.minY)
            scrollView.contentInset.bottom = max(0, overlap - scrollView.safeAreaInsets.bottom)
        }
        field.becomeFirstResponder()
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, 336, "set in the keyboard's animation block")
        scrollView.scrollRectToVisible(field.frame, animated: false)
        XCTAssertLessThanOrEqual(field.convert(field.bounds, to: nil).maxY, keyboardTop)
        field.resignFirstResponder()
        XCTAssertEqual(scrollView.contentInset.bottom, 0)
    }

    func test_textView_withoutAnAppInset_typesUnderTheKeyboard() async {
        let textView = place(UITextView(), frame: CGRect(x: 0, y: 100, width: 393, height: 700))
        textView.becomeFirstResponder()
        waitForKeyboardSlide()
        for _ in 0..<40 { textView.insertText("line\n") }
        let caret = textView.caretRect(for: textView.selectedTextRange!.start)
        XCTAssertGreaterThan(textView.convert(caret, to: nil).minY, keyboardTop, "UIKit's text view does not avoid the keyboard")
    }

    func test_textView_withTheKeyboardOverlapAsBottomInset_keepsTheCaretAboveTheKeyboard() async {
        let textView = place(UITextView(), frame: CGRect(x: 0, y: 100, width: 393, height: 700))
        textView.becomeFirstResponder()
        waitForKeyboardSlide()
        textView.contentInset.bottom = textView.convert(textView.bounds, to: nil).maxY - app.softwareKeyboard.frame.minY
        for _ in 0..<40 { textView.insertText("line\n") }
        let caret = textView.convert(textView.caretRect(for: textView.selectedTextRange!.start), to: nil)
        XCTAssertLessThanOrEqual(caret.maxY, keyboardTop + 0.001)
        XCTAssertGreaterThan(caret.maxY, keyboardTop - 20, "it scrolled only as far as needed")
    }
}
