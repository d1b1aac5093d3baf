import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: one button per
/// item, equally wide, labelled with the item's title (or, without one, its image's accessibility
/// label) and showing its image; the selected one carries `.selected`.
/// It is ``barHeight`` (49 pt) tall plus the bottom safe area.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The bar's height above the bottom safe area (UIKit: 49 pt).
    public static let barHeight: CGFloat = 49

    /// The items, in order.
    public private(set) var items: [UITabBarItem]?
    /// The selected item.
    public internal(set) var selectedItem: UITabBarItem? { didSet { updateSelection() } }
    private(set) var buttons: [BarButtonView] = []
    /// Run when a tab button is tapped (the controller decides whether to select it).
    var tapHandler: (@MainActor (Int) -> Void)?

    /// The look while the content is not at its bottom edge, as UIKit's `standardAppearance`
    /// (stored as a copy, as UIKit's `@NSCopying` property).
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copied(); propertyWasSet(.standardAppearance) }
    }
    /// The look while the selected controller's scroll view is at its bottom edge (iOS 15; stored as a
    /// copy); when nil, HeadlessUI uses the standard appearance (iOS 15 draws a transparent background).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copied(); propertyWasSet(.scrollEdgeAppearance) }
    }
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// The proxied properties the app set on this bar (appearance proxies do not override them).
    var locallySetProperties: Set<BarAppearanceProperty> = []
    /// Whether an appearance proxy's values are being applied (they do not count as set locally).
    var isApplyingAppearanceProxy = false

    /// The colour of unselected items' images and titles, as UIKit's `unselectedItemTintColor`
    /// (`nil`: system grey); the appearance's item colours win over it.
    open var unselectedItemTintColor: UIColor? {
        didSet { propertyWasSet(.unselectedItemTintColor); setNeedsDisplay() }
    }
    /// The bar's background colour, as UIKit's `barTintColor`: folded into the bar's standard and
    /// scroll-edge appearances' background colour, as UIKit does with legacy customizations.
    open var barTintColor: UIColor? {
        didSet {
            propertyWasSet(.barTintColor)
            let wasApplying = isApplyingAppearanceProxy
            isApplyingAppearanceProxy = true
            let standard = standardAppearance
            standard.backgroundColor = barTintColor
            standardAppearance = standard
            if let edge = scrollEdgeAppearance {
                edge.backgroundColor = barTintColor
                scrollEdgeAppearance = edge
            }
            isApplyingAppearanceProxy = wasApplying
        }
    }
    /// Whether the bar is translucent, as UIKit's `isTranslucent` (default true). HeadlessUI always
    /// lays the content out above the bar, as UIKit does for an opaque bar: kept, not drawn.
    open var isTranslucent = true {
        didSet { propertyWasSet(.isTranslucent) }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Follows the active appearance when resolved (the renderer resolves it on the main actor).
        backgroundColor = UIColor { [weak self] traits in
            self?.activeAppearance.effectiveBackgroundColor.resolvedColor(with: traits) ?? .clear
        }
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] { item.changeHandler = nil }
        self.items = items
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).enumerated().map { index, item in
            item.changeHandler = { [weak self] in self?.updateButtons() }
            let button = BarButtonView(title: item.displayedTitle ?? "") { [weak self] in self?.tapHandler?(index) }
            addSubview(button)
            return button
        }
        updateButtons()
    }

    private func updateButtons() {
        for (button, item) in zip(buttons, items ?? []) {
            button.title = item.displayedTitle ?? ""
            button.isEnabled = item.isEnabled
            let imageLabel = item.displayedTitle?.isEmpty == false ? nil : item.displayedImage(selected: false)?.accessibilityLabel
            button.accessibilityLabel = item.accessibilityLabel ?? imageLabel
            button.accessibilityValue = item.badgeValue
            button.accessibilityIdentifier = item.accessibilityIdentifier
        }
        updateSelection()
        setNeedsLayout()
    }

    private func updateSelection() {
        for (button, item) in zip(buttons, items ?? []) { button.isSelected = item === selectedItem }
    }

    /// The image the tab button at `index` draws now (the item's selected image while selected).
    func displayedImage(at index: Int) -> UIImage? {
        guard let items, items.indices.contains(index) else { return nil }
        return items[index].displayedImage(selected: items[index] === selectedItem)
    }

    /// Lays the buttons out side by side above the bottom safe area.
    open override func layoutSubviews() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.barHeight)
        }
    }

    /// Takes the appearance proxies' values (see ``appearance()``) before moving into a window.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow != nil { applyAppearanceProxies() }
    }

    /// The bar groups its buttons; it is not an element itself.
    open override var defaultIsAccessibilityElement: Bool { false }
    /// UIKit marks the bar with the `.tabBar` trait.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .tabBar }
}
