import Foundation
import Hammer

/// Control actions, read back: each taps or drags the control itself (never its label) and then
/// checks that the control's value moved as asked.
extension KassElement {
    /// Sets a switch on or off: when it already is, nothing is tapped (the step says so);
    /// otherwise taps the switch itself (never its label) and its value must flip.
    public func setSwitch(on: Bool, file: StaticString = #filePath, line: UInt = #line) {
        flipSwitch(named: "setSwitch(on: \(on))", file: file, line: line) { _ in on }
    }

    /// Flips a switch; its value must flip.
    public func toggle(file: StaticString = #filePath, line: UInt = #line) {
        flipSwitch(named: "toggle", file: file, line: line) { !$0 }
    }

    /// Drags a slider's thumb so its value becomes `value` (in the slider's own range); the value
    /// must then be within one point's worth of it.
    public func adjustSlider(to value: Float, file: StaticString = #filePath, line: UInt = #line) {
        var tolerance: Float = 0
        session.performAction("adjustSlider(to: \(value))", on: self, file: file, line: line, deliver: { node, generator in
            guard let slider = node.object as? UISlider, let window = slider.window else {
                throw KassDeliveryError(.notA(control: "slider", actual: node.noun))
            }
            guard value.isFinite, value >= slider.minimumValue, value <= slider.maximumValue else {
                throw KassDeliveryError(.outsideSliderRange(value: value, minimum: slider.minimumValue, maximum: slider.maximumValue))
            }
            let track = slider.trackRect(forBounds: slider.bounds)
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
            let target = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: value)
            let range = slider.maximumValue - slider.minimumValue
            tolerance = range / Float(max(1, track.width - thumb.width)) * 1.01
            try generator.fingerDrag(
                from: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window),
                to: slider.convert(CGPoint(x: target.midX, y: thumb.midY), to: window), duration: 0.3
            )
        }, readBack: { snapshot in
            controlCheck(in: snapshot, as: UISlider.self) { slider in
                abs(slider.value - value) <= tolerance ? nil : .slider(asked: value, reads: slider.value)
            }
        })
    }

    /// Taps segment `index` of a segmented control; it must then be the selected segment.
    public func selectSegment(_ index: Int, file: StaticString = #filePath, line: UInt = #line) {
        session.performAction("selectSegment(\(index))", on: self, file: file, line: line, ready: { node in
            // Segments may still be loading: wait for segment `index` within the budget.
            guard let control = node.object as? UISegmentedControl, index >= control.numberOfSegments else { return nil }
            return .noSegment(count: control.numberOfSegments, index: index)
        }, deliver: { node, generator in
            guard let control = node.object as? UISegmentedControl, let window = control.window else {
                throw KassDeliveryError(.notA(control: "segmented control", actual: node.noun))
            }
            guard index >= 0, index < control.numberOfSegments else {
                throw KassDeliveryError(.notReady(.noSegment(count: control.numberOfSegments, index: index)))
            }
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            try generator.fingerTap(at: control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: window))
        }, readBack: { snapshot in
            controlCheck(in: snapshot, as: UISegmentedControl.self) { control in
                control.selectedSegmentIndex == index ? nil : .segment(tapped: index, selected: control.selectedSegmentIndex)
            }
        })
    }

    /// Taps the stepper's + ; its value must grow by exactly one step.
    public func increment(file: StaticString = #filePath, line: UInt = #line) { step(by: 1, file: file, line: line) }

    /// Taps the stepper's − ; its value must shrink by exactly one step.
    public func decrement(file: StaticString = #filePath, line: UInt = #line) { step(by: -1, file: file, line: line) }

    // MARK: Helpers

    private func step(by direction: Double, file: StaticString, line: UInt) {
        var expected = 0.0
        session.performAction(direction > 0 ? "increment" : "decrement", on: self, file: file, line: line, deliver: { node, generator in
            guard let stepper = node.object as? UIStepper, let window = stepper.window else {
                throw KassDeliveryError(.notA(control: "stepper", actual: node.noun))
            }
            expected = stepper.value + direction * stepper.stepValue
            if !stepper.wraps { expected = min(max(expected, stepper.minimumValue), stepper.maximumValue) }
            guard expected != stepper.value else {
                throw KassDeliveryError(.stepperAtLimit(maximum: direction > 0, value: stepper.value))
            }
            let half = stepper.bounds.width / 2
            let x = direction > 0 ? half + half / 2 : half / 2
            try generator.fingerTap(at: stepper.convert(CGPoint(x: x, y: stepper.bounds.midY), to: window))
        }, readBack: { snapshot in
            controlCheck(in: snapshot, as: UIStepper.self) { stepper in
                abs(stepper.value - expected) < 1e-9 ? nil : .stepper(expected: expected, reads: stepper.value)
            }
        })
    }

    /// Taps the switch when its state is not `target(current)` and reads the new state back.
    private func flipSwitch(named name: String, file: StaticString, line: UInt, target: @escaping (Bool) -> Bool) {
        var wanted: Bool?
        session.performAction(name, on: self, file: file, line: line, deliver: { node, generator in
            guard let control = node.object as? UISwitch else {
                throw KassDeliveryError(.notA(control: "switch", actual: node.noun))
            }
            let goal = target(control.isOn)
            wanted = goal
            guard control.isOn != goal else {
                session.openSteps.last?.note = "already \(goal ? "on" : "off"), not tapped"
                return
            }
            try generator.fingerTap(at: node.hitPoint)
        }, readBack: { snapshot in
            controlCheck(in: snapshot, as: UISwitch.self) { control in
                guard let wanted, control.isOn != wanted else { return nil }
                return .switchStill(on: control.isOn)
            }
        })
    }

    /// A read-back check on the control object behind the element.
    func controlCheck<Control: UIView>(
        in snapshot: AccessibilitySnapshot, as type: Control.Type, _ mismatch: @escaping (Control) -> KassFailure.ReadBack?
    ) -> KassCheck<Void> {
        check(in: snapshot) { node in
            guard let control = node.object as? Control else {
                return .unsatisfied(
                    KassShortfall(reason: .readBack(.noLongerA(control: "\(Control.self)")), state: KassElementState.describe(node))
                )
            }
            guard let readBack = mismatch(control) else { return .satisfied(()) }
            return .unsatisfied(KassShortfall(reason: .readBack(readBack), state: KassElementState.describe(node), elementFound: true))
        }
    }
}
