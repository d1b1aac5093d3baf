import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISwitchTests: HeadlessTestCase {
    private var toggle: UISwitch!
    private var recorder: ControlEventRecorder!
    /// Switch frame (100, 300, 51, 31).
    private let center = CGPoint(x: 125.5, y: 315.5)

    override func setUp() async throws {
        try await super.setUp()
        toggle = place(UISwitch(), frame: CGRect(x: 100, y: 300, width: 51, height: 31))
        recorder = ControlEventRecorder(toggle, only: [.valueChanged, .primaryActionTriggered])
    }

    func test_switch_sizeIsFixedAtFiftyOneByThirtyOne() async {
        let other = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        other.frame = CGRect(x: 10, y: 20, width: 300, height: 90)
        XCTAssertEqual(other.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        XCTAssertEqual(other.intrinsicContentSize, CGSize(width: 51, height: 31))
    }

    func test_switch_tapTogglesAndSendsValueChangedOnce() async {
        fingers.tap(center)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(recorder.events, ["valueChanged", "primaryActionTriggered"])
    }

    func test_switch_tapNearTheEdgeToggles() async {
        fingers.tap(CGPoint(x: 100 + 51 * 0.9, y: 315.5))
        XCTAssertTrue(toggle.isOn)
    }

    func test_switch_secondTapTurnsItOff() async {
        fingers.tap(center)
        wait(0.5)
        fingers.tap(center)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(recorder.events.filter { $0 == "valueChanged" }.count, 2)
    }

    func test_switch_setOnSendsNoEvent() async {
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        toggle.isOn = true
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(recorder.events, [])
    }

    func test_switch_dragTowardsOnTurnsItOn() async {
        fingers.drag(from: CGPoint(x: 110, y: 315), to: CGPoint(x: 140, y: 315), steps: 5)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(recorder.events, ["valueChanged", "primaryActionTriggered"])
    }

    func test_switch_dragTowardsOffKeepsItOffWithoutEvent() async {
        fingers.drag(from: CGPoint(x: 140, y: 315), to: CGPoint(x: 105, y: 315), steps: 5)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(recorder.events, [])
    }

    func test_switch_dragThereAndBackKeepsTheValue() async {
        fingers.down(CGPoint(x: 110, y: 315))
        fingers.move(CGPoint(x: 140, y: 315))
        fingers.move(CGPoint(x: 108, y: 315))
        fingers.up(CGPoint(x: 108, y: 315))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(recorder.events, [])
    }

    func test_switch_dragDecidesByThumbEvenWhenLiftedOutside() async {
        fingers.drag(from: CGPoint(x: 110, y: 315), to: CGPoint(x: 300, y: 315), steps: 5)
        XCTAssertTrue(toggle.isOn)
    }

    func test_switch_tapOnALabelNextToItDoesNothing() async {
        let label = place(UIView(), frame: CGRect(x: 16, y: 300, width: 80, height: 31))
        label.isAccessibilityElement = true
        label.accessibilityLabel = "Notifications"
        fingers.tap(CGPoint(x: 56, y: 315))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(recorder.events, [])
    }

    func test_switch_disabledSwitchIgnoresTaps() async {
        toggle.isEnabled = false
        fingers.tap(center)
        XCTAssertFalse(toggle.isOn)
    }

    func test_switch_accessibilityValueIsOneOrZero() async {
        XCTAssertEqual(toggle.accessibilityValue, "0")
        toggle.isOn = true
        XCTAssertEqual(toggle.accessibilityValue, "1")
    }

    func test_switch_accessibilityIsAToggleButtonElement() async {
        XCTAssertTrue(toggle.isAccessibilityElement)
        XCTAssertEqual(toggle.accessibilityTraits, [.button, .toggleButton])
        toggle.isEnabled = false
        XCTAssertEqual(toggle.accessibilityTraits, [.button, .toggleButton, .notEnabled])
    }
}

@MainActor
final class UISwitchRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_switch_rightToLeftDragTowardsTheLeftTurnsItOn() async {
        let toggle = place(UISwitch(), frame: CGRect(x: 100, y: 300, width: 51, height: 31))
        fingers.drag(from: CGPoint(x: 140, y: 315), to: CGPoint(x: 108, y: 315), steps: 5)
        XCTAssertTrue(toggle.isOn)
    }
}
