@testable import Hammer
import XCTest

/// Reading order (VoiceOver's): top to bottom, left to right within a line, whatever the input order.
final class AccessibilityReadingOrderTests: XCTestCase {
    func test_order_topToBottomWhateverTheInputOrder() {
        let frames = [CGRect(x: 20, y: 300, width: 100, height: 44), CGRect(x: 20, y: 100, width: 100, height: 44)]
        XCTAssertEqual(AccessibilityReadingOrder.order(frames), [1, 0])
    }

    func test_order_leftToRightWithinALineEvenWhenTheLeftOneStartsLower() {
        let frames = [CGRect(x: 250, y: 100, width: 100, height: 44), CGRect(x: 20, y: 104, width: 100, height: 36)]
        XCTAssertEqual(AccessibilityReadingOrder.order(frames), [1, 0])
    }

    func test_order_anElementBelowTheLineMiddleStartsTheNextLine() {
        let frames = [
            CGRect(x: 200, y: 130, width: 100, height: 44),  // starts below the first line's middle (122)
            CGRect(x: 250, y: 100, width: 100, height: 44),
            CGRect(x: 20, y: 100, width: 100, height: 44),
        ]
        XCTAssertEqual(AccessibilityReadingOrder.order(frames), [2, 1, 0])
    }

    func test_order_framesWithoutAPositionComeLastInInputOrder() {
        let frames = [CGRect.null, CGRect(x: 0, y: 500, width: 10, height: 10), CGRect.null]
        XCTAssertEqual(AccessibilityReadingOrder.order(frames), [1, 0, 2])
    }

    func test_order_identicalFramesKeepInputOrder() {
        let frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        XCTAssertEqual(AccessibilityReadingOrder.order([frame, frame, frame]), [0, 1, 2])
    }
}
