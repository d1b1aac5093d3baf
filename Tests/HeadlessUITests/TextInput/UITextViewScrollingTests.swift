import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITextViewScrollingTests: HeadlessTestCase {
    private let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
    private let frame = CGRect(x: 0, y: 100, width: 200, height: 150)

    /// `count` short lines ("line 0" … ), one per text line.
    private func lines(_ count: Int) -> String {
        (0..<count).map { "line \($0)" }.joined(separator: "\n")
    }

    private func makeTextView(_ text: String = "") -> UITextView {
        let view = UITextView(frame: .zero)
        view.text = text
        return place(view, frame: frame)
    }

    private func caret(_ view: UITextView) -> Int {
        view.offset(from: view.beginningOfDocument, to: view.selectedTextRange!.start)
    }

    private func moveCaret(_ view: UITextView, to offset: Int) {
        let position = view.position(from: view.beginningOfDocument, offset: offset)!
        view.selectedTextRange = view.textRange(from: position, to: position)
    }

    /// The largest resting offset of a text view whose content is taller than its bounds.
    private func bottomOffset(_ view: UITextView) -> CGFloat {
        view.contentSize.height - view.bounds.height
    }

    func test_textView_isAScrollView() async {
        let view: UIView = makeTextView()
        XCTAssertTrue(view is UIScrollView)
    }

    func test_contentSize_isWidthByLinesPlusContainerInsets() async {
        let view = makeTextView(lines(5))
        XCTAssertEqual(view.contentSize.width, 200)
        XCTAssertEqual(view.contentSize.height, 5 * lineHeight + 16, accuracy: 0.001)
        XCTAssertEqual(view.contentHeight, view.contentSize.height)
    }

    func test_contentSize_followsTyping() async {
        let view = makeTextView("a")
        view.becomeFirstResponder()
        let before = view.contentSize.height
        view.insertText("\nb")
        XCTAssertEqual(view.contentSize.height, before + lineHeight, accuracy: 0.001)
    }

    func test_contentSize_rewrapsWhenWidthChanges() async {
        let view = makeTextView(String(repeating: "word ", count: 40))
        let wide = view.contentSize.height
        view.frame.size.width = 100
        XCTAssertEqual(view.contentSize.width, 100)
        XCTAssertGreaterThan(view.contentSize.height, wide)
    }

    func test_longText_scrollsWithAPan() async {
        let view = makeTextView(lines(40))
        fingers.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 130), steps: 10)
        XCTAssertGreaterThan(view.contentOffset.y, 50)
        XCTAssertFalse(view.isFirstResponder, "a drag is a scroll, not a tap that begins editing")
    }

    func test_flick_deceleratesOnTheClockAndRestsInRange() async {
        let view = makeTextView(lines(200))
        fingers.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 100, y: 140), steps: 4)
        let atRelease = view.contentOffset.y
        XCTAssertTrue(view.isDecelerating)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 10))
        XCTAssertFalse(view.isDecelerating)
        XCTAssertGreaterThan(view.contentOffset.y, atRelease)
        XCTAssertLessThanOrEqual(view.contentOffset.y, bottomOffset(view))
    }

    func test_shortText_doesNotScroll() async {
        let view = makeTextView("short")
        fingers.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 130), steps: 10)
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_typingPastTheBottom_scrollsToKeepTheCaretVisible() async {
        let view = makeTextView()
        view.becomeFirstResponder()
        for index in 0..<30 {
            view.insertText(index == 0 ? "line" : "\nline")
        }
        XCTAssertEqual(view.contentOffset.y, bottomOffset(view), accuracy: 0.001)
        let caretRect = view.caretRect(for: view.selectedTextRange!.start)
        XCTAssertLessThanOrEqual(caretRect.maxY, view.contentOffset.y + view.bounds.height)
        XCTAssertGreaterThanOrEqual(caretRect.minY, view.contentOffset.y)
    }

    func test_beginningToEditLongText_showsTheCaretAtTheEnd() async {
        let view = makeTextView(lines(40))
        XCTAssertEqual(view.contentOffset.y, 0)
        view.becomeFirstResponder()
        XCTAssertEqual(view.contentOffset.y, bottomOffset(view), accuracy: 0.001)
    }

    func test_tapThatBeginsEditing_keepsTheOffsetAndPutsTheCaretUnderTheFinger() async {
        let view = makeTextView(lines(40))
        // At the left edge of the third line: the caret goes before "line 2".
        fingers.tap(CGPoint(x: 2, y: 100 + 8 + lineHeight * 2.5))
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertEqual(view.contentOffset.y, 0)
        XCTAssertEqual(caret(view), lines(2).utf16.count + 1)
    }

    func test_tapInScrolledText_placesTheCaretInContentCoordinates() async {
        let view = makeTextView(lines(40))
        view.contentOffset = CGPoint(x: 0, y: lineHeight * 10)
        // The finger lands on the third visible line: text line 12 ("line 12").
        fingers.tap(CGPoint(x: 2, y: 100 + 8 + lineHeight * 2.5))
        XCTAssertEqual(caret(view), lines(12).utf16.count + 1)
        XCTAssertEqual(view.contentOffset.y, lineHeight * 10, accuracy: 0.001)
    }

    func test_arrowKeyToTheTop_scrollsTheLeastToShowTheCaret() async {
        let view = makeTextView(lines(40))
        view.becomeFirstResponder()
        XCTAssertGreaterThan(view.contentOffset.y, 0)
        _ = view.handleTextInputKey(UIKey(keyCode: .keyboardUpArrow, modifierFlags: .command))
        XCTAssertEqual(caret(view), 0)
        XCTAssertEqual(view.contentOffset.y, 0, accuracy: 0.001)
    }

    func test_arrowKeyUpOneLine_scrollsOnlyByWhatIsNeeded() async {
        let view = makeTextView(lines(40))
        view.becomeFirstResponder()
        let firstVisibleTop = view.contentOffset.y
        // Walk the caret up until its line would leave the top: the view then follows line by line.
        var previous = view.contentOffset.y
        for _ in 0..<20 {
            _ = view.handleTextInputKey(UIKey(keyCode: .keyboardUpArrow, modifierFlags: []))
            let offset = view.contentOffset.y
            XCTAssertLessThanOrEqual(previous - offset, lineHeight + 0.001, "never more than one line per step")
            previous = offset
        }
        XCTAssertLessThan(view.contentOffset.y, firstVisibleTop)
        let caretRect = view.caretRect(for: view.selectedTextRange!.start)
        XCTAssertEqual(
            caretRect.minY - 8, view.contentOffset.y, accuracy: 0.001, "the caret's line sits at the top, below the container inset"
        )
    }

    func test_programmaticSelection_doesNotScroll() async {
        let view = makeTextView(lines(40))
        moveCaret(view, to: view.text.utf16.count)
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_scrollRangeToVisible_scrollsTheLeastToShowTheLine() async {
        let view = makeTextView(lines(40))
        let start = lines(20).utf16.count + 1
        view.scrollRangeToVisible(NSRange(location: start, length: 4))
        // Line 20's box plus the 8 pt bottom inset ends at the visible bottom.
        let lineBottom = 8 + 21 * lineHeight
        XCTAssertEqual(view.contentOffset.y, lineBottom + 8 - view.bounds.height, accuracy: 0.001)
    }

    func test_scrollRangeToVisible_alreadyVisible_doesNothing() async {
        let view = makeTextView(lines(40))
        view.scrollRangeToVisible(NSRange(location: 0, length: 4))
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_scrollRangeToVisible_outsideTheText_isReportedAndIgnored() async {
        let view = makeTextView("abc")
        view.scrollRangeToVisible(NSRange(location: 2, length: 5))
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(view.contentOffset, .zero)
    }

    func test_deletingText_bringsTheOffsetBackIntoRange() async {
        let view = makeTextView(lines(40))
        view.becomeFirstResponder()
        XCTAssertGreaterThan(view.contentOffset.y, 0)
        view.selectAll(nil)
        view.deleteBackward()
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_scrollDisabled_intrinsicHeightIsTheContentHeight() async {
        let view = makeTextView(lines(3))
        XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
        view.isScrollEnabled = false
        XCTAssertEqual(view.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(view.intrinsicContentSize.height, 3 * lineHeight + 16, accuracy: 0.001)
    }

    func test_scrollDisabled_typingGrowsTheIntrinsicHeightWithoutScrolling() async {
        let view = makeTextView(lines(20))
        view.isScrollEnabled = false
        view.becomeFirstResponder()
        let before = view.intrinsicContentSize.height
        view.insertText("\nmore")
        XCTAssertEqual(view.intrinsicContentSize.height, before + lineHeight, accuracy: 0.001)
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_scrollDisabled_sizeToFitTakesTheTextHeight() async {
        let view = makeTextView(lines(3))
        view.isScrollEnabled = false
        view.sizeToFit()
        XCTAssertEqual(view.bounds.width, 200)
        XCTAssertEqual(view.bounds.height, 3 * lineHeight + 16, accuracy: 0.001)
    }

    func test_scrollDisabled_panDoesNotScroll() async {
        let view = makeTextView(lines(40))
        view.isScrollEnabled = false
        fingers.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 130), steps: 10)
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func test_textContainerInset_negative_isReportedAndIgnored() async {
        let view = makeTextView("a")
        view.textContainerInset = UIEdgeInsets(top: -1, left: 0, bottom: 8, right: 0)
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(view.textContainerInset.top, 8)
    }

    func test_textViewDelegate_alsoHearsScrollCallbacks() async {
        final class Delegate: UITextViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let view = makeTextView(lines(40))
        let delegate = Delegate()
        view.delegate = delegate
        view.becomeFirstResponder()
        XCTAssertGreaterThan(delegate.scrolls, 0)
    }
}
