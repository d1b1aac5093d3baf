import Foundation

/// The look of a tab bar, as UIKit's `UITabBarAppearance` (iOS 13): background and shadow (from
/// ``UIBarAppearance``) and the items' colours per state: ``stackedLayoutAppearance`` on iPhone,
/// ``inlineLayoutAppearance`` on iPad (HeadlessUI draws the title below the glyph on both).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items laid out with the title below the icon (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the title beside the icon: their colours are used on iPad.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Compact inline items (iPhone landscape; HeadlessUI devices are portrait only, so never drawn).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    /// An appearance with the default background for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance` (its item appearances too when it is a tab bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        if let tab = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tab.stackedLayoutAppearance.copy() as? UITabBarItemAppearance ?? stackedLayoutAppearance
            inlineLayoutAppearance = tab.inlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? inlineLayoutAppearance
            compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy() as? UITabBarItemAppearance
                ?? compactInlineLayoutAppearance
        }
        super.init(barAppearance: barAppearance)
    }
}
