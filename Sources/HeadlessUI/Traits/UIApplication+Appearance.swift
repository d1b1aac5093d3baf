import Foundation

/// The device settings behind the screen's traits: appearance, text size and Bold Text.
struct SystemAppearance {
    var userInterfaceStyle = UIUserInterfaceStyle.light
    var preferredContentSizeCategory = UIContentSizeCategory.large
    var legibilityWeight = UILegibilityWeight.regular
    /// The screen's traits for these settings, built on first use after a change.
    var cachedScreenTraits: (traits: UITraitCollection, layoutDirection: UIUserInterfaceLayoutDirection)?
}

extension UIApplication {
    /// The user's preferred text size, as UIKit's `UIApplication.preferredContentSizeCategory`
    /// (`.large` unless a test set another with ``setPreferredContentSizeCategory(_:)``).
    public var preferredContentSizeCategory: UIContentSizeCategory { systemAppearance.preferredContentSizeCategory }

    /// Sets the device's appearance (Settings › Display & Brightness), as a user switching to dark
    /// mode: every window's views and controllers whose traits change hear
    /// `traitCollectionDidChange(_:)` (with `UITraitCollection.current` set to their new traits), and
    /// dynamic colours draw with the new appearance. `.unspecified` is refused with a runtime issue.
    ///
    /// ```swift
    /// let app = UIApplication.launch()
    /// app.setUserInterfaceStyle(.dark)
    /// ```
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != .unspecified else {
            reportRuntimeIssue(.invalidConfiguration(
                object: "UIApplication", property: "setUserInterfaceStyle(.unspecified)",
                reason: "a device is always light or dark; ignored. Pass .light or .dark."
            ))
            return
        }
        changeSystemAppearance { $0.userInterfaceStyle = style }
    }

    /// Sets the user's preferred text size (Settings › Accessibility › Larger Text), as a user
    /// changing it: trait changes reach every window (labels, text fields and text views with
    /// `adjustsFontForContentSizeCategory` get their fonts re-sized and relaid out), then
    /// `UIContentSizeCategory.didChangeNotification` is posted with the new category.
    /// `.unspecified` and unknown categories are refused with a runtime issue.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard UIContentSizeCategory.ordered.contains(category) else {
            reportRuntimeIssue(.invalidConfiguration(
                object: "UIApplication", property: "setPreferredContentSizeCategory(\"\(category.rawValue)\")",
                reason: "not a content size category a device can be set to; ignored."
                    + " Pass one of UIContentSizeCategory's constants from .extraSmall to .accessibilityExtraExtraExtraLarge."
            ))
            return
        }
        guard category != systemAppearance.preferredContentSizeCategory else { return }
        changeSystemAppearance { $0.preferredContentSizeCategory = category }
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category]
        )
    }

    /// Sets Bold Text (Settings › Accessibility › Display & Text Size); trait changes reach every window.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func setLegibilityWeight(_ weight: UILegibilityWeight) {
        guard weight != .unspecified else {
            reportRuntimeIssue(.invalidConfiguration(
                object: "UIApplication", property: "setLegibilityWeight(.unspecified)",
                reason: "Bold Text is either on or off; ignored. Pass .regular or .bold."
            ))
            return
        }
        guard weight != systemAppearance.legibilityWeight else { return }
        changeSystemAppearance { $0.legibilityWeight = weight }
        NotificationCenter.default.post(name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
    }

    /// The traits of this application's screen.
    var screenTraits: UITraitCollection {
        if let cached = systemAppearance.cachedScreenTraits, cached.layoutDirection == userInterfaceLayoutDirection {
            return cached.traits
        }
        let traits = UIScreen.traits(
            profile: screen.profile, appearance: systemAppearance, layoutDirection: userInterfaceLayoutDirection
        )
        systemAppearance.cachedScreenTraits = (traits, userInterfaceLayoutDirection)
        return traits
    }

    private func changeSystemAppearance(_ change: (inout SystemAppearance) -> Void) {
        TraitPropagation.applying(below: windows) {
            change(&systemAppearance)
            systemAppearance.cachedScreenTraits = nil
            CurrentTraits.shared.publishFallback(screenTraits, resetExplicit: false)
        }
    }
}
