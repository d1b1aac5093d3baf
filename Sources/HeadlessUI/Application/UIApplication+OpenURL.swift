import Foundation

extension UIApplication {
    /// Keys of the options of ``open(_:options:completionHandler:)``, as UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app handles the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL string of the app's page in Settings, as UIKit's `openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// Asks the system to open `url` in another app, as UIKit's `open(_:options:completionHandler:)`.
    /// A headless app has no other app to open it in: the URL is recorded in ``openedURLs`` and
    /// `completion` runs in the next run-loop turn with `false` (nothing was opened).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        guard let completion else { return }
        scheduler.schedule(after: -1, label: "open(\(url.absoluteString)) completion") { completion(false) }
    }

    /// Whether an app can open `url`, as UIKit's `canOpenURL(_:)`: always false in a headless app.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
