import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// What a keyboard observer read, written from the observer block (posted on the main thread).
private final class KeyboardFrames: @unchecked Sendable {
    var viaValue: CGRect?
    var viaRect: CGRect?
    var begin: CGRect?
}

@MainActor
final class NSValueGeometryTests: HeadlessTestCase {
    func test_keyboardFrame_readsAsNSValueAndAsCGRect() async {
        let read = KeyboardFrames()
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            read.viaValue = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            read.viaRect = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            read.begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        focusedKeyInput()
        let shown = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
        XCTAssertEqual(read.viaValue, shown, "iOS code's `as? NSValue` then `cgRectValue` reads the frame")
        XCTAssertEqual(read.viaRect, shown, "and `as? CGRect` still does")
        XCTAssertEqual(read.begin, shown.offsetBy(dx: 0, dy: 336), "the frame below the screen the slide starts from")
    }

    func test_values_roundTripAndRefuseTheWrongKind() async {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
        let boxed: Any = NSValue(cgRect: rect)
        XCTAssertEqual(boxed as? CGRect, rect)
        XCTAssertNil(boxed as? CGSize, "a rectangle is not a size")
        let size: Any = CGSize(width: 7, height: 8)
        XCTAssertEqual((size as? NSValue)?.cgSizeValue, CGSize(width: 7, height: 8))
    }
}
