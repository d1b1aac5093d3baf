import Foundation

/// A search field, as UIKit's `UISearchTextField`: a text field with the `.searchField`
/// accessibility trait, a rounded border, a clear button while editing, and a Search return key.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }

    /// `.searchField`, plus the control's traits (`.notEnabled` when disabled).
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.searchField)
    }
}
