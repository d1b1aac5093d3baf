import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIKeyboardLayoutGuideTests: HeadlessTestCase {
    func test_hiddenKeyboard_guideRestsOnTheBottomSafeArea() async {
        XCTAssertEqual(window.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
    }

    func test_withoutBottomSafeArea_hiddenGuideIsZeroTallAtTheBottom() async {
        let guide = window.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 852, width: 393, height: 0))
    }

    func test_shownKeyboard_guideFollowsItsTopInTheViewsCoordinates() async {
        let content = place(UIView(), frame: CGRect(x: 0, y: 100, width: 393, height: 752))
        focusedKeyInput()
        XCTAssertEqual(content.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 852 - 336 - 100, width: 393, height: 336))
    }

    func test_changeHandler_runsInsideTheKeyboardAnimation() async {
        let footer = place(UIView(), frame: CGRect(x: 0, y: 800, width: 393, height: 18))
        var calls = 0
        window.keyboardLayoutGuide.addChangeHandler { guide in
            calls += 1
            footer.frame.origin.y = guide.layoutFrame.minY - footer.frame.height
        }
        let input = focusedKeyInput()
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(footer.frame.minY, 852 - 336 - 18)
        await app.runLoop.run(for: 0.1)
        XCTAssertNotEqual(footer.layer.presentation()!.frame.minY, footer.frame.minY, "animating with the keyboard")
        input.resignFirstResponder()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(footer.frame.minY, 852 - 34 - 18)
    }
}
