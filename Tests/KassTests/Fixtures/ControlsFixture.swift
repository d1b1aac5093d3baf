import Foundation
import HeadlessUI

/// One row per value control, each with a label echoing the control's value, plus two broken ones.
///
/// Trap modelled: an action whose effect must be read back. Correct controls: `controls.slider`
/// (0…100, at 50; `controls.sliderValue` "50"), `controls.stepper` (0…10, step 1, at 3;
/// `controls.stepperValue` "3"), `controls.segments` (Day / Week / Month, "Day" selected;
/// `controls.segmentValue`), `controls.switch` (off; `controls.switchValue` "Off"). Broken ones:
/// `controls.buggyStepper` (at 3) moves by two steps per tap (3 → 5), so `increment()` must fail its
/// "moved by one step" read-back; `controls.flakySwitch` (off) flips back 0.2 s after each change, so
/// `setSwitch(on: true)` reads "1" right after the tap and "0" 0.2 s later: a read-back taken too
/// early passes wrongly, an `assertValue` a moment later shows the truth.
final class ControlsFixture: UIApplicationDelegate {
    /// How long the flaky switch keeps a new value.
    static let flipBackDelay: TimeInterval = 0.2

    /// The app's window.
    var window: UIWindow?
    /// The controls screen.
    let controls = ControlsViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: controls)
        return true
    }
}

/// Rows: slider, stepper, buggy stepper, segmented control, switch, flaky switch (see the fixture).
final class ControlsViewController: UIViewController {
    let slider = UISlider()
    let sliderValueLabel = KassFixtureApp.makeLabel("50", identifier: "controls.sliderValue")
    let stepper = UIStepper()
    let stepperValueLabel = KassFixtureApp.makeLabel("3", identifier: "controls.stepperValue")
    let buggyStepper = UIStepper()
    let buggyStepperValueLabel = KassFixtureApp.makeLabel("3", identifier: "controls.buggyStepperValue")
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let segmentValueLabel = KassFixtureApp.makeLabel("Day", identifier: "controls.segmentValue")
    let toggle = UISwitch()
    let switchValueLabel = KassFixtureApp.makeLabel("Off", identifier: "controls.switchValue")
    let flakySwitch = UISwitch()
    let flakySwitchValueLabel = KassFixtureApp.makeLabel("Off", identifier: "controls.flakySwitchValue")
    private var buggyStepperLastValue = 3.0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureSlider()
        configureSteppers()
        configureSegmentsAndSwitches()
        KassFixtureApp.pinFormStack([
            row("Volume", slider, sliderValueLabel),
            row("Guests", stepper, stepperValueLabel),
            row("Rooms", buggyStepper, buggyStepperValueLabel),
            row("Period", segments, segmentValueLabel),
            row("Wi-Fi", toggle, switchValueLabel),
            row("Bluetooth", flakySwitch, flakySwitchValueLabel),
        ], in: view, spacing: 20)
    }

    private func row(_ caption: String, _ control: UIControl, _ valueLabel: UILabel) -> UIStackView {
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.widthAnchor.constraint(equalToConstant: 90).isActive = true
        valueLabel.textAlignment = .right
        valueLabel.widthAnchor.constraint(equalToConstant: 60).isActive = true
        let row = UIStackView(arrangedSubviews: [captionLabel, control, valueLabel])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        return row
    }

    private func configureSlider() {
        slider.accessibilityIdentifier = "controls.slider"
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.sliderValueLabel.text = "\(Int(self.slider.value.rounded()))"
        }, for: .valueChanged)
    }

    private func configureSteppers() {
        for (stepper, identifier) in [(stepper, "controls.stepper"), (buggyStepper, "controls.buggyStepper")] {
            stepper.accessibilityIdentifier = identifier
            stepper.minimumValue = 0
            stepper.maximumValue = 10
            stepper.stepValue = 1
            stepper.value = 3
        }
        stepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.stepperValueLabel.text = "\(Int(self.stepper.value))"
        }, for: .valueChanged)
        buggyStepper.addAction(UIAction { [weak self] _ in self?.buggyStepperChanged() }, for: .valueChanged)
    }

    /// The bug: applies the user's change a second time.
    private func buggyStepperChanged() {
        let change = buggyStepper.value - buggyStepperLastValue
        buggyStepper.value += change
        buggyStepperLastValue = buggyStepper.value
        buggyStepperValueLabel.text = "\(Int(buggyStepper.value))"
    }

    private func configureSegmentsAndSwitches() {
        segments.accessibilityIdentifier = "controls.segments"
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.segmentValueLabel.text = self.segments.titleForSegment(at: self.segments.selectedSegmentIndex)
        }, for: .valueChanged)
        toggle.accessibilityIdentifier = "controls.switch"
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.switchValueLabel.text = self.toggle.isOn ? "On" : "Off"
        }, for: .valueChanged)
        flakySwitch.accessibilityIdentifier = "controls.flakySwitch"
        flakySwitch.addAction(UIAction { [weak self] _ in self?.flakySwitchChanged() }, for: .valueChanged)
    }

    /// The bug: a failed save puts the switch back 0.2 s after the user changed it.
    private func flakySwitchChanged() {
        flakySwitchValueLabel.text = flakySwitch.isOn ? "On" : "Off"
        UIApplication.shared.scheduler.schedule(after: ControlsFixture.flipBackDelay, label: "bluetooth save failed") { [weak self] in
            guard let self else { return }
            self.flakySwitch.setOn(!self.flakySwitch.isOn, animated: true)
            self.flakySwitchValueLabel.text = self.flakySwitch.isOn ? "On" : "Off"
        }
    }
}
