import Foundation

/// What a tab bar shows for one view controller, as UIKit's `UITabBarItem`.
/// (Images are not modelled: HeadlessUI has no `UIImage` yet, so items are created with a title and a tag.)
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The text under the tab's icon.
    open var title: String? { didSet { changeHandler?() } }
    /// An integer to find the item.
    open var tag: Int
    /// The badge text (nil for none); exposed as the tab button's accessibility value.
    open var badgeValue: String? { didSet { changeHandler?() } }
    /// Disabled tabs cannot be selected by a tap.
    open var isEnabled = true { didSet { changeHandler?() } }
    /// Overrides the spoken label (defaults to the title).
    open var accessibilityLabel: String? { didSet { changeHandler?() } }
    /// An identifier given to the tab button, for tests.
    open var accessibilityIdentifier: String? { didSet { changeHandler?() } }
    var changeHandler: (@MainActor () -> Void)?

    /// Creates an item with a title and a tag.
    public init(title: String?, tag: Int) {
        self.title = title
        self.tag = tag
        super.init()
    }
}
