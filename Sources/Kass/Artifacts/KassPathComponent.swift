import Foundation

/// Turns suite, test and step names into safe single path components for the results folder.
///
/// Keeps ASCII letters, digits, `.`, `-` and `_`; every other run of characters (spaces, slashes,
/// parentheses, quotes, non-ASCII) becomes one `_`. Leading dots are dropped (no hidden files, no
/// `..`), an empty result becomes `_`, and the result is cut to ``maximumLength`` characters.
///
/// ```swift
/// KassPathComponent.sanitized("test_login()")   // "test_login_"
/// KassPathComponent.sanitized("../etc/passwd")  // "_etc_passwd"
/// ```
enum KassPathComponent {
    /// The longest component produced (file systems allow 255 bytes; suffixes are added after it).
    static let maximumLength = 100

    /// `name` as a safe path component.
    static func sanitized(_ name: String) -> String {
        var result = ""
        var lastWasReplacement = false
        for scalar in name.unicodeScalars {
            if isKept(scalar) {
                result.unicodeScalars.append(scalar)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                result += "_"
                lastWasReplacement = true
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        if result.isEmpty { return "_" }
        return String(result.prefix(maximumLength))
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
        default: false
        }
    }
}
