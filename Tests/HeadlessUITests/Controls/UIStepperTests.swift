import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIStepperTests: HeadlessTestCase {
    private var stepper: UIStepper!
    private var recorder: ControlEventRecorder!
    /// Stepper frame (100, 300, 94, 32): − half centred at (123.5, 316), + half at (170.5, 316).
    private let plus = CGPoint(x: 170, y: 316)
    private let minus = CGPoint(x: 124, y: 316)

    override func setUp() async throws {
        try await super.setUp()
        stepper = place(UIStepper(), frame: CGRect(x: 100, y: 300, width: 94, height: 32))
        recorder = ControlEventRecorder(stepper, only: [.touchDown, .touchUpInside, .valueChanged])
    }

    func test_stepper_defaults() async {
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.maximumValue, 100)
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
    }

    func test_stepper_tapOnPlusChangesTheValueAtTouchUp() async {
        fingers.down(plus)
        XCTAssertEqual(stepper.value, 0, "touch-down only highlights")
        fingers.up(plus)
        XCTAssertEqual(stepper.value, 1)
        XCTAssertEqual(recorder.events, ["touchDown", "valueChanged", "touchUpInside"])
    }

    func test_stepper_tapOnMinusDecrements() async {
        stepper.value = 5
        fingers.tap(minus)
        XCTAssertEqual(stepper.value, 4)
    }

    func test_stepper_minusIsDisabledAtTheMinimum() async {
        fingers.tap(minus)
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(recorder.events, ["touchDown", "touchUpInside"])
    }

    func test_stepper_wrapsPastTheMaximumToTheMinimum() async {
        stepper.wraps = true
        stepper.value = 100
        fingers.tap(plus)
        XCTAssertEqual(stepper.value, 0)
    }

    func test_stepper_wrapsBelowTheMinimumToTheMaximum() async {
        stepper.wraps = true
        fingers.tap(minus)
        XCTAssertEqual(stepper.value, 100)
    }

    func test_stepper_autorepeatTimeline() async {
        fingers.down(plus)
        var timeline: [Double] = []
        wait(0.49); timeline.append(stepper.value)
        wait(0.02); timeline.append(stepper.value)   // 0.51: first repeat at 0.5
        wait(0.5); timeline.append(stepper.value)    // 1.01
        wait(0.5); timeline.append(stepper.value)    // 1.51
        wait(0.5); timeline.append(stepper.value)    // 2.01
        wait(0.48); timeline.append(stepper.value)   // 2.49: repeat 5 not yet
        wait(0.02); timeline.append(stepper.value)   // 2.51: repeat 5
        wait(0.1); timeline.append(stepper.value)    // 2.61: faster from here
        wait(0.1); timeline.append(stepper.value)    // 2.71
        fingers.up(plus)
        timeline.append(stepper.value)               // no extra step at the lift
        XCTAssertEqual(timeline, [0, 1, 2, 3, 4, 4, 5, 6, 7, 7])
    }

    func test_stepper_withoutAutorepeatHoldingStepsOnceAtTheLift() async {
        stepper.autorepeat = false
        fingers.down(plus)
        wait(2)
        XCTAssertEqual(stepper.value, 0)
        fingers.up(plus)
        XCTAssertEqual(stepper.value, 1)
    }

    func test_stepper_nonContinuousSendsOneValueChangedAtTheEndOfARepeatRun() async {
        stepper.isContinuous = false
        fingers.down(plus)
        wait(1.1)
        fingers.up(plus)
        XCTAssertEqual(stepper.value, 2)
        XCTAssertEqual(recorder.events, ["touchDown", "valueChanged", "touchUpInside"])
    }

    func test_stepper_continuousSendsValueChangedPerRepeat() async {
        fingers.down(plus)
        wait(1.1)
        fingers.up(plus)
        XCTAssertEqual(recorder.events, ["touchDown", "valueChanged", "valueChanged", "touchUpInside"])
    }

    func test_stepper_movingToTheOtherHalfChangesWhichHalfSteps() async {
        stepper.value = 5
        fingers.down(plus)
        fingers.move(minus)
        fingers.up(minus)
        XCTAssertEqual(stepper.value, 4)
    }

    func test_stepper_removalWhileHoldingStopsRepeating() async {
        fingers.down(plus)
        stepper.removeFromSuperview()
        wait(2)
        XCTAssertEqual(stepper.value, 0)
    }

    func test_stepper_nonPositiveStepIsReportedAndIgnored() async {
        stepper.stepValue = 0
        stepper.stepValue = -2
        expectRuntimeIssues(count: 2)
        XCTAssertEqual(stepper.stepValue, 1)
    }

    func test_stepper_valueIsClampedToTheRange() async {
        stepper.value = 150
        XCTAssertEqual(stepper.value, 100)
        stepper.maximumValue = 10
        XCTAssertEqual(stepper.value, 10)
    }

    func test_stepper_accessibilityExposesDecrementAndIncrementButtons() async {
        let elements = stepper.accessibilityElements as? [AccessibleObject] ?? []
        XCTAssertEqual(elements.map(\.accessibilityLabel), ["Decrement", "Increment"])
        XCTAssertEqual(elements.map(\.accessibilityTraits), [[.button, .notEnabled], .button])
        XCTAssertEqual(elements.last?.accessibilityFrame, CGRect(x: 147, y: 300, width: 47, height: 32))
    }
}

@MainActor
final class UIStepperRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_stepper_rightToLeftPutsPlusOnTheLeft() async {
        let stepper = place(UIStepper(), frame: CGRect(x: 100, y: 300, width: 94, height: 32))
        fingers.tap(CGPoint(x: 124, y: 316))
        XCTAssertEqual(stepper.value, 1)
    }
}
