import Foundation

/// Manages a view hierarchy and its lifecycle, as UIKit's `UIViewController`.
///
/// Lifecycle callbacks come in UIKit's order: `loadView` → `viewDidLoad` when ``view`` is first read;
/// `viewWillAppear` → (layout) → `viewDidAppear` when the view enters a window, and
/// `viewWillDisappear` → `viewDidDisappear` when it leaves.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The title shown by navigation bars and tab bars.
    open var title: String?
    /// The parent container, if any.
    public internal(set) weak var parent: UIViewController?
    /// Child view controllers, in order.
    public internal(set) var children: [UIViewController] = []
    /// Where the view is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// The appearance cycle of a view controller's view.
    public enum AppearanceState: Sendable, Equatable {
        /// Not on screen.
        case disappeared
        /// `viewWillAppear` was called.
        case appearing
        /// `viewDidAppear` was called.
        case appeared
        /// `viewWillDisappear` was called.
        case disappearing
    }

    /// Creates a view controller.
    public override init() {
        super.init()
    }

    // MARK: View loading

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            view = UIView(frame: UIApplication.shared.screen.bounds)
        }
        loadedView?.owningViewController = self
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIApplication.shared.screen.bounds)
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to a window and laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// About to lay out the view's subviews.
    open func viewWillLayoutSubviews() {}
    /// Finished laying out the view's subviews.
    open func viewDidLayoutSubviews() {}

    /// Drives the appearance callbacks (and those of children that follow their parent).
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in children where child.isViewLoaded && child.view.window != nil || !isAppearing {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Completes the appearance callbacks begun by ``beginAppearanceTransition(_:animated:)``.
    func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        default:
            break
        }
        for child in children { child.endAppearanceTransition() }
    }

    // MARK: Containment

    /// Adds a child controller (call `didMove(toParent:)` after adding its view, as in UIKit).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse("A view controller cannot be its own child."))
            return
        }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent (call `willMove(toParent: nil)` first, as in UIKit).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to a new parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to a new parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Window root

    func installAsRoot(of window: UIWindow) {
        let rootView = view!
        rootView.frame = window.bounds
        beginAppearanceTransition(true, animated: false)
        window.addSubview(rootView)
        rootView.layoutIfNeeded()
        endAppearanceTransition()
    }

    func removeAsWindowRoot() {
        guard let rootView = viewIfLoaded else { return }
        beginAppearanceTransition(false, animated: false)
        rootView.removeFromSuperview()
        endAppearanceTransition()
    }

    /// The responder after a controller: its view's superview, or its parent, or the window.
    open override var next: UIResponder? {
        if let superview = viewIfLoaded?.superview {
            if superview is UIWindow { return superview }
            return superview
        }
        return parent
    }
}
