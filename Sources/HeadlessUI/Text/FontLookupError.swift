import Foundation

/// Why a font file could not be used. HeadlessUI measures text with the DejaVu fonts found on the
/// machine; when they are missing, every message names the paths tried and the fix.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum FontLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No directory in the search list holds the file.
    case fontFileNotFound(fileName: String, triedPaths: [String])
    /// FreeType refused the file or could not start.
    case freeTypeFailure(call: String, path: String, code: Int32)

    /// The message, with the paths tried and how to fix the machine.
    public var description: String {
        switch self {
        case .fontFileNotFound(let fileName, let triedPaths):
            return "HeadlessUI could not find the font file '\(fileName)'. Tried: "
                + triedPaths.joined(separator: ", ")
                + ". Fix: install the DejaVu fonts (`apt-get install fonts-dejavu-core`)"
                + " or set KASS_FONT_DIRECTORY to a directory that holds \(fileName)."
        case .freeTypeFailure(let call, let path, let code):
            return "FreeType call \(call) failed with error \(code) for '\(path)'."
                + " Fix: reinstall the DejaVu fonts (`apt-get install --reinstall fonts-dejavu-core`)."
        }
    }
}
