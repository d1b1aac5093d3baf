import Foundation

/// Shows one of several child controllers, chosen with a tab bar, as UIKit's `UITabBarController`.
///
/// Switching tabs is immediate (no animation) and runs UIKit's callbacks: `old.viewWillDisappear`,
/// `new.viewWillAppear`, `old.viewDidDisappear`, `new.viewDidAppear`. Tapping the selected tab again
/// pops a navigation controller in it to its root, as UIKit does. The selected child's view fills
/// the area above the tab bar. (UIKit's "More" tab for more than five controllers is not modelled:
/// every controller gets a button.) While a controller on the selected navigation stack has
/// `hidesBottomBarWhenPushed`, the tab bar hides and the content fills its room.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked before a tap selects a tab, told after.
    public weak var delegate: (any UITabBarControllerDelegate)?
    private var controllers: [UIViewController]?
    private var storedSelectedIndex = NSNotFound
    private let contentContainer = UIView(frame: .zero)
    /// Whether the tab bar is hidden because a controller on the selected navigation stack has
    /// `hidesBottomBarWhenPushed`.
    private var isTabBarHiddenByPushedController = false

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Fails: HeadlessUI decodes no archives (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' controllers. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab (`NSNotFound` with no controllers). Out-of-range values are
    /// reported (runtime issue) and ignored.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard let controllers, controllers.indices.contains(newValue) else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "selectedIndex",
                    reason: "\(newValue) is out of range 0..<\(controllers?.count ?? 0); the selection is unchanged."
                ))
                return
            }
            select(index: newValue)
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is reported and ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.flatMap { $0.indices.contains(storedSelectedIndex) ? $0[storedSelectedIndex] : nil } }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "selectedViewController",
                    reason: "\(newValue?.debugName ?? "nil") is not one of the tab bar controller's view controllers; "
                        + "the selection is unchanged."
                ))
                return
            }
            select(index: index)
        }
    }

    /// Replaces the tabs; the selection stays on the same controller when it is still there, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newList = viewControllers ?? []
        for (index, controller) in newList.enumerated() where newList[..<index].contains(where: { $0 === controller }) {
            UIApplication.reportRuntimeIssue(
                .viewControllerMisuse(
                    "setViewControllers(_:animated:) on \(debugName): \(controller.debugName) appears more than once; the tabs are "
                        + "unchanged."
                )
            )
            return
        }
        let oldSelected = selectedViewController
        let oldList = controllers ?? []
        if let oldSelected, !newList.contains(where: { $0 === oldSelected }) {
            hideSelected(oldSelected)
        }
        for old in oldList where !newList.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for new in newList where !oldList.contains(where: { $0 === new }) {
            addChild(new)
            new.didMove(toParent: self)
        }
        controllers = viewControllers
        reloadTabBar()
        if let oldSelected, let index = newList.firstIndex(where: { $0 === oldSelected }) {
            storedSelectedIndex = index
            tabBar.selectedItem = oldSelected.tabBarItem
        } else {
            storedSelectedIndex = NSNotFound
            if !newList.isEmpty { select(index: 0) }
        }
    }

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.layoutContainer() }
        root.addSubview(contentContainer)
        root.addSubview(tabBar)
        tabBar.tapHandler = { [weak self] index in self?.tabTapped(index) }
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadTabBar()
        if let selected = selectedViewController { install(selected) }
    }

    /// The selected controller decides the status bar style, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller decides whether the status bar hides, as in UIKit.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// Tab bar controllers forward appearance callbacks to the selected controller themselves.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func appearanceForwardingTargets() -> [UIViewController] {
        guard let selected = selectedViewController, selected.viewIfLoaded?.superview === contentContainer else { return [] }
        return [selected]
    }

    // MARK: Internals

    func reloadTabBar() {
        tabBar.setItems(controllers?.map { $0.tabBarItem } ?? [], animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private var isOnScreen: Bool { viewIfLoaded?.window != nil && appearanceState != .disappeared }

    private func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        let barHeight = UITabBar.barHeight + root.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - barHeight, width: root.bounds.width, height: barHeight)
        let hiddenByPush = (selectedViewController as? UINavigationController)?.stack.contains { $0.hidesBottomBarWhenPushed } ?? false
        if hiddenByPush != isTabBarHiddenByPushedController {
            isTabBarHiddenByPushedController = hiddenByPush
            tabBar.isHidden = hiddenByPush
        }
        let contentHeight = hiddenByPush ? root.bounds.height : tabBar.frame.minY
        contentContainer.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: Swift.max(0, contentHeight))
        selectedViewController?.viewIfLoaded?.frame = contentContainer.bounds
    }

    private func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = contentContainer.bounds
        contentContainer.addSubview(childView)
    }

    private func hideSelected(_ controller: UIViewController) {
        guard let childView = controller.viewIfLoaded, childView.superview === contentContainer else { return }
        let onScreen = isOnScreen
        if onScreen { controller.beginAppearanceTransition(false, animated: false) }
        childView.removeFromSuperview()
        if onScreen { controller.endAppearanceTransition() }
    }

    /// Switches to tab `index` with the appearance callbacks (when on screen).
    private func select(index: Int) {
        guard let controllers, controllers.indices.contains(index), index != storedSelectedIndex else { return }
        let old = selectedViewController
        let new = controllers[index]
        storedSelectedIndex = index
        tabBar.selectedItem = new.tabBarItem
        guard isViewLoaded else { return }
        let newView = new.view!
        guard isOnScreen else {
            old?.viewIfLoaded?.removeFromSuperview()
            install(new)
            return
        }
        old?.beginAppearanceTransition(false, animated: false)
        new.beginAppearanceTransition(true, animated: false)
        old?.viewIfLoaded?.removeFromSuperview()
        install(new)
        newView.layoutIfNeeded()
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    private func tabTapped(_ index: Int) {
        guard let controllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard controller.tabBarItem.isEnabled else { return }
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        if index == storedSelectedIndex, let navigation = controller as? UINavigationController, navigation.stack.count > 1,
           !navigation.isTransitioning {
            navigation.popToRootViewController(animated: true)
        }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
    }
}

extension UIViewController {
    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }
}
