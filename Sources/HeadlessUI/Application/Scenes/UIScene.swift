import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene`. HeadlessUI connects one
/// ``UIWindowScene`` at launch when ``LaunchConfiguration/sceneDelegate`` is set, and calls its
/// delegate in UIKit's order (see ``UIApplication/launch(_:delegate:)``).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate. The scene keeps it alive (a strong reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life: unattached while connecting, then foreground inactive and
    /// foreground active once launched.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown by the system in app switchers; stored).
    open var title: String!
    /// The application the scene belongs to.
    weak var application: UIApplication?

    /// Creates a scene for `session`. UIKit creates scenes; so does HeadlessUI, at launch.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application is the scene's next responder.
    open override var next: UIResponder? { application }
}

extension UIScene {
    /// A scene's state, as UIKit's `UIScene.ActivationState` (same raw values).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (also the state while it connects).
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// Why a scene connects, as UIKit's `UIScene.ConnectionOptions`. A HeadlessUI launch is a plain
    /// launch: no URL, no user activity, no source application.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene (`nil`: a plain launch).
        public let sourceApplication: String?
        /// The type of the user activity the scene was created to continue (`nil`: none).
        public let handoffUserActivityType: String?

        init(sourceApplication: String? = nil, handoffUserActivityType: String? = nil) {
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            super.init()
        }
    }
}
