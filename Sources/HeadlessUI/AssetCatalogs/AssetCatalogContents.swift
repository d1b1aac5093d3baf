import Foundation

/// The parts of an asset's `Contents.json` HeadlessUI reads, decoded by hand from
/// `JSONSerialization` so that the components Xcode writes as strings, integers or hex all parse.
struct AssetCatalogContents {
    /// One image or colour entry of an image set or colour set.
    struct Entry {
        /// `universal`, `iphone`, `ipad`…
        var idiom: String
        /// The image file (image sets).
        var filename: String?
        /// `1x`, `2x`, `3x` (nil for single-scale images).
        var scale: CGFloat?
        /// Whether the entry is for a dark or high-contrast appearance.
        var hasAppearances: Bool
        /// The colour dictionary (colour sets).
        var color: [String: Any]?
    }

    var entries: [Entry]
    var properties: [String: Any]

    /// Reads `Contents.json` in `folder`; `listKey` is `images` or `colors`.
    static func read(folder: URL, listKey: String) throws(AssetCatalogError) -> AssetCatalogContents {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .malformedContents(path: file.path, reason: "the file is missing or unreadable")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformedContents(path: file.path, reason: "invalid JSON: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any] else {
            throw .malformedContents(path: file.path, reason: "the top level is not an object")
        }
        guard let list = root[listKey] as? [[String: Any]] else {
            throw .malformedContents(path: file.path, reason: "there is no \"\(listKey)\" array of objects")
        }
        var entries: [Entry] = []
        for item in list {
            let scale: CGFloat?
            if let text = item["scale"] as? String {
                guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
                    throw .malformedContents(path: file.path, reason: "scale \"\(text)\" is not 1x, 2x or 3x")
                }
                scale = CGFloat(value)
            } else {
                scale = nil
            }
            entries.append(Entry(
                idiom: item["idiom"] as? String ?? "universal", filename: item["filename"] as? String, scale: scale,
                hasAppearances: !((item["appearances"] as? [Any])?.isEmpty ?? true), color: item["color"] as? [String: Any]
            ))
        }
        return AssetCatalogContents(entries: entries, properties: root["properties"] as? [String: Any] ?? [:])
    }

    /// The entries for `idiom` (its own first, then universal ones), without dark or
    /// high-contrast appearances.
    func entries(for idiom: UIUserInterfaceIdiom) -> [Entry] {
        let own = idiom == .pad ? "ipad" : "iphone"
        let usable = entries.filter { !$0.hasAppearances }
        let specific = usable.filter { $0.idiom == own }
        return specific.isEmpty ? usable.filter { $0.idiom == "universal" } : specific
    }
}
