import Foundation

/// Feeds a ``UIDatePicker``'s inner picker view from its ``DatePickerLayout`` and turns the user's
/// wheel changes into date changes. Kept out of `UIDatePicker` so the date picker does not publicly
/// conform to the picker protocols (UIKit's does not).
@MainActor
final class DatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    private weak var datePicker: UIDatePicker?

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    private var layout: DatePickerLayout? { datePicker?.layout }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        layout?.columns.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let datePicker, let layout = layout, layout.columns.indices.contains(component) else { return 0 }
        return layout.rowCount(of: layout.columns[component], showing: datePicker.date)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let layout = layout, layout.columns.indices.contains(component) else { return nil }
        return layout.title(of: layout.columns[component], row: row)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.wheelsDidChange()
    }
}
