import Foundation

extension AssetCatalog {
    /// The image of the image set `folder` for a screen of `screenScale` and `idiom`: the entry of
    /// that scale, else the nearest larger one, else the largest (single-scale PNGs count as 1x).
    static func image(
        inSet folder: URL, screenScale: CGFloat, idiom: UIUserInterfaceIdiom
    ) throws(AssetCatalogError) -> UIImage? {
        let contents = try AssetCatalogContents.read(folder: folder, listKey: "images")
        let candidates = contents.entries(for: idiom).compactMap { entry in
            entry.filename.map { (filename: $0, scale: entry.scale ?? 1) }
        }
        let exact = candidates.first { $0.scale == screenScale }
        let larger = candidates.filter { $0.scale > screenScale }.min { $0.scale < $1.scale }
        guard let chosen = exact ?? larger ?? candidates.max(by: { $0.scale < $1.scale }) else { return nil }
        let file = folder.appendingPathComponent(chosen.filename)
        guard let data = FileManager.default.contents(atPath: file.path) else { throw .missingImageFile(path: file.path) }
        let decoded: UIImage
        do {
            decoded = try UIImage(pngData: data, scale: chosen.scale)
        } catch {
            throw .undecodableImage(path: file.path, reason: error.description)
        }
        switch contents.properties["template-rendering-intent"] as? String {
        case "template": return decoded.withRenderingMode(.alwaysTemplate)
        case "original": return decoded.withRenderingMode(.alwaysOriginal)
        default: return decoded
        }
    }
}
