import HeadlessUITestSupport
import UIKit
import XCTest

/// Runs `TermsViewController`, iOS code that uses accessibility notifications, text containers,
/// links, font descriptors, text measuring and resizable images, compiled in Swift 5 mode.
@MainActor
final class TermsViewControllerTests: HeadlessTestCase {
    func test_termsScreen_opensItsLinkAndAnnouncesIt() async {
        app.setVoiceOverRunning(true)
        let terms = TermsViewController()
        window.rootViewController = terms
        wait(0.1)
        XCTAssertEqual(app.postedAccessibilityNotifications.map(\.notification), [.screenChanged])
        XCTAssertEqual(terms.textView.textContainer.lineFragmentPadding, 0)
        XCTAssertEqual(terms.textView.font?.fontDescriptor.symbolicTraits, .traitBold)
        XCTAssertEqual(terms.bubble.image?.capInsets.left, 4)

        let font = terms.textView.font ?? UIFont.systemFont(ofSize: 17)
        let frame = terms.textView.frame
        fingers.tap(CGPoint(x: frame.minX + font.width(of: "Read the te"), y: frame.minY + 8 + font.lineHeight / 2))
        XCTAssertEqual(terms.tappedURLs.map(\.absoluteString), ["https://example.com/terms"])
        XCTAssertEqual(app.openedURLs.map(\.absoluteString), ["https://example.com/terms"])
        XCTAssertEqual(app.accessibilityAnnouncements, ["Opening terms"])
    }
}
