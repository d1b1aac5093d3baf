import Foundation

/// The legacy style of a bar, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The default (light) style.
    case `default` = 0
    /// A dark style: a navigation controller whose bar has it shows light status bar contents.
    case black = 1
}

/// The bar metrics a background image is for, as UIKit's `UIBarMetrics` (HeadlessUI devices are
/// portrait only, so `.default` is the one used).
public enum UIBarMetrics: Int, Sendable {
    /// Regular height.
    case `default` = 0
    /// Compact height (landscape iPhone).
    case compact = 1
    /// Regular height with a prompt.
    case defaultPrompt = 101
    /// Compact height with a prompt.
    case compactPrompt = 102
}
