import Foundation

/// A scene's life events, as UIKit's `UISceneDelegate`. Every method is optional, as in UIKit (the
/// extension gives each an empty default).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting to the app: build its UI here (the first call after launch).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Default: nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Default: nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's
/// window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Default: no window property.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
