import Foundation
import HeadlessUI

/// Effects that happen late: a status that turns "Ready" 1.2 s after launch while the app is
/// otherwise idle, a 1 s price ticker that runs all the time, and value controls whose change is
/// saved by a request of ``saveDuration`` (busy work on the runtime clock).
///
/// Traps modelled: a wait that jumps past the moment its condition held (reporting 10 s for a
/// 1.2 s response), and controls that take the input and revert it when their save fails, after
/// any fixed read-back window. Correct controls keep their value: `saved.switch`, `saved.slider`.
/// Broken ones revert when the save "fails", ``saveDuration`` after the change: `late.switch`,
/// `late.slider` (back to 50), `late.segments` (back to Day), `late.stepper` (back to 3),
/// `late.picker` (back to row 0), `late.field` (emptied).
final class LateEffectsFixture: UIApplicationDelegate {
    /// When the status turns "Ready".
    static let readyTime: TimeInterval = 1.2
    /// How long a save takes before it lands (or fails and reverts).
    static let saveDuration: TimeInterval = 0.8

    /// What turns the status "Ready" at ``readyTime``.
    enum ReadyTrigger {
        /// Delayed work on the runtime clock.
        case delayedWork
        /// The completion of a 1.2 s animation that starts at launch.
        case animationCompletion
    }

    /// The app's window.
    var window: UIWindow?
    /// The screen.
    let screen: LateEffectsViewController

    /// The fixture with the status turned "Ready" by `trigger`, and the price ticker when `ticker`.
    init(readyBy trigger: ReadyTrigger = .delayedWork, ticker: Bool = true) {
        screen = LateEffectsViewController(readyBy: trigger, ticker: ticker)
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: screen)
        return true
    }
}

/// The controls of ``LateEffectsFixture``.
final class LateEffectsViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    static let fruits = ["Apple", "Banana", "Cherry"]
    let status = KassFixtureApp.makeLabel("Loading…", identifier: "late.status")
    let price = KassFixtureApp.makeLabel("100", identifier: "late.price")
    let savedSwitch = UISwitch()
    let savedSlider = UISlider()
    let lateSwitch = UISwitch()
    let lateSlider = UISlider()
    let lateSegments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let lateStepper = UIStepper()
    let latePicker = UIPickerView()
    let lateField = KassFixtureApp.makeTextField(placeholder: "Note", identifier: "late.field")
    private var ticks = 0
    private let trigger: LateEffectsFixture.ReadyTrigger
    private let ticker: Bool

    init(readyBy trigger: LateEffectsFixture.ReadyTrigger, ticker: Bool) {
        self.trigger = trigger
        self.ticker = ticker
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        startReadyTrigger()
        if ticker {
            UIApplication.shared.scheduler.schedule(after: 1, repeatingEvery: 1, label: "price ticker") { [weak self] in
                guard let self else { return }
                self.ticks += 1
                self.price.text = "\(100 + self.ticks)"
            }
        }
        configure()
        KassFixtureApp.pinFormStack(
            [status, price, savedSwitch, savedSlider, lateSwitch, lateSlider, lateSegments, lateStepper, latePicker, lateField],
            in: view,
            spacing: 8
        )
    }

    private func startReadyTrigger() {
        let delay = LateEffectsFixture.readyTime
        switch trigger {
        case .delayedWork:
            UIApplication.shared.scheduler.schedule(after: delay, label: "status") { [weak self] in self?.status.text = "Ready" }
        case .animationCompletion:
            price.alpha = 0.5
            UIView.animate(withDuration: delay, animations: { self.price.alpha = 1 }, completion: { [weak self] _ in
                self?.status.text = "Ready"
            })
        }
    }

    private func configure() {
        savedSwitch.accessibilityIdentifier = "saved.switch"
        savedSlider.accessibilityIdentifier = "saved.slider"
        lateSwitch.accessibilityIdentifier = "late.switch"
        lateSlider.accessibilityIdentifier = "late.slider"
        lateSegments.accessibilityIdentifier = "late.segments"
        lateStepper.accessibilityIdentifier = "late.stepper"
        latePicker.accessibilityIdentifier = "late.picker"
        for slider in [savedSlider, lateSlider] {
            slider.minimumValue = 0
            slider.maximumValue = 100
            slider.value = 50
        }
        lateSegments.selectedSegmentIndex = 0
        lateStepper.minimumValue = 0
        lateStepper.maximumValue = 10
        lateStepper.value = 3
        latePicker.dataSource = self
        latePicker.delegate = self
        savedSwitch.addAction(UIAction { _ in Self.save(failing: false) {} }, for: .valueChanged)
        savedSlider.addAction(UIAction { _ in Self.save(failing: false) {} }, for: .valueChanged)
        lateSwitch.addAction(UIAction { [weak self] _ in
            Self.save(failing: true) { self?.lateSwitch.setOn(false, animated: true) }
        }, for: .valueChanged)
        lateSlider.addAction(UIAction { [weak self] _ in Self.save(failing: true) { self?.lateSlider.value = 50 } }, for: .valueChanged)
        lateSegments.addAction(
            UIAction { [weak self] _ in Self.save(failing: true) { self?.lateSegments.selectedSegmentIndex = 0 } }, for: .valueChanged
        )
        lateStepper.addAction(UIAction { [weak self] _ in Self.save(failing: true) { self?.lateStepper.value = 3 } }, for: .valueChanged)
        lateField.addAction(UIAction { [weak self] _ in Self.save(failing: true) { self?.lateField.text = "" } }, for: .editingChanged)
    }

    /// A save request: busy for ``LateEffectsFixture/saveDuration``, then `revert` when it fails.
    private static func save(failing: Bool, revert: @escaping @MainActor () -> Void) {
        let application = UIApplication.shared
        let request = application.beginBusyWork("save")
        application.scheduler.schedule(after: LateEffectsFixture.saveDuration, label: "save") {
            if failing { revert() }
            request.end()
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.fruits.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.fruits[row] }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        Self.save(failing: true) { [weak pickerView] in pickerView?.selectRow(0, inComponent: 0, animated: false) }
    }
}
