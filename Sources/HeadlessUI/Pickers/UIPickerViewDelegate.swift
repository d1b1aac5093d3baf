import Foundation

/// Supplies a picker view's content and hears about selections, as UIKit's `UIPickerViewDelegate`.
/// Every method is optional; the defaults are UIKit's.
///
/// A row shows ``pickerView(_:viewForRow:forComponent:reusing:)`` when the delegate implements it;
/// the default builds a centred label from ``pickerView(_:attributedTitleForRow:forComponent:)`` or
/// ``pickerView(_:titleForRow:forComponent:)``.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of wheel `component`. Default: the picker's width shared equally by its wheels.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The row height of wheel `component`. Default: ``UIPickerView/defaultRowHeight`` (32 pt).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row. Default: `nil` (an empty row).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; wins over the plain title. Default: `nil`.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view for a row. `view` is a row view that scrolled out of sight and may be reused.
    /// Default: a centred label showing the row's title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user brought `row` of `component` to rest under the selection indicator (a spin, a tap
    /// on a row, or an accessibility increment/decrement). Not called for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``. Default: nothing.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Default: the picker's width shared equally by its wheels.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.equalComponentWidth
    }

    /// Default: ``UIPickerView/defaultRowHeight`` (32 pt).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    /// Default: `nil`.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }

    /// Default: `nil`.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }

    /// Default: a centred label with the row's (attributed) title, reusing `view` when it is such a label.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.text = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
            ?? self.pickerView(pickerView, titleForRow: row, forComponent: component)
        return label
    }

    /// Default: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Names the wheels for assistive technologies, as UIKit's `UIPickerViewAccessibilityDelegate`.
@preconcurrency @MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    /// The accessibility label of wheel `component`. Default: `nil`.
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    /// The accessibility hint of wheel `component`. Default: `nil`.
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
}

extension UIPickerViewAccessibilityDelegate {
    /// Default: `nil`.
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    /// Default: `nil`.
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? { nil }
}

/// The label a picker row shows when the delegate supplies titles rather than views: centred text in
/// the system font at ``UIPickerView/rowFontSize``.
@MainActor
final class PickerRowLabel: UILabel {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Creates an empty, centred row label.
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = UIFont.systemFont(ofSize: UIPickerView.rowFontSize)
    }
}
