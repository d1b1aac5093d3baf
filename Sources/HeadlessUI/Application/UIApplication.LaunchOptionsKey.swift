import Foundation

extension UIApplication {
    /// A key of the launch options dictionary passed to
    /// `application(_:didFinishLaunchingWithOptions:)`, as UIKit's `UIApplication.LaunchOptionsKey`.
    /// HeadlessUI launches with `nil` options (a launch from the home screen); the keys exist so app
    /// code that reads them compiles.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit's constant.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open this one.
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The annotation passed with an opened URL.
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        /// The app was launched to handle a location event.
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        /// The Home Screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of that user activity.
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
    }
}
