import Foundation

extension AssetCatalog {
    /// The light (any-appearance) colour of the colour set `folder`, for `idiom`.
    static func color(inSet folder: URL, idiom: UIUserInterfaceIdiom) throws(AssetCatalogError) -> UIColor? {
        let contents = try AssetCatalogContents.read(folder: folder, listKey: "colors")
        let path = folder.appendingPathComponent("Contents.json").path
        guard let entry = contents.entries(for: idiom).first, let color = entry.color else { return nil }
        if let reference = color["reference"] as? String {
            throw .unreadableColor(path: path, reason: "system colour references (\(reference)) are not supported; give sRGB components")
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw .unreadableColor(path: path, reason: "there are no \"components\"")
        }
        func read(_ key: String, default fallback: CGFloat? = nil) throws(AssetCatalogError) -> CGFloat {
            guard let value = components[key] else {
                if let fallback { return fallback }
                throw .unreadableColor(path: path, reason: "the \"\(key)\" component is missing")
            }
            guard let parsed = colorComponent(value) else {
                throw .unreadableColor(
                    path: path,
                    reason: "\"\(key)\": \(value) is not a component; "
                        + "use a float 0…1 (\"0.500\"), an integer 0…255 (\"128\") or hex (\"0x80\")"
                )
            }
            return parsed
        }
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            return UIColor(red: try read("red"), green: try read("green"), blue: try read("blue"), alpha: try read("alpha", default: 1))
        case "gray-gamma-22", "extended-gray":
            return UIColor(white: try read("white"), alpha: try read("alpha", default: 1))
        default:
            throw .unreadableColor(path: path, reason: "colour space \"\(space)\" is not supported; use sRGB or gray")
        }
    }

    /// A component in one of the formats Xcode writes: a float string with a decimal point
    /// (`"0.500"`, 0…1), an integer string (`"128"`, 0…255) or a hex string (`"0x80"`, 0…255);
    /// JSON numbers up to 1 are floats, larger ones 0…255.
    static func colorComponent(_ value: Any) -> CGFloat? {
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            if trimmed.hasPrefix("0x") {
                guard let integer = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(integer) else { return nil }
                return CGFloat(integer) / 255
            }
            if trimmed.contains(".") {
                guard let number = Double(trimmed), number.isFinite else { return nil }
                return CGFloat(number)
            }
            guard let integer = Int(trimmed), (0...255).contains(integer) else { return nil }
            return CGFloat(integer) / 255
        }
        if let number = value as? Double, number.isFinite, number >= 0 {
            return number <= 1 ? CGFloat(number) : (number <= 255 ? CGFloat(number / 255) : nil)
        }
        return nil
    }
}
