import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the title,
/// the back button the *next* controller shows, and bar button items. Changes update the bar at once.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar (defaults to the controller's ``UIViewController/title``).
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle of the bar instead of the title, as UIKit's `titleView`: sized by
    /// its intrinsic content size, else its frame; a width of zero (or none, as a search bar's)
    /// takes the room between the buttons; centred, at most the bar's 44 pt tall.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// Whether this item's title shows large (when the bar ``UINavigationBar/prefersLargeTitles``),
    /// as UIKit's `largeTitleDisplayMode` (default `.automatic`: as the item below, large for the root).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The title of the back button that controllers pushed above this one show. When nil, the back
    /// button shows ``title`` (or "Back" when the title is nil or longer than
    /// ``UINavigationBar/maximumBackButtonTitleLength`` characters).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// The item whose title the back button shows while a controller pushed above this one is on
    /// top, as UIKit's `backBarButtonItem` (its title wins over ``backButtonTitle``; only the title
    /// is used, as in UIKit).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// How the back button shows this item's title to controllers pushed above it, as UIKit's
    /// `backButtonDisplayMode` (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// The items on the leading side (replacing the back button unless ``leftItemsSupplementBackButton``).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The items on the trailing side.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Whether the left items appear next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The search controller whose search bar the navigation bar shows under the title while this
    /// item is on top.
    open var searchController: UISearchController? { didSet { searchControllerDidChange() } }
    /// Whether the search bar hides while the content scrolls (kept, not modelled: HeadlessUI always
    /// shows it).
    open var hidesSearchBarWhenScrolling = true
    /// The bar's look while this item is on top and the content is scrolled (`nil`: the bar's own;
    /// stored as a copy, as UIKit's `@NSCopying` property).
    open var standardAppearance: UINavigationBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copied(); itemDidChange() }
    }
    /// The bar's look while this item is on top in compact height (stored as a copy). HeadlessUI
    /// devices are portrait only, so it is never drawn, as on an iPhone held upright.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copied(); itemDidChange() }
    }
    /// The bar's look while this item is on top and the content is at its top edge (`nil`: the bar's
    /// `scrollEdgeAppearance`, else this item's or the bar's standard appearance; stored as a copy).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copied(); itemDidChange() }
    }
    private var storedStandardAppearance: UINavigationBarAppearance?
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?

    /// The controller this item belongs to.
    weak var owner: UIViewController?
    /// Called when anything shown changes (set by the bar showing the item).
    var changeHandler: (@MainActor () -> Void)?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton`` (the animation is not modelled).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// How a back button shows the previous item's title, as UIKit's `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title (or "Back" when it does not fit).
        case `default`
        /// Always "Back".
        case generic
        /// The chevron alone (the button is still labelled "Back" to accessibility).
        case minimal
    }

    /// Sets ``rightBarButtonItems`` (the animation is not modelled).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``leftBarButtonItems`` (the animation is not modelled).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItem`` (the animation is not modelled).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItem`` (the animation is not modelled).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// When a navigation item shows its title large, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack (the root item: large when the bar prefers large titles).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
        /// Never large, and the title stays in the buttons row (iOS 17).
        case inline
    }

    func itemDidChange() {
        changeHandler?()
    }
}
