import Foundation

/// Whether the software keyboard autocorrects, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// The system decides.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
