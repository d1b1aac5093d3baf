import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIButtonTests: HeadlessTestCase {
    private let center = CGPoint(x: 150, y: 322)

    private func placeButton(_ button: UIButton = UIButton(type: .system)) -> UIButton {
        place(button, frame: CGRect(x: 100, y: 300, width: 100, height: 44))
    }

    func test_button_touchUpInsideIsFollowedByPrimaryActionTriggered() async {
        let button = placeButton()
        let recorder = ControlEventRecorder(button)
        fingers.tap(center)
        XCTAssertEqual(recorder.events, ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    func test_button_touchUpOutsideDoesNotTriggerThePrimaryAction() async {
        let button = placeButton()
        let recorder = ControlEventRecorder(button, only: [.primaryActionTriggered])
        fingers.down(center)
        fingers.up(CGPoint(x: 150, y: 500))
        XCTAssertEqual(recorder.events, [])
    }

    func test_button_primaryActionRunsOnTapAndGivesTheTitle() async {
        var taps = 0
        let button = placeButton(UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps += 1 }))
        fingers.tap(center)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(button.currentTitle, "Save")
        XCTAssertEqual(button.buttonType, .system)
    }

    func test_button_sendActionsForTouchUpInsideAlsoTriggersThePrimaryAction() async {
        var ran = false
        let button = UIButton(primaryAction: UIAction { _ in ran = true })
        button.sendActions(for: .touchUpInside)
        XCTAssertTrue(ran)
    }

    func test_button_initWithFrameIsCustom() async {
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton.ButtonType.close.rawValue, 7)
    }

    func test_button_titleFallsBackToNormal() async {
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        XCTAssertEqual(button.title(for: .highlighted), "Pay")
        XCTAssertEqual(button.title(for: .disabled), "Pay")
        XCTAssertEqual(button.title(for: .selected), "Pay")
    }

    func test_button_combinedStateFallsBackToItsPrimaryState() async {
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.setTitle("Paying", for: .highlighted)
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Paying")
        button.setTitle("Paid", for: [.selected, .highlighted])
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Paid")
    }

    func test_button_currentTitleFollowsTheHighlightDuringAPress() async {
        let button = placeButton()
        button.setTitle("Pay", for: .normal)
        button.setTitle("Paying", for: .highlighted)
        fingers.down(center)
        XCTAssertEqual(button.currentTitle, "Paying")
        fingers.up(center)
        XCTAssertEqual(button.currentTitle, "Pay")
    }

    func test_button_disabledTitle() async {
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.setTitle("Unavailable", for: .disabled)
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "Unavailable")
    }

    func test_button_titleColorFallsBackToNormalThenToTheTint() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.titleColor(for: .normal), button.tintColor)
        button.setTitleColor(.red, for: .normal)
        XCTAssertEqual(button.titleColor(for: .highlighted), .red)
        XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white)
    }

    func test_button_accessibilityLabelIsTheCurrentTitle() async {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityLabel, "Continue")
        button.accessibilityLabel = "Next step"
        XCTAssertEqual(button.accessibilityLabel, "Next step")
    }

    func test_button_accessibilityTraitsFollowTheState() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        button.isSelected = true
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled, .selected])
    }

    func test_button_disabledButtonDoesNotRunItsAction() async {
        var taps = 0
        let button = placeButton(UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 }))
        button.isEnabled = false
        fingers.tap(center)
        XCTAssertEqual(taps, 0)
    }
}
