import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// title in the middle, a back button on the leading side (unless hidden or replaced by left items)
/// and the top item's right items on the trailing side.
///
/// Back button title rule (what UIKit shows): the previous item's `backBarButtonItem` title or
/// `backButtonTitle` when set (and nothing or "Back" for its `.minimal` or `.generic` display mode);
/// otherwise its `title`, unless that is nil, empty or longer than
/// ``maximumBackButtonTitleLength`` characters (UIKit shortens a title that does not fit to
/// "Back"); otherwise "Back". HeadlessUI decides "does not fit" by character count, not by measuring text.
///
/// Large titles: with ``prefersLargeTitles`` and a top item whose `largeTitleDisplayMode` resolves to
/// large (see ``UINavigationItem/largeTitleDisplayMode``), the bar is ``largeTitleHeight`` taller and
/// shows the title leading-aligned in 34-pt bold below the buttons row, whose own title is then
/// hidden (HeadlessUI does not collapse the large title when the content scrolls). A top item's
/// `searchController` puts its search bar in a row of ``UISearchBar/barHeight`` below (always shown:
/// `hidesSearchBarWhenScrolling` is kept, not modelled).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The bar's height without the status bar (UIKit: 44 pt).
    public static let barHeight: CGFloat = 44
    /// Longest previous title shown as the back button's title before it becomes "Back".
    public static let maximumBackButtonTitleLength = 12
    /// The generic back title.
    public static let genericBackButtonTitle = "Back"
    /// The extra height of the large-title row (UIKit: 52 pt, for a 96-pt bar).
    public static let largeTitleHeight: CGFloat = 52
    /// The title's font (UIKit: 17-pt semibold).
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The large title's font (UIKit: 34-pt bold).
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// The large title's leading inset (UIKit: the 16-pt layout margin).
    static let largeTitleInset: CGFloat = 16
    /// Leading and trailing margin of the bar's buttons.
    static let sideMargin: CGFloat = 8

    /// The items, bottom to top (the navigation controller's stack).
    public private(set) var items: [UINavigationItem]?
    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (whose back title the back button shows).
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    let titleView = BarTextView(text: nil, extraTraits: .header)
    let largeTitleView = BarTextView(text: nil, extraTraits: .header)
    let backButton = BarButtonView(title: UINavigationBar.genericBackButtonTitle)
    private var leftButtons: [BarButtonView] = []
    /// The top item's title view while it is shown in the bar.
    private var shownTitleView: UIView?
    /// The top item's search controller's bar while it is shown in the bar.
    private(set) var shownSearchBar: UISearchBar?
    private var rightButtons: [BarButtonView] = []
    /// Run when the back button is tapped (the navigation controller pops).
    var backAction: (@MainActor () -> Void)?
    /// The proxied properties the app set on this bar (appearance proxies do not override them).
    var locallySetProperties: Set<BarAppearanceProperty> = []
    /// Whether an appearance proxy's values are being applied (they do not count as set locally).
    var isApplyingAppearanceProxy = false
    /// The legacy (pre-iOS 13) customizations set on the bar (see `UINavigationBar+Legacy.swift`).
    var legacy = LegacyNavigationBarCustomization()

    /// Whether the bar shows large titles for items that ask for them, as UIKit's
    /// `prefersLargeTitles` (default false).
    open var prefersLargeTitles = false {
        didSet { propertyWasSet(.prefersLargeTitles); reloadItems() }
    }
    /// Whether the bar is translucent, as UIKit's `isTranslucent` (default true). HeadlessUI always
    /// lays the content out below the bar, as UIKit does for an opaque bar: kept, not drawn.
    open var isTranslucent = true {
        didSet { propertyWasSet(.isTranslucent) }
    }

    /// The look while the content is scrolled (and at the edge when no scroll-edge look is set), as
    /// UIKit's `standardAppearance`; a top item's own appearance wins. Setting it stores a copy, as
    /// UIKit's `@NSCopying` property does.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copied(); propertyWasSet(.standardAppearance); appearanceDidChange() }
    }
    /// The look in compact height (stored as a copy). HeadlessUI devices are portrait only, so it is
    /// never drawn, as on an iPhone held upright.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copied(); propertyWasSet(.compactAppearance); appearanceDidChange() }
    }
    /// The look while the top controller's scroll view is at its top edge (or it has none), as
    /// UIKit's `scrollEdgeAppearance` (iOS 15 behaviour; stored as a copy). When nil, HeadlessUI uses
    /// the standard appearance (iOS 15 draws a transparent background then; see Guide/HeadlessUI.md).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copied(); propertyWasSet(.scrollEdgeAppearance); appearanceDidChange() }
    }
    private var storedStandardAppearance = UINavigationBarAppearance()
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Colours that follow the active appearance when resolved (the renderer resolves them on the
        // main actor while it draws the bar).
        backgroundColor = UIColor { [weak self] traits in
            self?.activeAppearance.effectiveBackgroundColor.resolvedColor(with: traits) ?? .clear
        }
        titleView.textColor = UIColor { [weak self] traits in
            (self?.activeAppearance.titleColor ?? .label).resolvedColor(with: traits)
        }
        accessibilityIdentifier = nil
        backButton.accessibilityIdentifier = "BackButton"
        largeTitleView.textColor = UIColor { [weak self] traits in
            (self?.activeAppearance.largeTitleColor ?? .label).resolvedColor(with: traits)
        }
        titleView.font = UINavigationBar.titleFont
        titleView.textAlignment = .center
        largeTitleView.isHidden = true
        backButton.action = { [weak self] in self?.backAction?() }
        addSubview(titleView)
        addSubview(largeTitleView)
        addSubview(backButton)
    }

    /// Replaces the items (the animation is not modelled here: the navigation controller animates
    /// the content; the bar switches at the start of a transition).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] { item.changeHandler = nil }
        self.items = items
        for item in items ?? [] {
            item.changeHandler = { [weak self] in self?.reloadItems() }
        }
        reloadItems()
    }

    /// The title the back button shows for `previous` (see the type's rule); empty for the
    /// `.minimal` display mode (the button is then labelled "Back" to accessibility).
    public static func backButtonTitle(for previous: UINavigationItem) -> String {
        switch previous.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return genericBackButtonTitle
        case .default: break
        }
        if let explicit = previous.backBarButtonItem?.title ?? previous.backButtonTitle { return explicit }
        if let title = previous.title, !title.isEmpty, title.count <= maximumBackButtonTitleLength { return title }
        return genericBackButtonTitle
    }

    /// Rebuilds the bar's subviews from the items.
    func reloadItems() {
        let top = topItem
        titleView.text = top?.title
        titleView.font = activeAppearance.titleFont
        let large = showsLargeTitle
        largeTitleView.text = top?.title
        largeTitleView.font = activeAppearance.largeTitleFont
        largeTitleView.isHidden = !large
        titleView.isHidden = large || top?.titleView != nil
        if shownTitleView !== top?.titleView {
            if shownTitleView?.superview === self { shownTitleView?.removeFromSuperview() }
            shownTitleView = top?.titleView
            if let shownTitleView { addSubview(shownTitleView) }
        }
        let searchBar = top?.searchController?.searchBar
        if shownSearchBar !== searchBar {
            if shownSearchBar?.superview === self { shownSearchBar?.removeFromSuperview() }
            shownSearchBar = searchBar
            if let searchBar { addSubview(searchBar) }
        }
        if let back = backItem {
            backButton.title = UINavigationBar.backButtonTitle(for: back)
            backButton.accessibilityLabel = backButton.title.isEmpty ? UINavigationBar.genericBackButtonTitle : nil
        }
        let leftItems = top?.leftBarButtonItems ?? []
        let showsBack = backItem != nil && top?.hidesBackButton == false && (
            leftItems.isEmpty || top?.leftItemsSupplementBackButton == true
        )
        backButton.isHidden = !showsBack
        leftButtons = rebuildButtons(leftButtons, for: leftItems)
        rightButtons = rebuildButtons(rightButtons, for: top?.rightBarButtonItems ?? [])
        setNeedsLayout()
        // The navigation controller sizes the bar (taller with a large title).
        superview?.setNeedsLayout()
    }

    private func rebuildButtons(_ old: [BarButtonView], for items: [UIBarButtonItem]) -> [BarButtonView] {
        for button in old { button.removeFromSuperview() }
        // Spaces (`.flexibleSpace`, `.fixedSpace`) are not buttons; items sit packed at each side.
        return items.filter { $0.systemItem?.isSpace != true }.map { item in
            item.changeHandler = { [weak self] in self?.reloadItems() }
            let button = BarButtonView(item: item)
            addSubview(button)
            return button
        }
    }

    /// Lays out: back and left buttons from the leading edge, right buttons from the trailing edge,
    /// the title centred in the bar.
    open override func layoutSubviews() {
        let height = Swift.min(bounds.height, UINavigationBar.barHeight)
        largeTitleView.frame = CGRect(
            x: UINavigationBar.largeTitleInset, y: UINavigationBar.barHeight,
            width: Swift.max(0, bounds.width - 2 * UINavigationBar.largeTitleInset), height: UINavigationBar.largeTitleHeight
        )
        if let shownSearchBar {
            let top = UINavigationBar.barHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
            shownSearchBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: shownSearchBar.intrinsicContentSize.height)
        }
        var leading = UINavigationBar.sideMargin
        if !backButton.isHidden {
            backButton.frame = CGRect(x: leading, y: 0, width: backButton.fittingWidth + 20, height: height)
            leading = backButton.frame.maxX
        }
        for button in leftButtons {
            button.frame = CGRect(x: leading, y: 0, width: button.fittingWidth, height: height)
            leading = button.frame.maxX
        }
        var trailing = bounds.width - UINavigationBar.sideMargin
        for button in rightButtons {
            let width = button.fittingWidth
            button.frame = CGRect(x: trailing - width, y: 0, width: width, height: height)
            trailing -= width
        }
        let titleWidth = Swift.min(
            BarButtonView.textWidth(titleView.text ?? "", font: titleView.font),
            Swift.max(0, 2 * Swift.min(bounds.midX - leading, trailing - bounds.midX))
        )
        titleView.frame = CGRect(x: bounds.midX - titleWidth / 2, y: 0, width: titleWidth, height: height)
        if let shownTitleView { layOutTitleView(shownTitleView, between: leading, and: trailing, height: height) }
    }

    /// Takes the appearance proxies' values (see ``appearance()``) before moving into a window.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow != nil { applyAppearanceProxies() }
    }

    /// The bar is a container for accessibility: its buttons and title are the elements.
    open override var defaultIsAccessibilityElement: Bool { false }
}
