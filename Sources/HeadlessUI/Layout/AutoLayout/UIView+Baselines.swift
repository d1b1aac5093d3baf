import Foundation

extension UIView {
    /// Where the view's first or last baseline sits, as `top + heightFactor × height + offset`, for
    /// views that have text: a label (its font's ascender below the top, or its descender above the
    /// bottom) and a button with a title (its title label's baseline, as UIKit's button answers
    /// `viewForFirstBaselineLayout` with the title label, placed by the content alignment). `nil` for
    /// views without a baseline, which the callers treat as UIKit does.
    func baselineLayout(first: Bool) -> (heightFactor: Double, offset: Double)? {
        if let label = self as? UILabel, let font = label.font {
            return first ? (0, Double(font.ascender)) : (1, Double(font.descender))
        }
        guard let button = self as? UIButton, button.currentTitle?.isEmpty == false, let label = button.titleLabel,
              let font = label.font else {
            return nil
        }
        let insets = button.contentEdgeInsets
        let labelHeight = Double(label.intrinsicContentSize.height)
        let ascender = Double(font.ascender)
        switch button.contentVerticalAlignment {
        case .top: return (0, Double(insets.top) + ascender)
        case .bottom: return (1, -Double(insets.bottom) - labelHeight + ascender)
        default: return (0.5, Double(insets.top - insets.bottom) / 2 - labelHeight / 2 + ascender)
        }
    }
}
