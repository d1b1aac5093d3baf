import Foundation

/// The traits of an interface environment (appearance, text size, size classes, scale…), as UIKit's
/// `UITraitCollection`. Immutable: combine collections with ``init(traitsFrom:)``.
///
/// A trait collection made with one trait's initializer leaves the others unspecified
/// (`.unspecified`, `0` for ``displayScale``); ``init(traitsFrom:)`` takes each trait from the last
/// collection that specifies it.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Every trait in one value.
    let values: TraitValues

    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The user's preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Points-to-pixels scale; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// Whether Bold Text is on.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    init(values: TraitValues) {
        self.values = values
    }

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(values: TraitValues())
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(values: TraitValues(displayScale: displayScale))
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }

    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(values: TraitValues(legibilityWeight: legibilityWeight))
    }

    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(values: TraitValues(userInterfaceLevel: userInterfaceLevel))
    }

    /// Combines collections: each trait comes from the last collection in `traitCollections` that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in traitCollections { values.overlay(collection.values) }
        self.init(values: values)
    }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        func matches<Value: Equatable>(_ value: (UITraitCollection) -> Value, unspecified: Value) -> Bool {
            value(trait) == unspecified || value(trait) == value(self)
        }
        return matches(\.userInterfaceStyle, unspecified: .unspecified)
            && matches(\.preferredContentSizeCategory, unspecified: .unspecified)
            && matches(\.horizontalSizeClass, unspecified: .unspecified)
            && matches(\.verticalSizeClass, unspecified: .unspecified)
            && matches(\.displayScale, unspecified: 0)
            && matches(\.userInterfaceIdiom, unspecified: .unspecified)
            && matches(\.layoutDirection, unspecified: .unspecified)
            && matches(\.legibilityWeight, unspecified: .unspecified)
            && matches(\.userInterfaceLevel, unspecified: .unspecified)
    }

    /// Whether dynamic colours may resolve differently under `traitCollection` (a different
    /// appearance or interface level).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || userInterfaceLevel != traitCollection.userInterfaceLevel
    }

    /// Collections are equal when every trait is equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || lhs.values == rhs.values
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }

    /// The traits, for messages: `<UITraitCollection; UserInterfaceStyle = Dark, …>`.
    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), PreferredContentSizeCategory = "
            + "\(preferredContentSizeCategory.rawValue), HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), DisplayScale = \(displayScale), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), LayoutDirection = \(layoutDirection), "
            + "LegibilityWeight = \(legibilityWeight), UserInterfaceLevel = \(userInterfaceLevel)>"
    }

    /// This collection with another appearance (itself when the appearance is already `style`).
    func replacing(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != userInterfaceStyle else { return self }
        var changed = values
        changed.userInterfaceStyle = style
        return UITraitCollection(values: changed)
    }
}
