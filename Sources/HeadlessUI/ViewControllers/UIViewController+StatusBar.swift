import Foundation

extension UIApplication {
    /// The controller whose preferences decide the status bar now, found as UIKit does: from the key
    /// window's root controller, through controllers presented full screen (or that capture the status
    /// bar appearance), then through ``UIViewController/childForStatusBarStyle`` (or
    /// ``UIViewController/childForStatusBarHidden`` when `forHidden`).
    func statusBarController(forHidden: Bool) -> UIViewController? {
        guard var controller = keyWindow?.rootViewController else { return nil }
        while let presented = Self.presentedController(in: controller), presented.capturesStatusBar {
            controller = presented
        }
        var visited: [ObjectIdentifier] = [ObjectIdentifier(controller)]
        while let child = forHidden ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
              !visited.contains(ObjectIdentifier(child)) {
            visited.append(ObjectIdentifier(child))
            controller = child
        }
        return controller
    }

    /// The status bar style in effect (`.default` without a controller).
    var statusBarStyleInEffect: UIStatusBarStyle {
        statusBarController(forHidden: false)?.preferredStatusBarStyle ?? .default
    }

    /// Whether the controller deciding the status bar hides it.
    var isStatusBarHiddenInEffect: Bool {
        statusBarController(forHidden: true)?.prefersStatusBarHidden ?? false
    }

    /// The controller `controller` or one of its descendants presents, if any.
    private static func presentedController(in controller: UIViewController) -> UIViewController? {
        if let presented = controller.storedPresentedViewController { return presented }
        for child in controller.children {
            if let presented = presentedController(in: child) { return presented }
        }
        return nil
    }
}

extension UIViewController {
    /// Whether this presented controller decides the status bar: full-screen presentations do, and
    /// others that set ``modalPresentationCapturesStatusBarAppearance``.
    var capturesStatusBar: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationStyle == .overFullScreen
            || modalPresentationCapturesStatusBarAppearance
    }
}
