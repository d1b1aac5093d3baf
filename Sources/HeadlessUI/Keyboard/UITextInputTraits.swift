import Foundation

/// The text input traits a software keyboard reads, as UIKit's `UITextInputTraits`.
///
/// UIKit declares these as optional protocol properties; here each has a default through a protocol
/// extension, so a conforming type only declares the ones it supports (a stored `var` satisfies the
/// requirement). HeadlessUI's software keyboard reads them to pick its layout and return key title.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard layout to show. Default ``UIKeyboardType/default``.
    var keyboardType: UIKeyboardType { get }
    /// The return key's title. Default ``UIReturnKeyType/default``.
    var returnKeyType: UIReturnKeyType { get }
    /// Automatic capitalization. Default ``UITextAutocapitalizationType/sentences``.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Autocorrection. Default ``UITextAutocorrectionType/default``.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether the text is a password (shown as bullets, no suggestions). Default `false`.
    var isSecureTextEntry: Bool { get }
    /// Whether the return key is disabled while there is no text. Default `false`.
    var enablesReturnKeyAutomatically: Bool { get }
}

extension UITextInputTraits {
    /// Default: the standard keyboard.
    public var keyboardType: UIKeyboardType { .default }
    /// Default: a return key titled "return".
    public var returnKeyType: UIReturnKeyType { .default }
    /// Default: capitalize sentences, as UIKit.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// Default: the system decides.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// Default: not secure.
    public var isSecureTextEntry: Bool { false }
    /// Default: the return key is always enabled.
    public var enablesReturnKeyAutomatically: Bool { false }
}
