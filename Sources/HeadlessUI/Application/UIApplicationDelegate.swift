import Foundation

/// The app's entry point, as UIKit's `UIApplicationDelegate` (the part HeadlessUI calls). The
/// extension below gives `window` and `application(_:configurationForConnecting:options:)` UIKit's
/// defaults. `application(_:didFinishLaunchingWithOptions:)` has none (UIKit's is optional): a
/// delegate that still declares it with `[String: Any]?` options would otherwise compile and never
/// be called; without a default it does not compile.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, if the delegate keeps one (apps with scenes keep it in the scene
    /// delegate instead).
    var window: UIWindow? { get set }
    /// Called once after launch; build the UI here (apps without scenes) and return `true`.
    /// HeadlessUI passes `nil` options, as UIKit does for a launch from the home screen.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The configuration of a scene about to connect (called after launch, before the scene
    /// delegate's `scene(_:willConnectTo:options:)`).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// Default: no window property.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Default: a configuration with no name for the session's role, whose scene delegate is the
    /// one ``LaunchConfiguration/sceneDelegate`` makes (on iOS, the Info.plist's scene manifest).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}
