import Foundation
import Hammer

/// The view properties `set-property` can change live, each with how its value is read and written
/// as text and how the original is restored exactly (the original object: colour, font, string).
enum LiveProperty: String, CaseIterable, Sendable {
    case alpha, isHidden, backgroundColor, text, textColor, fontSize, layoutMargins
    case isUserInteractionEnabled, clipsToBounds, isEnabled, cornerRadius

    /// How a value is written in `to`, for messages and the descriptor.
    var valueForm: String {
        switch self {
        case .alpha: "a number from 0 to 1"
        case .isHidden, .isUserInteractionEnabled, .clipsToBounds, .isEnabled: "true or false"
        case .backgroundColor, .textColor: "a colour name (red, systemBlue, clear…), #RRGGBB or #RRGGBBAA, or none"
        case .text: "any text"
        case .fontSize: "a point size above 0"
        case .layoutMargins: "one number, or top,left,bottom,right"
        case .cornerRadius: "a number of points, 0 or more"
        }
    }

    /// One applied change: the values before and after, as text, and how to undo it.
    struct Change {
        var from: String
        var to: String
        var restore: @MainActor () -> Void
    }

    /// Sets the property of `view` to the value `text`; throws when the value or the view does not fit.
    @MainActor
    func apply(_ text: String, to view: UIView) throws(AgentCommandError) -> Change {
        switch self {
        case .alpha:
            let value = try number(text, in: 0...1)
            let original = view.alpha
            view.alpha = CGFloat(value)
            return Change(from: Self.format(original), to: Self.format(view.alpha)) { [weak view] in view?.alpha = original }
        case .isHidden:
            return try flag(text, view, \.isHidden)
        case .isUserInteractionEnabled:
            return try flag(text, view, \.isUserInteractionEnabled)
        case .clipsToBounds:
            return try flag(text, view, \.clipsToBounds)
        case .isEnabled:
            guard let control = view as? UIControl else { throw notApplicable(view) }
            let value = try bool(text)
            let original = control.isEnabled
            control.isEnabled = value
            return Change(from: String(original), to: String(value)) { [weak control] in control?.isEnabled = original }
        case .backgroundColor:
            let color = try color(text)
            let original = view.backgroundColor
            view.backgroundColor = color
            return Change(from: Self.format(original), to: Self.format(color)) { [weak view] in view?.backgroundColor = original }
        case .textColor:
            let color = try color(text)
            if let label = view as? UILabel {
                let original = label.textColor
                label.textColor = color
                return Change(from: Self.format(original), to: Self.format(color)) { [weak label] in label?.textColor = original }
            }
            if let field = view as? UITextField {
                let original = field.textColor
                field.textColor = color
                return Change(from: Self.format(original), to: Self.format(color)) { [weak field] in field?.textColor = original }
            }
            throw notApplicable(view)
        case .text:
            return try setText(text, on: view)
        case .fontSize:
            return try setFontSize(try number(text, in: 0.5...1000), on: view)
        case .layoutMargins:
            let insets = try margins(text)
            let original = view.layoutMargins
            view.layoutMargins = insets
            return Change(from: Self.format(original), to: Self.format(insets)) { [weak view] in view?.layoutMargins = original }
        case .cornerRadius:
            let value = try number(text, in: 0...10_000)
            let original = view.layer.cornerRadius
            view.layer.cornerRadius = CGFloat(value)
            return Change(from: Self.format(original), to: Self.format(CGFloat(value))) { [weak view] in
                view?.layer.cornerRadius = original
            }
        }
    }

    @MainActor
    private func flag(
        _ text: String, _ view: UIView, _ keyPath: ReferenceWritableKeyPath<UIView, Bool>
    ) throws(AgentCommandError) -> Change {
        let value = try bool(text)
        let original = view[keyPath: keyPath]
        view[keyPath: keyPath] = value
        return Change(from: String(original), to: String(value)) { [weak view] in view?[keyPath: keyPath] = original }
    }

    @MainActor
    private func setText(_ text: String, on view: UIView) throws(AgentCommandError) -> Change {
        switch view {
        case let label as UILabel:
            let original = label.text
            label.text = text
            return Change(from: Self.quoted(original), to: Self.quoted(text)) { [weak label] in label?.text = original }
        case let field as UITextField:
            let original = field.text
            field.text = text
            return Change(from: Self.quoted(original), to: Self.quoted(text)) { [weak field] in field?.text = original }
        case let textView as UITextView:
            let original = textView.text
            textView.text = text
            return Change(from: Self.quoted(original), to: Self.quoted(text)) { [weak textView] in textView?.text = original }
        case let button as UIButton:
            let original = button.title(for: .normal)
            button.setTitle(text, for: .normal)
            return Change(from: Self.quoted(original), to: Self.quoted(text)) { [weak button] in button?.setTitle(original, for: .normal) }
        default:
            throw notApplicable(view)
        }
    }

    @MainActor
    private func setFontSize(_ size: Double, on view: UIView) throws(AgentCommandError) -> Change {
        let label = (view as? UILabel) ?? (view as? UIButton)?.titleLabel
        if let label, let original = label.font {
            label.font = original.withSize(CGFloat(size))
            return Change(from: Self.format(original.pointSize), to: Self.format(CGFloat(size))) { [weak label] in label?.font = original }
        }
        if let field = view as? UITextField, let original = field.font {
            field.font = original.withSize(CGFloat(size))
            return Change(from: Self.format(original.pointSize), to: Self.format(CGFloat(size))) { [weak field] in field?.font = original }
        }
        if let textView = view as? UITextView, let original = textView.font {
            textView.font = original.withSize(CGFloat(size))
            return Change(from: Self.format(original.pointSize), to: Self.format(CGFloat(size))) { [weak textView] in
                textView?.font = original
            }
        }
        throw notApplicable(view)
    }
}
