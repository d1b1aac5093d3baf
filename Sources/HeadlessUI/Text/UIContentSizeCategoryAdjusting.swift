import Foundation

/// A text view whose font can follow the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting`: `UILabel`, `UITextField` and `UITextView`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is re-sized when the content size category changes. Only fonts from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` re-size.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {
    /// Whether the label's Dynamic Type font is re-sized (and the label relaid out) when the content
    /// size category changes.
    public var adjustsFontForContentSizeCategory: Bool {
        get { traitStorage?.adjustsFontForContentSizeCategory ?? false }
        set { traits.adjustsFontForContentSizeCategory = newValue }
    }
}

extension UITextField: UIContentSizeCategoryAdjusting {
    /// Whether the field's Dynamic Type font is re-sized when the content size category changes.
    public var adjustsFontForContentSizeCategory: Bool {
        get { traitStorage?.adjustsFontForContentSizeCategory ?? false }
        set { traits.adjustsFontForContentSizeCategory = newValue }
    }
}

extension UITextView: UIContentSizeCategoryAdjusting {
    /// Whether the text view's Dynamic Type font is re-sized when the content size category changes.
    public var adjustsFontForContentSizeCategory: Bool {
        get { traitStorage?.adjustsFontForContentSizeCategory ?? false }
        set { traits.adjustsFontForContentSizeCategory = newValue }
    }
}

extension UIView {
    /// Re-sizes the font of a label, field or text view that adjusts for the content size category,
    /// for the category of its current traits (setting the font relays the view out).
    func adjustFontForContentSizeCategoryChange() {
        guard traitStorage?.adjustsFontForContentSizeCategory == true else { return }
        let category = traitCollection.preferredContentSizeCategory
        switch self {
        case let label as UILabel:
            if let font = label.font.resized(for: category), font != label.font { label.font = font }
        case let field as UITextField:
            if let font = field.font.resized(for: category), font != field.font { field.font = font }
        case let textView as UITextView:
            if let font = textView.font?.resized(for: category), font != textView.font { textView.font = font }
        default:
            break
        }
    }
}
