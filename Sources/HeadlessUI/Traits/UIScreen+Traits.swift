import Foundation

extension UIScreen: UITraitEnvironment {
    /// The device's traits: the appearance and text size the device is set to (see
    /// `UIApplication.setUserInterfaceStyle(_:)`), the profile's idiom and scale, and its size classes
    /// (iPhone: compact width, regular height; iPad: regular both).
    public var traitCollection: UITraitCollection {
        if let application = UIApplication.current, application.screen === self { return application.screenTraits }
        return Self.traits(profile: profile, appearance: SystemAppearance(), layoutDirection: .leftToRight)
    }

    /// The screen never hears of trait changes itself; HeadlessUI tells its windows.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of a screen showing `profile` with `appearance`.
    static func traits(
        profile: DeviceProfile, appearance: SystemAppearance, layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UITraitCollection {
        let isPad = profile.idiom == .pad
        return UITraitCollection(values: TraitValues(
            userInterfaceStyle: appearance.userInterfaceStyle,
            preferredContentSizeCategory: appearance.preferredContentSizeCategory,
            horizontalSizeClass: isPad ? .regular : .compact,
            verticalSizeClass: .regular,
            displayScale: profile.scale,
            userInterfaceIdiom: profile.idiom,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            legibilityWeight: appearance.legibilityWeight,
            userInterfaceLevel: .base
        ))
    }
}
