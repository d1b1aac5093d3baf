import Foundation

/// A trait that trait-change registrations name, as UIKit's `UITraitDefinition` (iOS 17). HeadlessUI
/// has the system traits below; custom traits may conform but are never reported as changed.
public protocol UITraitDefinition {
    /// A unique name for the trait.
    static var identifier: String { get }
    /// A readable name for the trait.
    static var name: String { get }
    /// Whether a change of this trait can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// `false` unless the trait says otherwise.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit's `UITrait` (`[UITraitUserInterfaceStyle.self]`).
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// A change of appearance changes dynamic colours.
    public static let affectsColorAppearance = true
}

/// The preferred text size trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
}

/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
}

/// The idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
}

/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
}

/// The Bold Text trait.
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
}

/// The interface level trait.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// A change of level changes dynamic background colours.
    public static let affectsColorAppearance = true
}

extension UITraitCollection {
    /// The system traits whose changes can change dynamic colours, as UIKit's (iOS 17).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self]
    }

    /// Whether the trait named by `identifier` differs between two collections (`false` for custom traits).
    static func trait(_ identifier: String, differsBetween lhs: UITraitCollection, and rhs: UITraitCollection) -> Bool {
        let (a, b) = (lhs.values, rhs.values)
        switch identifier {
        case UITraitUserInterfaceStyle.identifier: return a.userInterfaceStyle != b.userInterfaceStyle
        case UITraitPreferredContentSizeCategory.identifier:
            return a.preferredContentSizeCategory != b.preferredContentSizeCategory
        case UITraitHorizontalSizeClass.identifier: return a.horizontalSizeClass != b.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: return a.verticalSizeClass != b.verticalSizeClass
        case UITraitDisplayScale.identifier: return a.displayScale != b.displayScale
        case UITraitUserInterfaceIdiom.identifier: return a.userInterfaceIdiom != b.userInterfaceIdiom
        case UITraitLayoutDirection.identifier: return a.layoutDirection != b.layoutDirection
        case UITraitLegibilityWeight.identifier: return a.legibilityWeight != b.legibilityWeight
        case UITraitUserInterfaceLevel.identifier: return a.userInterfaceLevel != b.userInterfaceLevel
        default: return false
        }
    }
}
