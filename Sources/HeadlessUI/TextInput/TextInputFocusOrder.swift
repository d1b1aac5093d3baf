import Foundation

/// Tab and Shift-Tab between text inputs, as iOS does with a hardware keyboard: the candidates
/// are the window's visible, enabled text fields and editable text views, ordered by position
/// (top to bottom, then leading to trailing); the order wraps around at either end.
@MainActor
enum TextInputFocusOrder {
    /// The text inputs of `window` in tab order.
    static func candidates(in window: UIWindow) -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        collect(from: window, into: &found)
        let rightToLeft = UIApplication.current?.userInterfaceLayoutDirection == .rightToLeft
        return found.sorted { lhs, rhs in
            if abs(lhs.frame.minY - rhs.frame.minY) > LineBreaker.widthTolerance { return lhs.frame.minY < rhs.frame.minY }
            return rightToLeft ? lhs.frame.maxX > rhs.frame.maxX : lhs.frame.minX < rhs.frame.minX
        }.map(\.view)
    }

    private static func collect(from view: UIView, into found: inout [(view: UIView, frame: CGRect)]) {
        guard !view.isHidden, view.alpha >= UIView.hitTestAlphaThreshold, view.isUserInteractionEnabled else { return }
        if let field = view as? UITextField {
            if field.isEnabled { found.append((field, field.convert(field.bounds, to: nil))) }
            return
        }
        if let textView = view as? UITextView {
            if textView.isEditable { found.append((textView, textView.convert(textView.bounds, to: nil))) }
            return
        }
        for subview in view.subviews { collect(from: subview, into: &found) }
    }

    /// Moves first responder from `current` to the next (or previous) input that accepts it.
    static func moveFocus(from current: UIView, backward: Bool) {
        guard let window = current.window else { return }
        let inputs = candidates(in: window)
        guard let index = inputs.firstIndex(where: { $0 === current }), inputs.count > 1 else { return }
        for step in 1..<inputs.count {
            let next = (index + (backward ? -step : step) + inputs.count * step) % inputs.count
            if inputs[next].becomeFirstResponder() { return }
            if !current.isFirstResponder { return }
        }
    }
}
