import Foundation

/// The user's preferred text size (Dynamic Type), as UIKit's `UIContentSizeCategory` (UIKit's raw
/// values). Categories are ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``;
/// ``large`` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// Creates a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a category from its name, as UIKit's bridged initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No preference given (inherit it).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// xSmall.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// xLarge.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// xxxLarge: the largest size without Larger Accessibility Sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL"
    )
    /// AX5: the largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL"
    )

    /// Posted by the application when the user's preferred category changes; the user info holds the
    /// new category under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category in ``didChangeNotification``.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every specified category, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``ordered``; unspecified and unknown names sort with ``large`` (the default).
    var order: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the Larger Accessibility Sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool { order >= 7 && Self.ordered.contains(self) }

    /// Orders categories from smaller to larger text, as UIKit's comparison operators.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}
