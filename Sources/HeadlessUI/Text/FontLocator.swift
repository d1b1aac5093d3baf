import Foundation

/// Finds font files at run time in a fixed list of directories (no `fc-match`, no shell).
///
/// The list is, in order: `$KASS_FONT_DIRECTORY` when set, then the directories where Debian,
/// Ubuntu, Fedora, Arch, Alpine and Homebrew put DejaVu.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum FontLocator {
    /// The environment variable naming an extra directory searched first.
    public static let directoryEnvironmentVariable = "KASS_FONT_DIRECTORY"

    /// The well-known directories searched after the environment variable.
    public static let standardDirectories = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF",
        "/usr/share/fonts/dejavu-sans-fonts",
        "/usr/share/fonts/dejavu-sans-mono-fonts",
        "/usr/share/fonts/truetype",
        "/usr/local/share/fonts",
        "/usr/local/share/fonts/dejavu",
        "/opt/homebrew/share/fonts",
        "/Library/Fonts",
    ]

    /// The directories searched, in order.
    public static var searchDirectories: [String] {
        var directories = standardDirectories
        if let custom = ProcessInfo.processInfo.environment[directoryEnvironmentVariable], !custom.isEmpty {
            directories.insert(custom, at: 0)
        }
        return directories
    }

    /// The full path of `fileName` in the first directory that holds it.
    /// - Throws: ``FontLookupError/fontFileNotFound(fileName:triedPaths:)`` listing every path tried.
    public static func path(forFileNamed fileName: String, in directories: [String] = searchDirectories) throws -> String {
        var tried: [String] = []
        for directory in directories {
            let candidate = (directory as NSString).appendingPathComponent(fileName)
            tried.append(candidate)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw FontLookupError.fontFileNotFound(fileName: fileName, triedPaths: tried)
    }
}
