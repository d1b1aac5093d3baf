import Foundation

/// A button in a navigation bar (or toolbar), as UIKit's `UIBarButtonItem`. HeadlessUI uses the
/// closure form of UIKit's target/action:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done) { save() }
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's look.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain = 0
        /// The old bordered style (the same as plain since iOS 7).
        case bordered = 1
        /// The bold "done" button.
        case done = 2
    }

    /// The text shown.
    open var title: String? { didSet { changeHandler?() } }
    /// The style.
    open var style: Style = .plain
    /// Disabled items do not react to taps and are reported with the `.notEnabled` trait.
    open var isEnabled = true { didSet { changeHandler?() } }
    /// An integer to find the item.
    open var tag = 0
    /// Overrides the spoken label of the button (defaults to the title).
    open var accessibilityLabel: String? { didSet { changeHandler?() } }
    /// An identifier given to the bar button view, for tests.
    open var accessibilityIdentifier: String? { didSet { changeHandler?() } }
    /// The image shown (an icon item); the title wins when both are set, as in a navigation bar.
    open var image: UIImage? { didSet { changeHandler?() } }
    /// The width of a `.fixedSpace` item in a toolbar (UIKit's `width`); navigation bars leave
    /// spaces out (see Guide/HeadlessUI.md).
    open var width: CGFloat = 0 { didSet { changeHandler?() } }
    /// The action a tap performs (UIKit's `primaryAction`, iOS 14); setting it replaces the
    /// item's handler, and its title becomes the item's when the item has none.
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryAction() }
    }
    /// The menu the item shows (iOS 14): on a tap when the item has no action, else on a press and hold.
    open var menu: UIMenu? { didSet { changeHandler?() } }
    /// The system item this was created as (`init(systemItem:primaryAction:)`), if any.
    public private(set) var systemItem: SystemItem?
    /// What a tap runs.
    public var primaryActionHandler: (@MainActor (UIBarButtonItem) -> Void)?
    var changeHandler: (@MainActor () -> Void)?

    /// Creates an item with no title and no action.
    public override init() {
        super.init()
    }

    /// Creates an item with a title, a style and a closure run on each tap (the closure form of
    /// UIKit's `init(title:style:target:action:)`).
    public init(title: String?, style: Style = .plain, handler: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        if let handler { primaryActionHandler = { _ in handler() } }
        super.init()
    }

    /// Creates an item with a title or an image whose `primaryAction` runs on each tap, as UIKit's
    /// `init(title:image:primaryAction:menu:)` (iOS 14). The action's title (when not empty) is the
    /// item's title unless `title` is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: title, style: .plain)
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// Creates an image item whose `primaryAction` runs on each tap, as UIKit's
    /// `init(image:primaryAction:menu:)` (iOS 14; the menu form is ``init(title:image:primaryAction:menu:)``).
    public convenience init(image: UIImage?, primaryAction: UIAction? = nil) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
    }

    /// Creates one of the system's items (Add, Done, Share…), as UIKit's
    /// `init(systemItem:primaryAction:menu:)` (iOS 14). Text items show
    /// their word (`.done` in the bold `.done` style); icon items show an icon and are read as the
    /// system's label ("Add"); spaces are not buttons.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in add() })
    /// ```
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain)
        self.systemItem = systemItem
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// Makes `primaryAction` what a tap runs (property observers do not run inside this class's
    /// own initializers, so they call this too).
    private func adoptPrimaryAction() {
        guard let primaryAction else { primaryActionHandler = nil; return }
        if title == nil, systemItem == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
        primaryActionHandler = { item in primaryAction.perform(sender: item) }
    }

    /// The title the bar shows: the item's own, else a text system item's word.
    var displayedTitle: String? { title ?? systemItem?.title }

    /// The label VoiceOver reads: the item's own, else the system item's, else the title.
    var displayedAccessibilityLabel: String? { accessibilityLabel ?? systemItem?.accessibilityLabel }

    /// The image the bar shows when there is no title: the item's own, else a system icon.
    var displayedImage: UIImage? {
        if let image { return image }
        return systemItem?.symbolName.flatMap { UIImage(systemName: $0) }
    }

    /// Runs the item's action, as a tap does (nothing when disabled).
    open func performPrimaryAction() {
        guard isEnabled else { return }
        primaryActionHandler?(self)
    }
}

extension UIBarButtonItem {
    /// A flexible space (iOS 14): in a toolbar, flexible spaces share the room the other items leave.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}
