import Foundation

/// The Xcode asset catalogs (`*.xcassets` folders) of a bundle and the image and colour sets in
/// them, by name. SwiftPM on Linux copies an `.xcassets` folder declared with
/// `resources: [.process("Assets.xcassets")]` (or `.copy`) unchanged into the target's resource
/// bundle, so the catalogs are read from source form.
///
/// Names follow Xcode: a set's folder name without its extension, prefixed by the names of
/// enclosing folders that provide a namespace (`Icons/star`).
struct AssetCatalog {
    /// Image set folders by asset name.
    var imageSets: [String: URL] = [:]
    /// Colour set folders by asset name.
    var colorSets: [String: URL] = [:]

    private nonisolated(unsafe) static var cache: [String: AssetCatalog] = [:]
    private static let cacheLock = NSLock()

    /// The catalogs of `bundle`: `.xcassets` folders in its resource and bundle folders and in the
    /// SwiftPM resource bundles (`*.resources`, `*.bundle`) inside them (on Linux, the main bundle
    /// is the build folder, which holds every target's resource bundle).
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        var folders: [URL] = []
        for path in Set([bundle.resourcePath, bundle.bundlePath].compactMap { $0 }) {
            folders.append(URL(fileURLWithPath: path, isDirectory: true))
        }
        for folder in folders {
            folders += children(of: folder).filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        }
        let catalogFolders = folders.flatMap { children(of: $0).filter { $0.pathExtension == "xcassets" } }
        return catalogFolders.sorted { $0.path < $1.path }.map(catalog(at:))
    }

    /// The catalog at `folder`, indexed once.
    static func catalog(at folder: URL) -> AssetCatalog {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cache[folder.path] { return cached }
        var catalog = AssetCatalog()
        catalog.index(folder, prefix: "")
        cache[folder.path] = catalog
        return catalog
    }

    private mutating func index(_ folder: URL, prefix: String) {
        for child in AssetCatalog.children(of: folder) {
            let name = prefix + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "imageset": imageSets[name] = imageSets[name] ?? child
            case "colorset": colorSets[name] = colorSets[name] ?? child
            case "":
                index(child, prefix: AssetCatalog.providesNamespace(child) ? name + "/" : prefix)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    private static func children(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return url
        }
    }
}
