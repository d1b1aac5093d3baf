import Foundation

/// The legacy customizations of a navigation bar, kept so that their getters return what was set.
struct LegacyNavigationBarCustomization {
    var barTintColor: UIColor?
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    var shadowImage: UIImage?
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    var barStyle = UIBarStyle.default
}

// The customizations apps made before bar appearances (iOS 13). As UIKit does, each one is folded into
// the bar's own standard and compact appearances (not into appearances set on navigation items, and
// not into a scroll-edge appearance the app set, which wins at the scroll edge as on iOS 15).
extension UINavigationBar {
    /// The bar's background colour, as UIKit's `barTintColor`: the standard and compact appearances'
    /// background colour (over the material while ``isTranslucent``, opaque otherwise).
    public var barTintColor: UIColor? {
        get { legacy.barTintColor }
        set {
            legacy.barTintColor = newValue
            propertyWasSet(.barTintColor)
            foldLegacy { $0.backgroundColor = newValue }
        }
    }

    /// The title's text attributes, as UIKit's `titleTextAttributes` (`.foregroundColor` and `.font`
    /// are drawn), folded into the standard and compact appearances.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacy.titleTextAttributes }
        set {
            legacy.titleTextAttributes = newValue
            propertyWasSet(.titleTextAttributes)
            foldLegacy { ($0 as? UINavigationBarAppearance)?.titleTextAttributes = newValue ?? [:] }
        }
    }

    /// The large title's text attributes, as UIKit's `largeTitleTextAttributes`, folded into the
    /// standard and compact appearances.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacy.largeTitleTextAttributes }
        set {
            legacy.largeTitleTextAttributes = newValue
            propertyWasSet(.largeTitleTextAttributes)
            foldLegacy { ($0 as? UINavigationBarAppearance)?.largeTitleTextAttributes = newValue ?? [:] }
        }
    }

    /// The hairline under the bar, as UIKit's `shadowImage`: an empty image (`UIImage()`) hides it,
    /// nil restores the default; other images are not drawn (the default hairline stays, reported).
    public var shadowImage: UIImage? {
        get { legacy.shadowImage }
        set {
            legacy.shadowImage = newValue
            if let newValue, newValue.size != .zero {
                reportUndrawnImage(property: "shadowImage")
                return
            }
            foldLegacy { $0.shadowColor = newValue == nil ? UIBarAppearance.defaultShadowColor : nil }
        }
    }

    /// The legacy style, as UIKit's `barStyle`: `.black` makes a navigation controller showing this
    /// bar use light status bar contents. (The bar's own colours come from its appearance.)
    public var barStyle: UIBarStyle {
        get { legacy.barStyle }
        set { legacy.barStyle = newValue }
    }

    /// Sets the bar's background image, as UIKit's `setBackgroundImage(_:for:)`: an empty image
    /// (`UIImage()`, the "transparent bar" idiom) removes the background for `.default` metrics, nil
    /// restores it; other images are not drawn (reported).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacy.backgroundImages[barMetrics] = backgroundImage
        guard barMetrics == .default else { return }
        if let backgroundImage, backgroundImage.size != .zero {
            reportUndrawnImage(property: "setBackgroundImage(_:for:)")
            return
        }
        foldLegacy { appearance in
            if backgroundImage == nil {
                appearance.configureWithDefaultBackground()
                appearance.backgroundColor = self.legacy.barTintColor
            } else {
                appearance.configureWithTransparentBackground()
            }
        }
    }

    /// The background image set for `barMetrics`, as UIKit's `backgroundImage(for:)`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        legacy.backgroundImages[barMetrics]
    }

    /// Applies a legacy change to the bar's standard and compact appearances.
    private func foldLegacy(_ change: (UIBarAppearance) -> Void) {
        let standard = standardAppearance
        change(standard)
        let wasApplying = isApplyingAppearanceProxy
        // Folding is not the app setting an appearance: proxies may still give one.
        isApplyingAppearanceProxy = true
        standardAppearance = standard
        if let compact = compactAppearance {
            change(compact)
            compactAppearance = compact
        }
        isApplyingAppearanceProxy = wasApplying
    }

    private func reportUndrawnImage(property: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UINavigationBar", property: property,
            reason: "HeadlessUI draws no bar images; only an empty UIImage() (no hairline or no background) is honoured. "
                + "Use a UINavigationBarAppearance's backgroundColor and shadowColor instead."
        ))
    }
}
