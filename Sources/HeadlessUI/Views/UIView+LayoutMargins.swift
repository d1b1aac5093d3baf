import Foundation

/// How a view's layout margins were last set: absolute (left/right) or directional
/// (leading/trailing, which swap in right-to-left layouts).
enum LayoutMarginsStorage {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}

extension UIView {
    /// UIKit's default layout margin on every edge of a view: 8 pt.
    public static let defaultLayoutMargin: CGFloat = 8

    /// The default margins before anything is set (8 pt on each edge).
    static var defaultLayoutMarginsStorage: LayoutMarginsStorage {
        let margin = defaultLayoutMargin
        return .directional(NSDirectionalEdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin))
    }

    /// The space to keep between the view's edges and its content (default 8 pt on each edge).
    /// Setting it stores absolute (left/right) margins that do not flip in right-to-left layouts.
    /// A stack view uses them when `isLayoutMarginsRelativeArrangement` is true.
    public var layoutMargins: UIEdgeInsets {
        get {
            switch storedLayoutMargins {
            case .absolute(let insets):
                return insets
            case .directional(let insets):
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return UIEdgeInsets(
                    top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                    bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing
                )
            }
        }
        set {
            guard newValue.isFinite else {
                reportInvalidMargins("layoutMargins", newValue)
                return
            }
            storedLayoutMargins = .absolute(newValue)
            layoutMarginsChanged()
        }
    }

    /// The layout margins in leading/trailing terms, which follow the layout direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            switch storedLayoutMargins {
            case .directional(let insets):
                return insets
            case .absolute(let insets):
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return NSDirectionalEdgeInsets(
                    top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                    bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right
                )
            }
        }
        set {
            guard newValue.top.isFinite, newValue.leading.isFinite, newValue.bottom.isFinite, newValue.trailing.isFinite else {
                reportInvalidMargins("directionalLayoutMargins", newValue)
                return
            }
            storedLayoutMargins = .directional(newValue)
            layoutMarginsChanged()
        }
    }

    private func layoutMarginsChanged() {
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    private func reportInvalidMargins(_ property: String, _ value: Any) {
        UIApplication.reportRuntimeIssue(.invalidGeometry(view: debugName, property: property, value: "\(value)"))
    }
}

extension UIEdgeInsets {
    /// Whether every inset is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// The sum of two sets of insets.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
