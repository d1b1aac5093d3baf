import Foundation

/// The traits of a ``UITraitCollection`` as one value; every trait starts unspecified.
struct TraitValues: Hashable, Sendable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified

    /// Takes every trait `other` specifies.
    mutating func overlay(_ other: TraitValues) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
    }
}
