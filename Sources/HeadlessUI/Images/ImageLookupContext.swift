import Foundation

/// What the nonisolated image lookups (`UIImage(systemName:)`, `UIImage(named:)`, as in UIKit
/// callable from any thread) read of the running application: on the main thread the current
/// application's screen scale, idiom and registered images; elsewhere the iPhone's scale and idiom
/// and no registered images (asset catalogs are read either way).
enum ImageLookupContext {
    /// The current screen's scale, or the iPhone's.
    static var screenScale: CGFloat {
        onMainThread { UIApplication.current?.screen.scale } ?? DeviceProfile.iPhone.scale
    }

    /// The current device's idiom, or the phone's.
    static var idiom: UIUserInterfaceIdiom {
        onMainThread { UIApplication.current?.device.userInterfaceIdiom } ?? .phone
    }

    /// The image registered under `name` in the current application (main thread only).
    static func registeredImage(named name: String) -> UIImage? {
        onMainThread { UIApplication.current?.namedImages[name] }
    }

    private static func onMainThread<T: Sendable>(_ read: @MainActor () -> T?) -> T? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { read() }
    }
}
