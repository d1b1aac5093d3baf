import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
private final class LinkRecorder: UITextViewDelegate {
    var asked: [(url: URL, range: NSRange, interaction: UITextItemInteraction)] = []
    var allows = true
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        asked.append((URL, characterRange, interaction))
        return allows
    }
}

@MainActor
final class UITextViewTextContainerTests: HeadlessTestCase {
    private let font = UIFont.systemFont(ofSize: 17)

    private func makeTextView(_ text: String, width: CGFloat = 200) -> UITextView {
        let view = UITextView(frame: .zero)
        view.font = font
        view.text = text
        return place(view, frame: CGRect(x: 0, y: 100, width: width, height: 300))
    }

    func test_textContainer_hasUIKitsDefaultsAndTracksTheWidth() async {
        let view = makeTextView("Hi")
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
        XCTAssertEqual(view.textContainer.maximumNumberOfLines, 0)
        XCTAssertEqual(view.textContainer.lineBreakMode, .byWordWrapping)
        XCTAssertTrue(view.textContainer.widthTracksTextView)
        XCTAssertTrue(view.textContainer.textView === view)
        XCTAssertEqual(view.textContainer.size.width, 200)
        view.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        XCTAssertEqual(view.textContainer.size.width, 180)
    }

    func test_lineFragmentPadding_movesTheCaretAndRewrapsTheText() async {
        let view = makeTextView("Hello")
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertEqual(view.caretRect(for: view.beginningOfDocument).midX, 5, accuracy: 0.01)
        view.textContainer.lineFragmentPadding = 0
        XCTAssertEqual(view.caretRect(for: view.beginningOfDocument).midX, 0, accuracy: 0.01)

        let words = makeTextView("aaaa bbbb", width: font.width(of: "aaaa bbbb") + 10)
        XCTAssertEqual(words.contentSize.height, font.lineHeight + 16, accuracy: 0.01, "fits inside 2 × 5 pt padding")
        words.textContainer.lineFragmentPadding = 8
        XCTAssertEqual(words.contentSize.height, 2 * font.lineHeight + 16, accuracy: 0.01, "2 × 8 pt padding wraps it")
    }

    func test_maximumNumberOfLines_limitsTheContentHeight() async {
        let view = makeTextView("one\ntwo\nthree\nfour")
        XCTAssertEqual(view.contentSize.height, 4 * font.lineHeight + 16, accuracy: 0.01)
        view.textContainer.maximumNumberOfLines = 2
        view.textContainer.lineBreakMode = .byTruncatingTail
        XCTAssertEqual(view.contentSize.height, 2 * font.lineHeight + 16, accuracy: 0.01)
    }

    func test_invalidContainerValues_areReportedAndIgnored() async {
        let view = makeTextView("Hi")
        view.textContainer.lineFragmentPadding = -1
        view.textContainer.maximumNumberOfLines = -3
        let issues = expectRuntimeIssues(count: 2)
        XCTAssertTrue(issues.allSatisfy { "\($0)".contains("NSTextContainer") }, "\(issues)")
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
        XCTAssertEqual(view.textContainer.maximumNumberOfLines, 0)
    }

    func test_dataDetectorTypes_defaultsToNoneAndIsKept() async {
        let view = UITextView()
        XCTAssertEqual(view.dataDetectorTypes, [])
        view.dataDetectorTypes = [.link, .phoneNumber]
        XCTAssertEqual(view.dataDetectorTypes, [.link, .phoneNumber])
        XCTAssertEqual(UIDataDetectorTypes.address.rawValue, 4)
    }

    /// "Read the terms" with "terms" linked, in a non-editable view; returns the point over "terms".
    private func makeLinkedView(delegate: LinkRecorder?) -> (UITextView, CGPoint) {
        let text = NSMutableAttributedString(string: "Read the terms", attributes: [.font: font])
        text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
        let view = makeTextView("")
        view.isEditable = false
        view.attributedText = text
        view.delegate = delegate
        let x = 5 + font.width(of: "Read the te")
        return (view, CGPoint(x: x, y: 100 + 8 + font.lineHeight / 2))
    }

    func test_tapOnALink_asksTheDelegateAndOpensTheURL() async {
        let delegate = LinkRecorder()
        let (_, point) = makeLinkedView(delegate: delegate)
        fingers.tap(point)
        XCTAssertEqual(delegate.asked.map(\.url.absoluteString), ["https://example.com/terms"])
        XCTAssertEqual(delegate.asked.first?.range, NSRange(location: 9, length: 5))
        XCTAssertEqual(delegate.asked.first?.interaction, .invokeDefaultAction)
        XCTAssertEqual(app.openedURLs.map(\.absoluteString), ["https://example.com/terms"])
    }

    func test_tapOnALink_refusedByTheDelegateOpensNothing() async {
        let delegate = LinkRecorder()
        delegate.allows = false
        let (_, point) = makeLinkedView(delegate: delegate)
        fingers.tap(point)
        XCTAssertEqual(delegate.asked.count, 1)
        XCTAssertTrue(app.openedURLs.isEmpty)
    }

    func test_tapBesideALink_opensNothing() async {
        let (view, _) = makeLinkedView(delegate: nil)
        fingers.tap(CGPoint(x: 5 + font.width(of: "Re"), y: 100 + 8 + font.lineHeight / 2))
        XCTAssertTrue(app.openedURLs.isEmpty)
        XCTAssertFalse(view.isFirstResponder)
    }

    func test_tapOnALinkInAnEditableView_editsInsteadOfOpening() async {
        let (view, point) = makeLinkedView(delegate: nil)
        view.isEditable = true
        fingers.tap(point)
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertTrue(app.openedURLs.isEmpty)
    }
}
