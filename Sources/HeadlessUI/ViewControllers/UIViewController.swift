import Foundation

/// Manages a view hierarchy and its lifecycle, as UIKit's `UIViewController`.
///
/// Lifecycle callbacks come in UIKit's order: `loadView` → `viewDidLoad` when ``view`` is first read;
/// `viewWillAppear` → (layout: `viewWillLayoutSubviews` / `viewDidLayoutSubviews`) → `viewDidAppear`
/// when the view enters a window, and `viewWillDisappear` → `viewDidDisappear` when it leaves.
/// Containers (``UINavigationController``, ``UITabBarController``) and presentations
/// (``present(_:animated:completion:)``) drive these callbacks the way UIKit does.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The title shown by navigation bars and tab bars. Setting it also sets
    /// ``navigationItem``'s title, as in UIKit.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.title = title
            storedTabBarItem?.title = title
        }
    }
    /// The parent container, if any.
    public internal(set) weak var parent: UIViewController?
    /// Child view controllers, in order.
    public internal(set) var children: [UIViewController] = []
    /// The appearance override and trait-change handlers (see Traits/UIViewController+Traits.swift).
    var traitStorage: TraitStorage?
    /// Where the view is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// Whether the current appearance transition is animated (passed to the `did` callbacks).
    var appearanceTransitionIsAnimated = false

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    /// How the controller is shown when presented. `.automatic` resolves to `.pageSheet`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation to use when the controller is presented modally (default
    /// ``UIModalTransitionStyle/coverVertical``). Accepted and kept; HeadlessUI animates every
    /// presentation with the same slide.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// When true, the controller cannot be dismissed interactively (swipe down on a sheet).
    open var isModalInPresentation = false
    /// Whether a `.currentContext`/`.overCurrentContext` presentation from a descendant covers this
    /// controller's view (the nearest such ancestor is used; the window's root otherwise).
    open var definesPresentationContext = false
    /// The controller this one presented (or that an ancestor presented), if any.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.storedPresentedViewController { return presented }
            current = controller.parent
        }
        return nil
    }
    /// The controller that presented this one (or one of its ancestors), if any.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.storedPresentingViewController { return presenting }
            current = controller.parent
        }
        return nil
    }
    /// True between `present` and the end of the presentation transition.
    public internal(set) var isBeingPresented = false
    /// True between `dismiss` and the end of the dismissal transition.
    public internal(set) var isBeingDismissed = false
    var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?
    /// The views and geometry of this controller's presentation (set while presented).
    var presentation: ModalPresentation?
    /// The presentation controller made for this controller (see `UIViewController+PresentationController.swift`).
    var storedPresentationController: UIPresentationController?
    /// The coordinator of the transition this controller takes part in (see `TransitionCoordinator.swift`).
    var activeTransitionCoordinator: TransitionCoordinator?

    // MARK: Status bar (see UIViewController+StatusBar.swift)

    /// The status bar style this controller prefers while it decides the status bar, as UIKit's
    /// `preferredStatusBarStyle` (default `.default`). HeadlessUI reads it whenever it draws the
    /// status bar (in screenshots), so ``setNeedsStatusBarAppearanceUpdate()`` only needs to be called
    /// on iOS.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller hides the status bar while it decides the status bar (default false).
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style is used instead of this controller's (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar hidden preference is used instead of this controller's (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar animates when ``prefersStatusBarHidden`` changes (kept, not animated).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether a controller presented not full screen decides the status bar while shown (default false).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system the status bar preferences changed, as UIKit's
    /// `setNeedsStatusBarAppearanceUpdate()`. HeadlessUI reads them at each drawing, so this has
    /// nothing left to do.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Device events, layout preferences and showing

    /// Called when memory runs low, as UIKit's `didReceiveMemoryWarning()`. HeadlessUI never sends
    /// memory warnings.
    open func didReceiveMemoryWarning() {}
    /// The orientations this controller supports (UIKit's default: every orientation but upside down
    /// on iPhone, all on iPad). HeadlessUI devices stay portrait: kept, never consulted.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the interface may rotate (default true; HeadlessUI devices stay portrait).
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation prefers (default `.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the home indicator may hide (default false; HeadlessUI draws no home indicator).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Tells the system ``prefersHomeIndicatorAutoHidden`` changed (nothing to update in HeadlessUI).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Called before the view's size changes, as UIKit's `viewWillTransition(to:with:)`. HeadlessUI
    /// devices never rotate or resize their windows, so it is never called.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet {
            guard let navigation = parent as? UINavigationController, navigation.topViewController === self else { return }
            navigation.reloadToolbarItems()
        }
    }
    /// Sets ``toolbarItems`` (not animated in HeadlessUI).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// Runs the storyboard segue `identifier`, as UIKit's `performSegue(withIdentifier:sender:)`:
    /// HeadlessUI has no storyboards, so it reports a runtime issue and shows nothing (push or
    /// present the destination in code instead).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIApplication.reportRuntimeIssue(.other(
            "\(debugName).performSegue(withIdentifier: \"\(identifier)\"): HeadlessUI reads no storyboards, so there is no segue to "
                + "perform; create the destination in code and push or present it."
        ))
    }
    /// Called before a segue from this controller runs, as UIKit's `prepare(for:sender:)`; the base does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the segue `identifier` may run, as UIKit's `shouldPerformSegue(withIdentifier:sender:)` (default true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Insets added to the safe area of the controller's view (and so of its subviews), as UIKit's
    /// `additionalSafeAreaInsets`: for content of the controller's own that covers part of its view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.setNeedsLayoutInSubtree()
        }
    }
    /// Called when the safe-area insets of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's view changed.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the tab bar hides while this controller is on a navigation stack in a tab bar
    /// controller, as UIKit's `hidesBottomBarWhenPushed` (the content then fills the bar's room).
    open var hidesBottomBarWhenPushed = false
    /// The edges under which the view may extend below bars (default `.all`). HeadlessUI always lays
    /// the view out between the bars, as UIKit does for `[]` or opaque bars: kept, not used.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars (default false; kept, not used: see
    /// ``edgesForExtendedLayout``).
    open var extendedLayoutIncludesOpaqueBars = false
    /// The size this controller's content prefers in a container (popovers, form sheets), as UIKit's
    /// `preferredContentSize`; kept (HeadlessUI sheets keep their standard sizes).
    open var preferredContentSize: CGSize = .zero

    /// Shows `viewController` the way the context calls for, as UIKit's `show(_:sender:)`: pushed on
    /// the enclosing navigation controller's stack (or this one's, when it is one), else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` as detail content, as UIKit's `showDetailViewController(_:sender:)`:
    /// HeadlessUI has no split view controllers, so it is presented.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        present(viewController, animated: true)
    }

    // MARK: Bar items

    /// The item a navigation bar shows for this controller (title, back button, bar buttons).
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        item.owner = self
        return item
    }()
    var storedTabBarItem: UITabBarItem?
    /// The item a tab bar shows for this controller; defaults to one titled with ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.reloadTabBar()
        }
    }

    // MARK: Editing (see UIViewController+Editing.swift)

    var storedIsEditing = false
    var storedEditButtonItem: UIBarButtonItem?

    /// Whether the controller is in editing mode, as UIKit; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as UIKit: ``isEditing`` and the ``editButtonItem`` follow.
    /// Override it to update your views (call super); `UITableViewController` puts its table in
    /// editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        updateEditButtonItem()
    }

    /// A bar button that toggles editing mode, as UIKit's `editButtonItem`: it reads "Edit", and
    /// "Done" (in the bold done style) while editing.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }

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

    /// The nib the controller was created with (``init(nibName:bundle:)``). HeadlessUI loads no nib
    /// files: the view comes from ``loadView()``.
    public private(set) var nibName: String?
    /// The bundle of ``nibName``.
    public private(set) var nibBundle: Bundle?

    /// Creates a view controller: UIKit's designated initializer. HeadlessUI has no nib files, so a
    /// `nibName` is kept but not loaded (a runtime issue says so) and the view comes from
    /// ``loadView()``; pass `nil`, as programmatic UIKit code does.
    ///
    /// ```swift
    /// final class ProfileViewController: UIViewController {
    ///     init(user: User) {
    ///         self.user = user
    ///         super.init(nibName: nil, bundle: nil)
    ///     }
    ///     required init?(coder: NSCoder) { nil }
    /// }
    /// ```
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        if let nibNameOrNil {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "init(nibName: \"\(nibNameOrNil)\", bundle:): HeadlessUI loads no nib files; the view comes from loadView(). Pass nil and "
                    + "build the view in code."
            ))
        }
    }

    /// UIKit decodes a controller from a storyboard or nib archive here. HeadlessUI has neither, so
    /// the initializer fails (returns `nil`) with a runtime issue. Subclasses that declare their own
    /// designated initializer implement it, as in UIKit.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.viewControllerMisuse(
            "init?(coder:): HeadlessUI decodes no storyboards or nib archives; create the controller in code."
        ))
        return nil
    }

    /// Creates a view controller without a nib: `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
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
        UIApplication.measuringHang(.viewControllerLifecycle, "loadView and viewDidLoad of \(type(of: self))") {
            loadView()
            if loadedView == nil {
                view = UIView(frame: UIScreen.main.bounds)
            }
            loadedView?.owningViewController = self
            viewDidLoad()
        }
    }

    /// Creates the view. The default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
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
    /// About to lay out the view's subviews (called by the layout pass of the root view).
    open func viewWillLayoutSubviews() {}
    /// Finished laying out the view's subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the controller's trait collection changed, before its view hears of it, with
    /// ``UITraitCollection/current`` set to the new traits, as UIKit's `UITraitEnvironment` method.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether appearance callbacks reach the children automatically. Containers that show one child
    /// at a time (navigation and tab bar controllers) return `false` and forward them to the visible
    /// child themselves, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`) of this
    /// controller, forwarding to children whose views are inside this one's view.
    /// Calls that do not change the state (appearing twice) are ignored, as UIKit does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceTransitionIsAnimated = animated
            UIApplication.measuringHang(.viewControllerLifecycle, "viewWillAppear(_:) of \(type(of: self))") { viewWillAppear(animated) }
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceTransitionIsAnimated = animated
            UIApplication.measuringHang(.viewControllerLifecycle, "viewWillDisappear(_:) of \(type(of: self))") {
                viewWillDisappear(animated)
            }
        }
        for child in appearanceForwardingTargets() {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// The children that follow this controller's appearance callbacks: with automatic forwarding,
    /// the children whose views are inside this one's view. Containers override it (navigation: the
    /// top controller; tab bar: the selected one) and return nothing while they run a transition of their own.
    func appearanceForwardingTargets() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let ownView = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: ownView) == true }
    }

    /// Completes the transition begun by ``beginAppearanceTransition(_:animated:)``
    /// (`viewDidAppear` / `viewDidDisappear`).
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            UIApplication.measuringHang(.viewControllerLifecycle, "viewDidAppear(_:) of \(type(of: self))") {
                viewDidAppear(appearanceTransitionIsAnimated)
            }
        case .disappearing:
            appearanceState = .disappeared
            UIApplication.measuringHang(.viewControllerLifecycle, "viewDidDisappear(_:) of \(type(of: self))") {
                viewDidDisappear(appearanceTransitionIsAnimated)
            }
        default:
            return
        }
        for child in appearanceForwardingTargets() { child.endAppearanceTransition() }
    }

    // MARK: Presentation (implemented in UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally over this controller (or its presentation context),
    /// animated over 0.4 s of runtime when `animated`. `completion` runs after the transition.
    /// Presenting while this controller already presents another, while a transition is running, or
    /// presenting a controller that is already presented (or is a child) is refused with a
    /// ``RuntimeIssue/viewControllerMisuse(_:)`` issue, as UIKit refuses it with a log message.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: Self.mainActorCompletion(completion))
    }

    /// Dismisses the controller this one presented; called on a presented controller that presents
    /// nothing, dismisses that controller itself (UIKit forwards the call to its presenter).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: Self.mainActorCompletion(completion))
    }

    /// A completion as UIKit types it (`(() -> Void)?`, main-actor isolated because the method is)
    /// carried through the runtime's main-actor callbacks. It is only ever called on the main actor,
    /// where it was passed in.
    private static func mainActorCompletion(_ completion: (() -> Void)?) -> (@MainActor () -> Void)? {
        guard let completion else { return nil }
        nonisolated(unsafe) let body = completion
        return { body() }
    }

    // MARK: Containment

    /// Adds a child controller (call `didMove(toParent:)` after adding its view, as in UIKit).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse("A view controller cannot be its own child."))
            return
        }
        guard childController.parent !== self else { return }
        if childController.parent != nil {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
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

    /// Becomes the window's root: the view is loaded and added at once; the appearance callbacks run
    /// now only if the window is visible, else when it is shown (``windowVisibilityDidChange(_:)``),
    /// as in UIKit.
    func installAsRoot(of window: UIWindow) {
        let rootView = view!
        rootView.frame = window.bounds
        guard !window.isHidden else {
            window.addSubview(rootView)
            return
        }
        beginAppearanceTransition(true, animated: false)
        window.addSubview(rootView)
        window.layoutIfNeeded()
        endAppearanceTransition()
    }

    func removeAsWindowRoot() {
        guard let rootView = viewIfLoaded else { return }
        let appears = appearanceState == .appeared || appearanceState == .appearing
        if appears { beginAppearanceTransition(false, animated: false) }
        rootView.removeFromSuperview()
        if appears { endAppearanceTransition() }
    }

    /// The window this controller is the root of was shown or hidden: `viewWillAppear`, layout,
    /// `viewDidAppear` when shown; `viewWillDisappear`, `viewDidDisappear` when hidden.
    func windowVisibilityDidChange(_ window: UIWindow) {
        guard let rootView = viewIfLoaded, rootView.superview === window else { return }
        if window.isHidden {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        } else {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            beginAppearanceTransition(true, animated: false)
            rootView.frame = window.bounds
            window.layoutIfNeeded()
            endAppearanceTransition()
        }
    }

    /// The responder after a controller: its view's superview, or its parent, or the window.
    open override var next: UIResponder? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent
    }
}

extension UIViewController {
    /// The nearest controller of `type` among the parents (not `self`).
    func nearestAncestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }
}
