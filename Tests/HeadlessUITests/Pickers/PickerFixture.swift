import HeadlessUI

/// A picker data source and delegate over fixed titles that records every `didSelectRow`.
@MainActor
final class PickerFixture: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    var titles: [[String]]
    var componentLabels: [String?] = []
    /// `didSelectRow` calls as "row/component".
    private(set) var selections: [String] = []

    init(_ titles: [[String]]) { self.titles = titles }

    static func rows(_ count: Int, prefix: String = "Row") -> [String] {
        (0..<count).map { "\(prefix) \($0)" }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { titles.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        titles[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(row)/\(component)")
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        component < componentLabels.count ? componentLabels[component] : nil
    }
}
