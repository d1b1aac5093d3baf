import Foundation

extension UIImage {
    /// The image named `name` in `bundle`'s asset catalogs, as UIKit's `UIImage(named:in:with:)`
    /// (nil `bundle`: the main bundle). The image set's PNG for the screen's scale is chosen (else
    /// the nearest larger, else the largest), as an image of that scale; a set's
    /// `template-rendering-intent` gives its rendering mode. A symbol configuration is applied to
    /// nothing (catalog images are bitmaps). Nil when there is no such asset; a malformed
    /// `Contents.json`, a missing or undecodable file is reported as a runtime issue.
    ///
    /// ```swift
    /// let logo = UIImage(named: "Logo", in: .module, with: nil)
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let image = UIImage.assetCatalogImage(named: name, in: bundle ?? .main) else { return nil }
        self.init(copying: image)
    }

    /// An image from `bundle`'s asset catalogs, or nil (reporting why when an asset exists but
    /// cannot be read).
    static func assetCatalogImage(named name: String, in bundle: Bundle) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let scale = ImageLookupContext.screenScale
        let idiom = ImageLookupContext.idiom
        for catalog in AssetCatalog.catalogs(in: bundle) {
            guard let folder = catalog.imageSets[name] else { continue }
            do {
                return try AssetCatalog.image(inSet: folder, screenScale: scale, idiom: idiom)
            } catch {
                TextIssueReporter.report(.other(error.description))
                return nil
            }
        }
        return nil
    }

    /// A copy of `image` (the initializers of UIKit return new objects).
    convenience init(copying image: UIImage) {
        self.init(
            size: image.size, scale: image.scale, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            bytes: image.rgbaBytes, renderingMode: image.renderingMode, tintColor: image.tintColor,
            symbolName: image.symbolName, accessibilityLabel: image.accessibilityLabel,
            symbolConfiguration: image.symbolConfiguration
        )
    }
}
