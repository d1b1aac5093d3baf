import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISearchTextFieldTests: HeadlessTestCase {
    func test_searchField_hasSearchFieldTrait() async {
        let field = UISearchTextField(frame: .zero)
        XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
    }

    func test_searchField_defaults() async {
        let field = UISearchTextField(frame: .zero)
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        XCTAssertEqual(field.returnKeyType, .search)
        XCTAssertEqual(field.borderStyle, .roundedRect)
    }

    func test_plainTextField_hasNoSearchFieldTrait() async {
        XCTAssertFalse(UITextField(frame: .zero).accessibilityTraits.contains(.searchField))
    }

    func test_searchField_clearButtonShowsOnlyWhileEditingWithText() async {
        let field = place(UISearchTextField(frame: .zero), frame: CGRect(x: 0, y: 100, width: 200, height: 36))
        field.text = "cats"
        let rect = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        XCTAssertFalse(window.hitTest(CGPoint(x: rect.midX, y: rect.midY), with: nil) is UIButton)
        field.becomeFirstResponder()
        XCTAssertTrue(window.hitTest(CGPoint(x: rect.midX, y: rect.midY), with: nil) is UIButton)
        fingers.tap(CGPoint(x: rect.midX, y: rect.midY))
        XCTAssertEqual(field.text, "")
    }
}
