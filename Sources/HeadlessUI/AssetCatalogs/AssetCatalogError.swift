import Foundation

/// Why an asset in an Xcode asset catalog (`*.xcassets`) could not be used. Reported as a runtime
/// issue by `UIImage(named:)` and `UIColor(named:)`, which then return nil as UIKit does for a
/// missing asset.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `Contents.json` file is not valid JSON or does not have the shape Xcode writes.
    case malformedContents(path: String, reason: String)
    /// An image set names a file that is not in its folder.
    case missingImageFile(path: String)
    /// An image set's file is not a PNG HeadlessUI can decode.
    case undecodableImage(path: String, reason: String)
    /// A colour set's colour cannot be read (component format, colour space or system reference).
    case unreadableColor(path: String, reason: String)

    /// The message, naming the file and how to fix it.
    public var description: String {
        switch self {
        case .malformedContents(let path, let reason):
            return "Asset catalog: \(path) is not a valid Contents.json (\(reason)). Fix the JSON, or re-create the asset in Xcode "
                + "(an image set has {\"images\": [{\"idiom\": \"universal\", \"filename\": \"logo.png\", \"scale\": \"1x\"}, …]})."
        case .missingImageFile(let path):
            return "Asset catalog: \(path) is listed in its Contents.json but does not exist; add the file or remove its entry."
        case .undecodableImage(let path, let reason):
            return "Asset catalog: \(path) could not be decoded (\(reason)); "
                + "HeadlessUI reads PNG images only (PDF and SVG are not supported)."
        case .unreadableColor(let path, let reason):
            return "Asset catalog: the colour in \(path) could not be read (\(reason))."
        }
    }
}
