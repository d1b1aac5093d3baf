import Foundation
import HeadlessUI

/// A fruit `UIPickerView` and a date `UIDatePicker`, each with a label echoing its selection.
///
/// Trap modelled: wheels that settle after the finger lifts. `pickers.fruit` (one component: Apple,
/// Banana, Cherry, Date, Elderberry, Fig, Grape; "Apple" selected) reports its selection only once
/// the wheel has come to rest, and `pickers.fruitValue` follows it. `pickers.date` (`.date` mode,
/// en_US, UTC, at 2024-01-15) reports `.valueChanged` when its wheels settle and
/// `pickers.dateValue` shows "2024-01-15". A correct `adjustPicker(to:)` spins the wheel, waits for it
/// to settle and reads the selected row back ("Cherry"); reading before the wheel stops sees the
/// old row.
final class PickersFixture: UIApplicationDelegate {
    /// The fruit wheel's rows.
    static let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    /// The app's window.
    var window: UIWindow?
    /// The pickers screen.
    let pickers = PickersViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: pickers)
        return true
    }

    /// The fixture's calendar: Gregorian in UTC.
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// Noon UTC on the given day.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    /// "2024-01-15" for a date.
    static func dayText(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = parts.month ?? 0
        let day = parts.day ?? 0
        return "\(parts.year ?? 0)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}

/// `pickers.fruit` with `pickers.fruitValue`, then `pickers.date` with `pickers.dateValue`.
final class PickersViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let fruitPicker = UIPickerView()
    let fruitValueLabel = KassFixtureApp.makeLabel("Apple", identifier: "pickers.fruitValue")
    let datePicker = UIDatePicker()
    let dateValueLabel = KassFixtureApp.makeLabel("2024-01-15", identifier: "pickers.dateValue")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        fruitPicker.accessibilityIdentifier = "pickers.fruit"
        fruitPicker.dataSource = self
        fruitPicker.delegate = self
        datePicker.accessibilityIdentifier = "pickers.date"
        datePicker.datePickerMode = .date
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.calendar = PickersFixture.calendar
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.date = PickersFixture.day(2024, 1, 15)
        datePicker.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.dateValueLabel.text = PickersFixture.dayText(self.datePicker.date)
        }, for: .valueChanged)
        for picker in [fruitPicker, datePicker] as [UIView] {
            picker.heightAnchor.constraint(equalToConstant: 216).isActive = true
        }
        KassFixtureApp.pinFormStack([fruitPicker, fruitValueLabel, datePicker, dateValueLabel], in: view, spacing: 8)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { PickersFixture.fruits.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        PickersFixture.fruits[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        fruitValueLabel.text = PickersFixture.fruits[row]
    }
}
