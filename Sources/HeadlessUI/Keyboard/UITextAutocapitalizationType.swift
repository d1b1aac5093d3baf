import Foundation

/// When the software keyboard turns Shift on by itself, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence (UIKit's default).
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}
