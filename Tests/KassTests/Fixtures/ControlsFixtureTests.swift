import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ControlsFixtureTests: KassFixtureTestCase {
    /// Taps `identifier`'s control at `fraction` of its width, mid-height.
    private func tap(_ identifier: String, atFraction fraction: CGFloat) {
        guard let control = view(identifier) else { return }
        let frame = screenFrame(of: control)
        fingers.tap(CGPoint(x: frame.minX + frame.width * fraction, y: frame.midY))
    }

    func test_controls_startValues() async {
        start(ControlsFixture())
        XCTAssertEqual(view("controls.slider", as: UISlider.self)?.value, 50)
        XCTAssertEqual(view("controls.stepper", as: UIStepper.self)?.value, 3)
        XCTAssertEqual(view("controls.buggyStepper", as: UIStepper.self)?.value, 3)
        XCTAssertEqual(view("controls.segments", as: UISegmentedControl.self)?.selectedSegmentIndex, 0)
        XCTAssertEqual(view("controls.switch", as: UISwitch.self)?.isOn, false)
        XCTAssertEqual(view("controls.flakySwitch", as: UISwitch.self)?.isOn, false)
    }

    func test_stepper_incrementMovesByOneStep() async {
        start(ControlsFixture())
        tap("controls.stepper", atFraction: 0.75)
        XCTAssertEqual(view("controls.stepper", as: UIStepper.self)?.value, 4)
        XCTAssertEqual(text("controls.stepperValue"), "4")
    }

    func test_buggyStepper_incrementMovesByTwoSteps() async {
        start(ControlsFixture())
        tap("controls.buggyStepper", atFraction: 0.75)
        XCTAssertEqual(view("controls.buggyStepper", as: UIStepper.self)?.value, 5)
        XCTAssertEqual(text("controls.buggyStepperValue"), "5")
        tap("controls.buggyStepper", atFraction: 0.25)
        XCTAssertEqual(view("controls.buggyStepper", as: UIStepper.self)?.value, 3, "decrement also moves by two")
    }

    func test_slider_dragMovesTheValueAndItsLabel() async {
        start(ControlsFixture())
        guard let slider = view("controls.slider", as: UISlider.self) else { return }
        let thumb = slider.convert(slider.thumbRect(), to: nil)
        let frame = screenFrame(of: slider)
        fingers.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: frame.maxX, y: thumb.midY))
        XCTAssertEqual(slider.value, 100)
        XCTAssertEqual(text("controls.sliderValue"), "100")
    }

    func test_segments_tapSelectsAndUpdatesTheLabel() async {
        start(ControlsFixture())
        tap("controls.segments", atFraction: 5 / 6)
        XCTAssertEqual(view("controls.segments", as: UISegmentedControl.self)?.selectedSegmentIndex, 2)
        XCTAssertEqual(text("controls.segmentValue"), "Month")
    }

    func test_switch_tapTurnsItOnAndItStaysOn() async {
        start(ControlsFixture())
        tap("controls.switch")
        wait(1)
        XCTAssertEqual(view("controls.switch")?.accessibilityValue, "1")
        XCTAssertEqual(text("controls.switchValue"), "On")
    }

    func test_flakySwitch_readsOnAtFirstThenFlipsBackAfterTwoTenths() async {
        start(ControlsFixture())
        tap("controls.flakySwitch")
        XCTAssertEqual(view("controls.flakySwitch")?.accessibilityValue, "1", "right after the tap")
        XCTAssertEqual(text("controls.flakySwitchValue"), "On")
        wait(ControlsFixture.flipBackDelay)
        XCTAssertEqual(view("controls.flakySwitch")?.accessibilityValue, "0")
        XCTAssertEqual(text("controls.flakySwitchValue"), "Off")
    }
}
