import Foundation

extension UIImage {
    /// The image named `name`, as UIKit's `UIImage(named:)`: one registered with
    /// ``register(_:named:)``, else the image set of that name in the main bundle's asset catalogs
    /// (see ``init(named:in:with:)``; in a SwiftPM layout, the resource bundles beside the
    /// executable count as part of the main bundle). `nil` when there is neither (UIKit returns nil
    /// for a missing asset too). Callable from any thread, as in UIKit (registered images are seen
    /// on the main thread only).
    public convenience init?(named name: String) {
        guard let image = ImageLookupContext.registeredImage(named: name) ?? UIImage.assetCatalogImage(named: name, in: .main) else {
            return nil
        }
        self.init(copying: image)
    }

    /// Registers `image` under `name`, HeadlessUI's stand-in for an asset catalog: later
    /// `UIImage(named: name)` calls return it. Registering a name again replaces the image.
    /// Registrations belong to the current application: a fresh launch starts with none.
    /// An empty name is reported and ignored; so is a registration while no application runs.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    @MainActor
    public static func register(_ image: UIImage, named name: String) {
        guard !name.isEmpty else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIImage", property: "register(_:named:)",
                reason: "the name is empty, so UIImage(named:) could never find the image; pass the asset name the app looks up."
            ))
            return
        }
        guard let application = UIApplication.current else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIImage", property: "register(_:named:)",
                reason: UIApplication.noRunningApplicationMessage(reading: "UIImage.register(_:named:)")
            ))
            return
        }
        application.namedImages[name] = image
    }

    /// Removes the image registered under `name` in the current application, if any.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    @MainActor
    public static func unregisterImage(named name: String) {
        UIApplication.current?.namedImages[name] = nil
    }

    /// The names registered in the current application, sorted (none while no application runs).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    @MainActor
    public static var registeredImageNames: [String] { UIApplication.current?.namedImages.keys.sorted() ?? [] }
}
