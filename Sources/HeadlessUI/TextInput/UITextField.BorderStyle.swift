import Foundation

extension UITextField {
    /// The field's border, as UIKit's `UITextField.BorderStyle`; it also sets how far the text is
    /// inset from the edges (see ``UITextField/textInset(for:)``).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border (UIKit's default for `init(frame:)`); text touches the edges.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezeled rectangle.
        case bezel = 2
        /// A rounded rectangle (Interface Builder's default).
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3

        /// Whether a view with this mode shows when the field is (or is not) editing.
        func shows(isEditing: Bool) -> Bool {
            switch self {
            case .never: return false
            case .whileEditing: return isEditing
            case .unlessEditing: return !isEditing
            case .always: return true
            }
        }
    }

    /// The horizontal distance between the field's edge and its text for a border style
    /// (HeadlessUI's choice, close to UIKit's drawing: none 0, line 2, bezel 7, rounded rect 7 pt).
    public static func textInset(for borderStyle: BorderStyle) -> CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line: return 2
        case .bezel, .roundedRect: return 7
        }
    }

    /// The clear button's side (UIKit's circled-x glyph is 19 pt).
    public static let clearButtonSide: CGFloat = 19
    /// The space between the clear button and the field's trailing edge, and between it and the text.
    public static let clearButtonMargin: CGFloat = 5
    /// The clear button's accessibility label, as UIKit's.
    public static let clearButtonAccessibilityLabel = "Clear text"
}
