import Foundation

/// The record of a scene the app knows about, as UIKit's `UISceneSession`: its role, its
/// configuration and, while it is connected, its scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What the scene is for.
    public let role: Role
    /// The configuration the app delegate chose for the scene.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene (`nil` when it is not connected).
    public internal(set) weak var scene: UIScene?
    /// A string that identifies the session for the app's life (HeadlessUI numbers sessions per
    /// launch, so identifiers are the same in every run).
    public let persistentIdentifier: String
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

extension UISceneSession {
    /// A scene's role, as UIKit's `UISceneSession.Role` (UIKit's raw values).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public var rawValue: String
        /// Creates a role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a role.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows on the device's screen.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
