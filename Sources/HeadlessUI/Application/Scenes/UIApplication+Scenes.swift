import Foundation

// Scenes of `UIApplication`: the connected scenes and their sessions, and how a launch connects
// the app's window scene.

extension UIApplication {
    /// The scenes connected to the app (one window scene after a launch with
    /// ``LaunchConfiguration/sceneDelegate``; none otherwise).
    public var connectedScenes: Set<UIScene> { Set(sceneRegistry) }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(sceneRegistry.map(\.session)) }

    /// Whether the app shows more than one scene at a time (HeadlessUI connects one).
    public var supportsMultipleScenes: Bool { false }

    /// The scene delegate class the app delegate's `application(_:configurationForConnecting:options:)`
    /// names, asked as UIKit would at launch (without connecting anything): on iOS the Info.plist or
    /// this configuration makes UIKit create the scene delegate; in HeadlessUI the launch must be
    /// given one (``LaunchConfiguration/sceneDelegate``), so a launch without it can say which.
    /// `nil` when the app delegate configures no scene delegate.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func sceneDelegateClassConfiguredByAppDelegate() -> AnyClass? {
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "HeadlessUI-Scene-Probe")
        return delegate?.application(self, configurationForConnecting: session, options: UIScene.ConnectionOptions()).delegateClass
    }

    /// Connects the app's window scene as UIKit does at launch: the app delegate's
    /// `application(_:configurationForConnecting:options:)`, the scene delegate's
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`. The application is inactive until the scene becomes active.
    func connectWindowScene(makeDelegate: @MainActor () -> any UISceneDelegate) {
        applicationState = .inactive
        lastSceneSessionNumber += 1
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "HeadlessUI-Scene-\(lastSceneSessionNumber)")
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        session.configuration = configuration
        if let sceneClass = configuration.sceneClass, sceneClass != UIWindowScene.self {
            reportRuntimeIssue(.other(
                "UISceneConfiguration.sceneClass is \(sceneClass); HeadlessUI connects a UIWindowScene. Leave sceneClass nil."
            ))
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.application = self
        session.scene = scene
        let sceneDelegate = makeDelegate()
        if let delegateClass = configuration.delegateClass, ObjectIdentifier(delegateClass) != ObjectIdentifier(type(of: sceneDelegate)) {
            reportRuntimeIssue(.other(
                "The scene configuration's delegateClass is \(delegateClass), but LaunchConfiguration.sceneDelegate made a "
                    + "\(type(of: sceneDelegate)); the scene uses that one. Make the two name the same class."
            ))
        }
        scene.delegate = sceneDelegate
        sceneRegistry.append(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundInactive
        scene.activationState = .foregroundActive
        applicationState = .active
        sceneDelegate.sceneDidBecomeActive(scene)
    }
}
