import Foundation

/// What a key of HeadlessUI's software keyboard does when tapped.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum SoftwareKeyboardKeyKind: Equatable, Sendable {
    /// Types its text (`insertText`). Letter keys follow shift and caps lock.
    case character(String)
    /// Shift: the next letter is upper case; a double tap locks capitals (caps lock).
    case shift
    /// Delete (`deleteBackward`), on touch-down and repeating while held.
    case delete
    /// Space (`insertText(" ")`).
    case space
    /// Return, titled by the first responder's `returnKeyType` (`insertText("\n")`).
    case returnKey
    /// Switches to another key plane ("123", "ABC", "#+=").
    case modeChange(SoftwareKeyboardPlane)
    /// iPad only: "Hide keyboard" resigns the first responder.
    case dismiss
}

/// A set of keys the software keyboard shows.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum SoftwareKeyboardPlane: String, Equatable, Sendable {
    /// QWERTY letters.
    case letters
    /// Digits and common punctuation (the "123" plane).
    case numbers
    /// More symbols (the "#+=" plane).
    case symbols
    /// The iPhone's digit pad (`.numberPad`, `.asciiCapableNumberPad`).
    case numberPad
    /// The iPhone's digit pad with the locale's decimal separator (`.decimalPad`).
    case decimalPad
    /// The iPhone's phone pad (`.phonePad`).
    case phonePad

    /// The plane a keyboard type starts with on a device idiom. iPads have no digit pads: their
    /// number-like types start with the numbers plane of the full keyboard, as on iOS.
    static func initial(for keyboardType: UIKeyboardType, idiom: UIUserInterfaceIdiom) -> SoftwareKeyboardPlane {
        let pad = idiom == .pad
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad: return pad ? .numbers : .numberPad
        case .decimalPad: return pad ? .numbers : .decimalPad
        case .phonePad: return pad ? .numbers : .phonePad
        case .numbersAndPunctuation: return .numbers
        case .default, .asciiCapable, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: return .letters
        }
    }

    /// Whether the plane is one of the iPhone's digit pads (no return key, no mode keys).
    var isDigitPad: Bool {
        self == .numberPad || self == .decimalPad || self == .phonePad
    }
}
