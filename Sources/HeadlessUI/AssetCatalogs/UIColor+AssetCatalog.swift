import Foundation

extension UIColor {
    /// The colour named `name` in the main bundle's asset catalogs, as UIKit's `UIColor(named:)`;
    /// nil when there is no such colour set. Components may be written as Xcode writes them: floats
    /// (`"0.500"`), integers 0–255 (`"128"`) or hex (`"0x80"`). A set with light and dark
    /// appearances gives its light (any) colour. A malformed set is reported as a runtime issue.
    public convenience init?(named name: String) {
        guard let color = UIColor.assetCatalogColor(named: name, in: .main) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The colour named `name` in `bundle`'s asset catalogs (nil `bundle`: the main bundle).
    ///
    /// - Note: HeadlessUI only; UIKit's form is `UIColor(named:in:compatibleWith:)`, which takes a
    ///   trait collection.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let color = UIColor.assetCatalogColor(named: name, in: bundle ?? .main) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    static func assetCatalogColor(named name: String, in bundle: Bundle) -> UIColor? {
        guard !name.isEmpty else { return nil }
        for catalog in AssetCatalog.catalogs(in: bundle) {
            guard let folder = catalog.colorSets[name] else { continue }
            do {
                return try AssetCatalog.color(inSet: folder, idiom: currentIdiom)
            } catch {
                TextIssueReporter.report(.other(error.description))
                return nil
            }
        }
        return nil
    }

    private static var currentIdiom: UIUserInterfaceIdiom {
        guard Thread.isMainThread else { return .phone }
        return MainActor.assumeIsolated { UIApplication.current?.device.userInterfaceIdiom ?? .phone }
    }
}
