import Foundation

/// Supplies a picker view's shape, as UIKit's `UIPickerViewDataSource`: how many wheels
/// (components) it has and how many rows each wheel holds. Both methods are required.
///
/// The picker reads them when it first needs them and again on ``UIPickerView/reloadAllComponents()``
/// or ``UIPickerView/reloadComponent(_:)``; changing the data without reloading shows stale rows,
/// exactly as on iOS.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in wheel `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
