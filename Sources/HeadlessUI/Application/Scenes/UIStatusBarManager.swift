import Foundation

/// What a window scene's status bar looks like now, as UIKit's `UIStatusBarManager`
/// (`windowScene.statusBarManager`), decided by the view controllers' preferences as on iOS.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var application: UIApplication?

    init(application: UIApplication?) {
        self.application = application
        super.init()
    }

    /// The style in effect (from the controller that decides it).
    open var statusBarStyle: UIStatusBarStyle { application?.statusBarStyleInEffect ?? .default }
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { application?.isStatusBarHiddenInEffect ?? false }
    /// The status bar's frame in screen coordinates; `.zero` while it is hidden.
    open var statusBarFrame: CGRect {
        guard let application, !isStatusBarHidden else { return .zero }
        let device = application.configuration.device
        return CGRect(x: 0, y: 0, width: application.screen.bounds.width, height: device.statusBarHeight)
    }
}

extension UIWindowScene {
    /// The scene's status bar manager.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(application: application) }
}
