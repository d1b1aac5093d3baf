import Foundation

/// Whether text input applies spell checking (red underlines and suggestions), as UIKit's `UITextSpellCheckingType` (UIKit's raw values).
/// HeadlessUI keeps the value and never applies it: typed text is inserted exactly as typed.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// The system decides (on for most text).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
