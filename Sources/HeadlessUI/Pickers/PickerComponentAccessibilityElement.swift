import Foundation

/// The accessibility element of one picker wheel, as UIKit exposes each component: adjustable,
/// valued by the selected row's title, labelled by a ``UIPickerViewAccessibilityDelegate``.
///
/// Label, value and frame are read live from the picker, so they never go stale.
@MainActor
final class PickerComponentAccessibilityElement: UIAccessibilityElement {
    private weak var picker: UIPickerView?
    private let component: Int

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(accessibilityContainer: picker)
    }

    private var accessibilityDelegate: UIPickerViewAccessibilityDelegate? {
        picker?.delegate as? UIPickerViewAccessibilityDelegate
    }

    override var defaultAccessibilityLabel: String? {
        guard let picker else { return nil }
        return accessibilityDelegate?.pickerView(picker, accessibilityLabelForComponent: component)
    }

    override var accessibilityHint: String? {
        get {
            guard let picker else { return nil }
            return super.accessibilityHint ?? accessibilityDelegate?.pickerView(picker, accessibilityHintForComponent: component)
        }
        set { super.accessibilityHint = newValue }
    }

    override var defaultAccessibilityValue: String? {
        guard let picker else { return nil }
        let row = picker.selectedRow(inComponent: component)
        return row >= 0 ? picker.accessibilityTitle(forRow: row, inComponent: component) : nil
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    override var defaultAccessibilityFrame: CGRect {
        guard let picker else { return .zero }
        return picker.convert(picker.wheelFrame(component), to: nil)
    }

    override func accessibilityIncrement() {
        picker?.adjustByAccessibility(component: component, by: 1)
    }

    override func accessibilityDecrement() {
        picker?.adjustByAccessibility(component: component, by: -1)
    }
}
