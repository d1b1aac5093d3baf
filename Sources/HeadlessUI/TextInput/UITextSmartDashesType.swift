import Foundation

/// Whether text input applies smart dashes (two hyphens typed become a dash), as UIKit's `UITextSmartDashesType` (UIKit's raw values).
/// HeadlessUI keeps the value and never applies it: typed text is inserted exactly as typed.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// The system decides (on for most text).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
