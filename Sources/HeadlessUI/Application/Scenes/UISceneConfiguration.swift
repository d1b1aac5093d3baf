import Foundation

/// What a scene is made of, as UIKit's `UISceneConfiguration`: returned by
/// `application(_:configurationForConnecting:options:)`.
///
/// HeadlessUI makes the scene delegate with ``LaunchConfiguration/sceneDelegate`` (Swift without
/// the Objective-C runtime cannot make an object from ``delegateClass`` alone): when
/// ``delegateClass`` is set and that closure makes an object of another class, launching reports a
/// runtime issue. Scenes are always `UIWindowScene`s; another ``sceneClass`` is reported.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the key of a configuration in an iOS app's scene manifest).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of scene to create (`nil`: `UIWindowScene` for window roles).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
