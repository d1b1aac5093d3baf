import Foundation

/// A storyboard, as UIKit's `UIStoryboard`. HeadlessUI reads no Interface Builder files, so code
/// that names storyboards compiles unchanged, but instantiating a controller from one reports a
/// runtime issue that says to create the screen in code; the controller returned is a plain, empty
/// `UIViewController` (UIKit would raise an exception for an identifier it cannot find).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (without `.storyboard`).
    let name: String

    /// The storyboard `name` in `storyboardBundleOrNil` (the main bundle when nil), as UIKit's
    /// `init(name:bundle:)`; nothing is read until a controller is instantiated.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial controller: nil in HeadlessUI, which reports a runtime issue.
    open func instantiateInitialViewController() -> UIViewController? {
        reportUnloadable(use: "instantiateInitialViewController()")
        return nil
    }

    /// The controller with the storyboard identifier `identifier`: a plain `UIViewController` in
    /// HeadlessUI, which reports a runtime issue naming the storyboard and identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        reportUnloadable(use: "instantiateViewController(withIdentifier: \"\(identifier)\")")
        return UIViewController(nibName: nil, bundle: nil)
    }

    private func reportUnloadable(use: String) {
        UIApplication.reportRuntimeIssue(.other(
            "UIStoryboard \"\(name)\": \(use) needs the storyboard's scenes, but HeadlessUI reads no storyboard or nib files; "
                + "create the view controller in code (its init(nibName:bundle:) or your own initializer) and build its views in "
                + "loadView or viewDidLoad."
        ))
    }
}

/// A transition between two controllers of a storyboard, as UIKit's `UIStoryboardSegue`. HeadlessUI
/// performs no storyboard segues (see ``UIViewController/performSegue(withIdentifier:sender:)``);
/// a segue made in code runs ``perform()`` as a subclass defines it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController

    /// A segue from `source` to `destination`, as UIKit's `init(identifier:source:destination:)`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Runs the transition; a subclass overrides it. The base does nothing.
    open func perform() {}
}

extension UIViewController {
    /// The storyboard the controller came from: always nil in HeadlessUI (controllers are made in code).
    public var storyboard: UIStoryboard? { nil }
}
