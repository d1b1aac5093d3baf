import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// title in the middle, a back button on the leading side (unless hidden or replaced by left items)
/// and the top item's right items on the trailing side.
///
/// Back button title rule (what UIKit shows): the previous item's `backButtonTitle` when set;
/// otherwise its `title`, unless that is nil, empty or longer than
/// ``maximumBackButtonTitleLength`` characters (UIKit shortens a title that does not fit to
/// "Back"); otherwise "Back". HeadlessUI decides "does not fit" by character count, not by measuring text.
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
    /// The title's font (UIKit: 17-pt semibold).
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
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
    let backButton = BarButtonView(title: UINavigationBar.genericBackButtonTitle)
    private var leftButtons: [BarButtonView] = []
    private var rightButtons: [BarButtonView] = []
    /// Run when the back button is tapped (the navigation controller pops).
    var backAction: (@MainActor () -> Void)?

    /// The look while the content is scrolled (and at the edge when no scroll-edge look is set), as
    /// UIKit's `standardAppearance`; a top item's own appearance wins. Setting it stores a copy, as
    /// UIKit's `@NSCopying` property does.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copied(); appearanceDidChange() }
    }
    /// The look in compact height (stored as a copy). HeadlessUI devices are portrait only, so it is
    /// never drawn, as on an iPhone held upright.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copied(); appearanceDidChange() }
    }
    /// The look while the top controller's scroll view is at its top edge (or it has none), as
    /// UIKit's `scrollEdgeAppearance` (iOS 15 behaviour; stored as a copy). When nil, HeadlessUI uses
    /// the standard appearance (iOS 15 draws a transparent background then; see Guide/HeadlessUI.md).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copied(); appearanceDidChange() }
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
        titleView.font = UINavigationBar.titleFont
        titleView.textAlignment = .center
        backButton.action = { [weak self] in self?.backAction?() }
        addSubview(titleView)
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

    /// The title the back button shows for `previous` (see the type's rule).
    public static func backButtonTitle(for previous: UINavigationItem) -> String {
        if let explicit = previous.backButtonTitle { return explicit }
        if let title = previous.title, !title.isEmpty, title.count <= maximumBackButtonTitleLength { return title }
        return genericBackButtonTitle
    }

    /// Rebuilds the bar's subviews from the items.
    func reloadItems() {
        let top = topItem
        titleView.text = top?.title
        titleView.font = activeAppearance.titleFont
        if let back = backItem {
            backButton.title = UINavigationBar.backButtonTitle(for: back)
        }
        let leftItems = top?.leftBarButtonItems ?? []
        let showsBack = backItem != nil && top?.hidesBackButton == false && (
            leftItems.isEmpty || top?.leftItemsSupplementBackButton == true
        )
        backButton.isHidden = !showsBack
        leftButtons = rebuildButtons(leftButtons, for: leftItems)
        rightButtons = rebuildButtons(rightButtons, for: top?.rightBarButtonItems ?? [])
        setNeedsLayout()
    }

    private func rebuildButtons(_ old: [BarButtonView], for items: [UIBarButtonItem]) -> [BarButtonView] {
        for button in old { button.removeFromSuperview() }
        // Spaces (`.flexibleSpace`, `.fixedSpace`) are not buttons; items sit packed at each side.
        return items.filter { $0.systemItem?.isSpace != true }.map { item in
            item.changeHandler = { [weak self] in self?.reloadItems() }
            let button = BarButtonView(title: item.displayedTitle ?? "") { [weak item] in item?.performPrimaryAction() }
            if item.displayedTitle == nil {
                if let image = item.displayedImage {
                    button.setImage(image, for: .normal)
                } else {
                    button.title = item.displayedAccessibilityLabel ?? ""
                }
            }
            button.isEnabled = item.isEnabled
            button.accessibilityLabel = item.displayedAccessibilityLabel
            button.accessibilityIdentifier = item.accessibilityIdentifier
            addSubview(button)
            return button
        }
    }

    /// Lays out: back and left buttons from the leading edge, right buttons from the trailing edge,
    /// the title centred in the bar.
    open override func layoutSubviews() {
        let height = bounds.height
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
    }

    /// The bar is a container for accessibility: its buttons and title are the elements.
    open override var defaultIsAccessibilityElement: Bool { false }
}
