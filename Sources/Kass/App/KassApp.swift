import Foundation
import Hammer

/// The app under test, declared once by a test class (``KassTestCase/app``) or a Swift Testing suite
/// (``KassSession/init(app:config:test:recorder:)``): how to start a fresh instance of it.
///
/// ```swift
/// extension KassApp {
///     static let chaosBank = KassApp(name: "ChaosBank") { ChaosBankAppDelegate() }
/// }
/// ```
public struct KassApp: Sendable {
    /// The app's name, for reports.
    public var name: String
    /// The simulated device.
    public var device: DeviceProfile
    /// Launch arguments every launch gets (before the test's own and the environment's).
    public var arguments: [String]
    /// Launch environment every launch gets.
    public var environment: [String: String]
    /// Makes the app delegate of a fresh instance (it builds the UI in
    /// `application(_:didFinishLaunchingWithOptions:)`).
    var makeDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
    /// Makes the scene delegate of a scene-based app (it builds the window in
    /// `scene(_:willConnectTo:options:)`); nil for an app whose delegate builds the window.
    var makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
    /// Set for the placeholder of a test class that declared no app: launching fails with this fix.
    var undeclaredFix: String?

    /// Declares an app. A scene-based app also names its scene delegate (on iOS the Info.plist scene
    /// manifest does): each launch connects one window scene to a fresh one, in UIKit's order.
    ///
    /// ```swift
    /// extension KassApp {
    ///     static let shop = KassApp(name: "Shop", sceneDelegate: { SceneDelegate() }) { AppDelegate() }
    /// }
    /// ```
    public init(
        name: String, device: DeviceProfile = .iPhone, arguments: [String] = [], environment: [String: String] = [:],
        sceneDelegate makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil,
        delegate makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate
    ) {
        self.name = name
        self.device = device
        self.arguments = arguments
        self.environment = environment
        self.makeSceneDelegate = makeSceneDelegate
        self.makeDelegate = makeDelegate
    }
}
