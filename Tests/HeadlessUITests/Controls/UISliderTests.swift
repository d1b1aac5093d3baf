import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISliderTests: HeadlessTestCase {
    private var slider: UISlider!
    private var recorder: ControlEventRecorder!
    /// Slider frame (50, 300, 228, 31): the thumb (28 pt) travels 200 pt; at 0.5 its centre is (164, 315.5).
    private let thumbCenter = CGPoint(x: 164, y: 315.5)

    override func setUp() async throws {
        try await super.setUp()
        slider = place(UISlider(), frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        slider.value = 0.5
        recorder = ControlEventRecorder(slider, only: [.valueChanged])
    }

    func test_slider_valueIsClampedToTheRange() async {
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.value = -3
        XCTAssertEqual(slider.value, 0)
    }

    func test_slider_nanValueIsReportedAndIgnored() async {
        slider.value = .nan
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(slider.value, 0.5)
    }

    func test_slider_raisingTheMinimumAboveTheMaximumRaisesBoth() async {
        slider.minimumValue = 5
        XCTAssertEqual(slider.maximumValue, 5)
        XCTAssertEqual(slider.value, 5)
    }

    func test_slider_setValueSendsNoEvent() async {
        slider.setValue(0.2, animated: true)
        XCTAssertEqual(recorder.events, [])
    }

    func test_slider_tapOnTheTrackAwayFromTheThumbDoesNotJump() async {
        fingers.tap(CGPoint(x: 60, y: 315))
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertEqual(recorder.events, [])
        XCTAssertFalse(slider.isTracking)
    }

    func test_slider_tapOnTheThumbDoesNotChangeTheValue() async {
        fingers.tap(CGPoint(x: thumbCenter.x + 6, y: thumbCenter.y))
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertEqual(recorder.events, [])
    }

    func test_slider_dragFromTheThumbMovesTheValueContinuously() async {
        fingers.drag(from: thumbCenter, to: CGPoint(x: thumbCenter.x + 50, y: thumbCenter.y), steps: 5)
        XCTAssertEqual(slider.value, 0.75, accuracy: 0.0001)
        XCTAssertEqual(recorder.events.count, 5)
    }

    func test_slider_dragKeepsTheFingerOffsetFromTheThumb() async {
        fingers.drag(from: CGPoint(x: thumbCenter.x + 8, y: thumbCenter.y), to: CGPoint(x: thumbCenter.x + 48, y: thumbCenter.y), steps: 2)
        XCTAssertEqual(slider.value, 0.7, accuracy: 0.0001)
    }

    func test_slider_nonContinuousSliderSendsOneValueChangedAtTheEnd() async {
        slider.isContinuous = false
        fingers.down(thumbCenter)
        fingers.move(CGPoint(x: thumbCenter.x + 20, y: thumbCenter.y))
        fingers.move(CGPoint(x: thumbCenter.x + 40, y: thumbCenter.y))
        XCTAssertEqual(recorder.events, [])
        fingers.up(CGPoint(x: thumbCenter.x + 40, y: thumbCenter.y))
        XCTAssertEqual(recorder.events, ["valueChanged"])
        XCTAssertEqual(slider.value, 0.7, accuracy: 0.0001)
    }

    func test_slider_dragPastTheEndStopsAtTheMaximum() async {
        fingers.drag(from: thumbCenter, to: CGPoint(x: 380, y: thumbCenter.y), steps: 4)
        XCTAssertEqual(slider.value, 1)
    }

    func test_slider_accessibilityValueIsAPercentage() async {
        XCTAssertEqual(slider.accessibilityValue, "50%")
        slider.maximumValue = 200
        slider.value = 50
        XCTAssertEqual(slider.accessibilityValue, "25%")
    }

    func test_slider_accessibilityTraitsAreAdjustable() async {
        XCTAssertTrue(slider.isAccessibilityElement)
        XCTAssertEqual(slider.accessibilityTraits, .adjustable)
    }

    func test_slider_accessibilityIncrementMovesTenPercentAndSendsValueChanged() async {
        slider.accessibilityIncrement()
        XCTAssertEqual(slider.accessibilityValue, "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        XCTAssertEqual(slider.accessibilityValue, "40%")
        XCTAssertEqual(recorder.events, ["valueChanged", "valueChanged", "valueChanged"])
    }
}

@MainActor
final class UISliderRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_slider_rightToLeftDragTowardsTheLeftRaisesTheValue() async {
        let slider = place(UISlider(), frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        slider.value = 0.5
        fingers.drag(from: CGPoint(x: 164, y: 315.5), to: CGPoint(x: 114, y: 315.5), steps: 2)
        XCTAssertEqual(slider.value, 0.75, accuracy: 0.0001)
    }
}
