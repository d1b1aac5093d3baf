import Foundation

/// A stack of view controllers with a navigation bar, as UIKit's `UINavigationController`.
///
/// Push and pop animate over ``transitionDuration`` (0.35 s) of runtime with UIKit's parallax: the
/// incoming view slides in from the trailing edge while the outgoing one moves by
/// ``parallaxFactor`` (−0.3) × the width. Lifecycle order for a push:
/// `new.viewDidLoad`, `old.viewWillDisappear`, `new.viewWillAppear`, (layout), `old.viewDidDisappear`,
/// `new.viewDidAppear`, then `new.didMove(toParent:)`; a pop mirrors it.
///
/// Layout: the bar is ``UINavigationBar/barHeight`` (44 pt) tall below the safe-area top (96 pt with
/// a large title, see ``UINavigationBar/prefersLargeTitles``), and the
/// top controller's view fills the area *below* the bar (HeadlessUI does not extend content under
/// the bar, like UIKit with an opaque bar).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// Duration of push and pop (`_UINavigationParallaxTransition`): 0.35 s.
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width (UIKit: −0.3).
    public static let parallaxFactor: CGFloat = -0.3

    /// The stack, bottom (root) to top.
    public internal(set) var stack: [UIViewController] = []
    /// The bar showing the top controller's navigation item.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Whether the bar is hidden; setting it is ``setNavigationBarHidden(_:animated:)`` without animation.
    open var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var storedNavigationBarHidden = false
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` (hidden by default).
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    var storedToolbarHidden = true
    /// Hosts the top controller's view (and both views during a transition).
    let contentContainer = TransitionContainerView(frame: .zero)
    /// Whether a push, pop or interactive pop is running.
    public internal(set) var isTransitioning = false
    /// The running interactive pop, if any.
    var interactivePop: InteractivePopState?
    /// The left-edge swipe (a ``UIScreenEdgePanGestureRecognizer`` on the controller's view) that pops
    /// interactively; installed when the view loads. It begins only with more than one controller and
    /// no transition running.
    public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Fails: HeadlessUI decodes no archives (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a navigation controller with a root controller (a designated initializer, as in UIKit,
    /// so subclasses can override it).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom (root) to top. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the one presented over the top controller, else the top one.
    open var visibleViewController: UIViewController? {
        if let presented = topViewController?.presentedViewController ?? storedPresentedViewController { return presented }
        return topViewController
    }

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.layoutContainer() }
        root.addSubview(contentContainer)
        root.addSubview(navigationBar)
        toolbar.isHidden = storedToolbarHidden
        root.addSubview(toolbar)
        navigationBar.backAction = { [weak self] in self?.backButtonTapped() }
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { installWithoutTransition(top) }
        installInteractivePopRecognizer()
        reloadBar()
    }

    /// With the bar hidden, the top controller decides the status bar style; with it shown, the bar's
    /// `barStyle` does, so the top controller's preference is not asked, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    /// The bar's style decides the status bar while the bar is shown: light contents for `.black`.
    open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }
    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// Navigation controllers forward appearance callbacks to the top controller themselves.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func appearanceForwardingTargets() -> [UIViewController] {
        guard !isTransitioning, let top = topViewController, top.viewIfLoaded?.superview === contentContainer else { return [] }
        return [top]
    }

    /// Hides or shows the bar (the content then starts at the safe-area top instead of below the bar).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        storedNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    // MARK: Layout

    /// The frame of the content area in the controller's view.
    var contentFrame: CGRect {
        CGRect(origin: .zero, size: contentContainer.bounds.size)
    }

    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        let top = root.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: navigationBar.preferredHeight)
        let contentTop = isNavigationBarHidden ? top : navigationBar.frame.maxY
        var contentBottom = root.bounds.height
        if !storedToolbarHidden {
            let bottomInset = root.safeAreaInsets.bottom
            toolbar.frame = CGRect(
                x: 0, y: root.bounds.height - bottomInset - UIToolbar.barHeight, width: root.bounds.width,
                height: UIToolbar.barHeight + bottomInset
            )
            contentBottom = toolbar.frame.minY
        }
        contentContainer.frame = CGRect(
            x: 0, y: contentTop, width: root.bounds.width, height: Swift.max(0, contentBottom - contentTop)
        )
        if !isTransitioning, let topView = topViewController?.viewIfLoaded, topView.superview === contentContainer {
            topView.frame = contentFrame
        }
    }

    func reloadBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        reloadToolbarItems()
        // A tab bar controller hides its bar while a pushed controller asks (`hidesBottomBarWhenPushed`).
        // Laid out at once, so that a transition starting now sizes the new view for the new content area.
        if let tabsView = (parent as? UITabBarController)?.viewIfLoaded {
            tabsView.setNeedsLayout()
            tabsView.layoutIfNeeded()
        }
    }

    private func backButtonTapped() {
        guard !isTransitioning, stack.count > 1 else { return }
        popViewController(animated: true)
    }

    // MARK: Stack operations (UINavigationController+Stack.swift)

    /// Pushes `viewController` on top, animated over 0.35 s when `animated`. Pushing a controller
    /// already in the stack, a navigation controller, a controller with another parent, or pushing
    /// during a transition is refused with a runtime issue.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; popping the root is refused (runtime issue) and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else {
            UIApplication.reportRuntimeIssue(
                .viewControllerMisuse(
                    "popViewController(animated:) on \(debugName) with only the root view controller in the stack; the root cannot be "
                        + "popped."
                )
            )
            return nil
        }
        return performPop(to: stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them (nil when only the root is there).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; a controller not in the stack is refused (runtime issue).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else {
            UIApplication.reportRuntimeIssue(
                .viewControllerMisuse(
                    "popToViewController(_:animated:): \(viewController.debugName) is not in the navigation stack of \(debugName)."
                )
            )
            return nil
        }
        guard stack.last !== viewController else { return [] }
        return performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack. When the top changes and the controller is on screen, the change animates
    /// as a push (new top not in the old stack) or a pop. Duplicates are refused (runtime issue).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }
}

/// A root view that hands layout to its controller.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (@MainActor () -> Void)?
    var shouldBeginHandler: (@MainActor (UIGestureRecognizer) -> Bool)?
    override func layoutSubviews() { onLayout?() }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginHandler?(gestureRecognizer) ?? true
    }
}

extension UIViewController {
    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }
}
