import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): background and
/// shadow (from ``UIBarAppearance``) and the title's text attributes (`.foregroundColor`, `.font`).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title: `.foregroundColor` (default `label`) and `.font` (default 17-pt
    /// semibold) are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title: `.foregroundColor` (default `label`) and `.font` (default
    /// 34-pt bold) are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance` (its title attributes too when it is a navigation bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }

    /// The title's colour.
    var titleColor: UIColor { titleTextAttributes[.foregroundColor] as? UIColor ?? .label }
    /// The title's font.
    var titleFont: UIFont { titleTextAttributes[.font] as? UIFont ?? UINavigationBar.titleFont }
    /// The large title's colour.
    var largeTitleColor: UIColor { largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label }
    /// The large title's font.
    var largeTitleFont: UIFont { largeTitleTextAttributes[.font] as? UIFont ?? UINavigationBar.largeTitleFont }
}
