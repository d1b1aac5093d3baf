import Foundation

/// What an accessibility element is and its state, as UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt64
    /// Creates traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary element.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled (VoiceOver says "dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable with increment/decrement (slider, picker).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Causes a page turn.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// A toggle (switches).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)

    private static let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.header, "header"), (.tabBar, "tabBar"), (.toggleButton, "toggleButton"),
    ]

    /// The trait names, comma-separated (`button, notEnabled`), or `none`.
    public var description: String {
        let present = Self.names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: ", ")
    }
}
