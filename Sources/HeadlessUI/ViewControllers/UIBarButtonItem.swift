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

    /// Creates an item whose `primaryAction` runs on each tap; the action's title (when not empty)
    /// is the item's title unless `title` is given.
    public convenience init(title: String? = nil, style: Style = .plain, primaryAction: UIAction?) {
        self.init(title: title, style: style)
        if let primaryAction {
            if title == nil, !primaryAction.title.isEmpty { self.title = primaryAction.title }
            primaryActionHandler = { item in primaryAction.perform(sender: item) }
        }
    }

    /// Runs the item's action, as a tap does (nothing when disabled).
    open func performPrimaryAction() {
        guard isEnabled else { return }
        primaryActionHandler?(self)
    }
}
