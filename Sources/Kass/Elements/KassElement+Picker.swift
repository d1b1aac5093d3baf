import Foundation
import Hammer
import KassSupport

extension KassElement {
    /// Spins wheel `component` of a picker with slow drags, as a user does, until the row titled
    /// `title` is selected; the selection must then read `title`. Works on a `UIPickerView` and on a
    /// `UIDatePicker`'s wheels (`adjustPicker(to: "16", component: 1)` picks the 16th in a
    /// month-day-year picker).
    public func adjustPicker(to title: String, component: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("adjustPicker(to: \(Self.quoted(title)))", on: self, file: file, line: line, ready: { node in
            // Rows may still be loading: wait for the component and the row within the budget.
            guard let picker = node.object.flatMap(Self.wheels(of:)) else { return nil }
            guard component < picker.numberOfComponents else {
                return .noComponent(count: picker.numberOfComponents, component: component)
            }
            guard component >= 0 else { return nil }
            let titles = (0..<picker.numberOfRows(inComponent: component)).map { Self.title(of: picker, row: $0, component: component) }
            guard !titles.contains(title) else { return nil }
            return .noPickerRow(component: component, title: title, near: NearMatchRanker.rank(title, among: titles.compactMap { $0 }))
        }, deliver: { node, generator in
            guard let picker = node.object.flatMap(Self.wheels(of:)), let window = picker.window else {
                throw KassDeliveryError(.notA(control: "picker with wheels", actual: node.noun))
            }
            guard component >= 0, component < picker.numberOfComponents else {
                throw KassDeliveryError(.notReady(.noComponent(count: picker.numberOfComponents, component: component)))
            }
            let titles = (0..<picker.numberOfRows(inComponent: component)).map { Self.title(of: picker, row: $0, component: component) }
            guard let target = titles.firstIndex(of: title) else {
                let near = NearMatchRanker.rank(title, among: titles.compactMap { $0 })
                throw KassDeliveryError(.notReady(.noPickerRow(component: component, title: title, near: near)))
            }
            let rowHeight = picker.rowSize(forComponent: component).height
            let wheel = Self.wheelFrame(of: picker, component: component, in: window)
            for _ in 0..<Self.maximumPickerDrags {
                let rows = target - picker.selectedRow(inComponent: component)
                if rows == 0 { return }
                let step = CGFloat(max(-Self.rowsPerDrag, min(Self.rowsPerDrag, rows)))
                let start = CGPoint(x: wheel.midX, y: wheel.midY + step * rowHeight / 2)
                try generator.fingerDrag(from: start, to: CGPoint(x: start.x, y: start.y - step * rowHeight), duration: 0.5)
                session.application?.runLoop.run(timeout: 5) { !picker.isSpinning }
            }
        }, readBack: { snapshot in
            controlCheck(in: snapshot, as: UIView.self) { view in
                guard let picker = Self.wheels(of: view) else { return .noWheels }
                let selected = Self.title(of: picker, row: picker.selectedRow(inComponent: component), component: component)
                return selected == title ? nil : .wheel(asked: title, shows: selected)
            }
        })
    }

    /// Rows one slow drag moves a wheel (small enough to stay on the wheel, slow enough not to fling).
    static let rowsPerDrag = 3
    /// Drags `adjustPicker` makes at most.
    static let maximumPickerDrags = 60

    /// The wheels of `object`: itself when it is a `UIPickerView`, else the picker view a
    /// `UIDatePicker` (or a custom control) shows among its subviews.
    static func wheels(of object: AnyObject) -> UIPickerView? {
        if let picker = object as? UIPickerView { return picker }
        guard let view = object as? UIView else { return nil }
        for subview in view.subviews {
            if let picker = wheels(of: subview) { return picker }
        }
        return nil
    }

    static func title(of picker: UIPickerView, row: Int, component: Int) -> String? {
        guard row >= 0 else { return nil }
        return picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
    }

    /// The wheel's column in window coordinates: components share the width equally unless the
    /// delegate sizes them.
    static func wheelFrame(of picker: UIPickerView, component: Int, in window: UIWindow) -> CGRect {
        let count = max(1, picker.numberOfComponents)
        var widths = (0..<count).map { picker.rowSize(forComponent: $0).width }
        if widths.contains(where: { $0 <= 0 }) { widths = Array(repeating: picker.bounds.width / CGFloat(count), count: count) }
        let total = widths.reduce(0, +)
        var x = (picker.bounds.width - total) / 2
        for index in 0..<component { x += widths[index] }
        return picker.convert(CGRect(x: x, y: 0, width: widths[component], height: picker.bounds.height), to: window)
    }
}
