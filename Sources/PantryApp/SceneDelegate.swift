import UIKit

/// Builds the window of each scene: the pantry grid in a navigation controller.
public final class PantrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let pantry = PantryViewController(store: .stocked())
        window.rootViewController = UINavigationController(rootViewController: pantry)
        window.tintColor = UIColor(named: "AccentColor")
        self.window = window
        window.makeKeyAndVisible()
    }
}
