import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilityElementTests: HeadlessTestCase {
    func test_accessibilityElement_isAnElementByDefault() async {
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        XCTAssertTrue(element.isAccessibilityElement)
    }

    func test_accessibilityElement_holdsItsContainerWeakly() async {
        var container: UIView? = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: container!)
        XCTAssertTrue(element.accessibilityContainer === container)
        container = nil
        XCTAssertNil(element.accessibilityContainer)
    }

    func test_frameInContainerSpace_mapsThroughTheContainerToScreen() async {
        let container = place(UIView(), frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 6, width: 20, height: 30)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 15, y: 106, width: 20, height: 30))
    }

    func test_frameInContainerSpace_followsTheContainerWhenItMoves() async {
        let container = place(UIView(), frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 6, width: 20, height: 30)
        container.frame.origin = CGPoint(x: 50, y: 300)
        XCTAssertEqual(element.accessibilityFrame.origin, CGPoint(x: 55, y: 306))
    }

    func test_frameInContainerSpace_inAnOffsetWindowIsInScreenCoordinates() async {
        let other = UIWindow(frame: CGRect(x: 0, y: 400, width: 300, height: 300))
        other.isHidden = false
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        other.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 21, y: 432, width: 3, height: 4))
    }

    func test_assignedAccessibilityFrame_replacesTheContainerSpaceFrame() async {
        let container = place(UIView(), frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 6, width: 20, height: 30)
        element.accessibilityFrame = CGRect(x: 1, y: 1, width: 1, height: 1)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 1, y: 1, width: 1, height: 1))
        XCTAssertEqual(element.accessibilityFrameInContainerSpace, .zero)
    }

    func test_viewAccessibilityFrame_isItsBoundsInScreenCoordinates() async {
        let parent = place(UIView(), frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 0, y: 50)  // scrolled by 50
        let child = UIView(frame: CGRect(x: 20, y: 60, width: 40, height: 30))
        parent.addSubview(child)
        XCTAssertEqual(child.accessibilityFrame, CGRect(x: 30, y: 110, width: 40, height: 30))
    }

    func test_activationPoint_defaultsToTheCentreOfTheAccessibilityFrame() async {
        let view = place(UIView(), frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 30, y: 110))
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(element.accessibilityActivationPoint, CGPoint(x: 15, y: 105))
    }

    func test_activationPoint_canBeOverridden() async {
        let view = place(UIView(), frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        view.accessibilityActivationPoint = CGPoint(x: 12, y: 102)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 12, y: 102))
        view.frame.origin = CGPoint(x: 200, y: 200)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 12, y: 102))
    }

    func test_activationPoint_followsTheViewWhenNotOverridden() async {
        let view = place(UIView(), frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        view.frame.origin = CGPoint(x: 200, y: 200)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 220, y: 210))
    }

    func test_accessibilityActions_defaultToUnhandledAndAreOverridable() async {
        final class Stepper: UIView {
            var value = 0
            override func accessibilityActivate() -> Bool { value = 100; return true }
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
        }
        XCTAssertFalse(UIView().accessibilityActivate())
        let stepper = Stepper()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        XCTAssertEqual(stepper.value, 1)
        XCTAssertTrue(stepper.accessibilityActivate())
        XCTAssertEqual(stepper.value, 100)
    }
}
