import Foundation

extension UIImage {
    /// An image registered under `name` with ``register(_:named:)``, as UIKit's `UIImage(named:)`
    /// looks in the app's asset catalog; `nil` when nothing is registered under that name
    /// (UIKit returns nil for a missing asset too).
    @MainActor
    public convenience init?(named name: String) {
        guard let image = UIApplication.current?.namedImages[name] else { return nil }
        self.init(
            size: image.size, scale: image.scale, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            bytes: image.rgbaBytes, renderingMode: image.renderingMode, tintColor: image.tintColor,
            symbolName: image.symbolName, accessibilityLabel: image.accessibilityLabel,
            symbolConfiguration: image.symbolConfiguration
        )
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
