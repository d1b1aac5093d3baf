import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ViewsCorpusSmallAPITests: HeadlessTestCase {
    func test_scrollIndicatorInsets_setsBothIndicators() async {
        let scrollView = UIScrollView()
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scrollView.verticalScrollIndicatorInsets.bottom = 30
        XCTAssertEqual(scrollView.scrollIndicatorInsets.bottom, 30)
    }

    func test_textContentType_isKeptOnFieldsAndTextViews() async {
        let field = UITextField()
        XCTAssertNil(field.textContentType)
        field.textContentType = .oneTimeCode
        XCTAssertEqual(field.textContentType, .oneTimeCode)
        XCTAssertEqual(UITextContentType.newPassword.rawValue, "new-password")
        let textView = UITextView()
        textView.textContentType = .fullStreetAddress
        XCTAssertEqual(textView.textContentType, .fullStreetAddress)
    }

    func test_rasterization_drawsTheSame() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        view.backgroundColor = .red
        let before = view.snapshotImage(scale: 1)
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 2
        XCTAssertTrue(view.layer.shouldRasterize)
        XCTAssertEqual(view.layer.rasterizationScale, 2)
        XCTAssertEqual(view.snapshotImage(scale: 1).pngData(), before.pngData(), "rasterizing changes speed, not pixels")
    }
}
