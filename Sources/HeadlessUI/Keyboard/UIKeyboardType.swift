import Foundation

/// The kind of software keyboard a text input asks for, as UIKit's `UIKeyboardType` (same raw values).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Letters and punctuation of ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Optimized for URLs (`.`, `/`, `.com`).
    case URL = 3
    /// Digits 0–9 only.
    case numberPad = 4
    /// A phone keypad (digits, `*`, `#`).
    case phonePad = 5
    /// A phone keypad that can also type names.
    case namePhonePad = 6
    /// Optimized for email addresses (`@`, `.`).
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// Optimized for social posts (`@`, `#`).
    case twitter = 9
    /// Optimized for web search terms and URLs.
    case webSearch = 10
    /// Digits 0–9 of ASCII only.
    case asciiCapableNumberPad = 11
}
