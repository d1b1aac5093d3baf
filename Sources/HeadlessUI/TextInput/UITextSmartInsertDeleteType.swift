import Foundation

/// Whether text input applies smart insert and delete (spaces added or removed around pasted and deleted
/// words), as UIKit's `UITextSmartInsertDeleteType` (UIKit's raw values).
/// HeadlessUI keeps the value and never applies it: typed text is inserted exactly as typed.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// The system decides (on for most text).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
