import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ControlGesturePrecedenceTests: HeadlessTestCase {
    func test_buttonTap_winsOverAParentsSingleTapRecognizer() async {
        let card = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        var cardTaps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in cardTaps += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        card.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        fingers.tap(CGPoint(x: 60, y: 140))
        XCTAssertEqual(buttonTaps, 1)
        XCTAssertEqual(cardTaps, 0)
        fingers.tap(CGPoint(x: 250, y: 250))
        XCTAssertEqual(cardTaps, 1, "outside the button the card's recognizer still works")
    }

    func test_buttonDoesNotBlockAParentsDoubleTap() async {
        let card = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        var doubleTaps = 0
        doubleTap.addTarget { recognizer in if recognizer.state == .ended { doubleTaps += 1 } }
        card.addGestureRecognizer(doubleTap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        card.addSubview(button)
        fingers.tap(CGPoint(x: 60, y: 140))
        wait(0.1)
        fingers.tap(CGPoint(x: 60, y: 140))
        XCTAssertEqual(doubleTaps, 1)
    }

    func test_plainViewDoesNotBlockAParentsTap() async {
        let card = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        var cardTaps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in cardTaps += 1 })
        card.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        fingers.tap(CGPoint(x: 60, y: 140))
        XCTAssertEqual(cardTaps, 1)
    }
}
