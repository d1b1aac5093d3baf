import Foundation

extension UIImage {
    /// An image registered under `name` with ``register(_:named:)``, as UIKit's `UIImage(named:)`
    /// looks in the app's asset catalog; `nil` when nothing is registered under that name
    /// (UIKit returns nil for a missing asset too).
    @MainActor
    public convenience init?(named name: String) {
        guard let image = NamedImageRegistry.image(named: name) else { return nil }
        self.init(
            size: image.size, scale: image.scale, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            bytes: image.rgbaBytes, renderingMode: image.renderingMode, tintColor: image.tintColor,
            symbolName: image.symbolName, accessibilityLabel: image.accessibilityLabel
        )
    }

    /// Registers `image` under `name`, HeadlessUI's stand-in for an asset catalog: later
    /// `UIImage(named: name)` calls return it. Registering a name again replaces the image.
    /// Registrations belong to the current application: a fresh launch starts with none.
    /// An empty name is reported and ignored.
    @MainActor
    public static func register(_ image: UIImage, named name: String) {
        guard !name.isEmpty else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIImage", property: "register(_:named:)",
                reason: "the name is empty, so UIImage(named:) could never find the image; pass the asset name the app looks up."
            ))
            return
        }
        NamedImageRegistry.register(image, named: name)
    }

    /// Removes the image registered under `name`, if any.
    @MainActor
    public static func unregisterImage(named name: String) {
        NamedImageRegistry.unregister(named: name)
    }

    /// The names registered in the current application, sorted.
    @MainActor
    public static var registeredImageNames: [String] { NamedImageRegistry.names }
}

/// The named images of the current application. The table is tied to the application that was
/// current when it was filled and empties itself when another application is launched.
@MainActor
enum NamedImageRegistry {
    private static var images: [String: UIImage] = [:]
    private static weak var owner: UIApplication?

    private static func tableForCurrentApplication() {
        let current = UIApplication.current
        if owner !== current {
            images.removeAll()
            owner = current
        }
    }

    static func register(_ image: UIImage, named name: String) {
        tableForCurrentApplication()
        images[name] = image
    }

    static func unregister(named name: String) {
        tableForCurrentApplication()
        images[name] = nil
    }

    static func image(named name: String) -> UIImage? {
        tableForCurrentApplication()
        return images[name]
    }

    static var names: [String] {
        tableForCurrentApplication()
        return images.keys.sorted()
    }
}
