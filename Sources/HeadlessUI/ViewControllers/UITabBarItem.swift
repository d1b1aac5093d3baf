import Foundation

/// What a tab bar shows for one view controller, as UIKit's `UITabBarItem`: an image above a title.
///
/// The tab button draws ``image`` (``selectedImage`` while selected, when set) as a template in the
/// item's colour unless the image's rendering mode is `.alwaysOriginal`; an item without an image
/// draws a rounded-square placeholder glyph (HeadlessUI choice; UIKit draws none). System items
/// (``init(tabBarSystemItem:tag:)``) show UIKit's system title ("More", "Favorites", …) with the
/// closest system symbol HeadlessUI draws.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The text under the tab's icon.
    open var title: String? { didSet { changeHandler?() } }
    /// The icon (drawn as a template unless its rendering mode is `.alwaysOriginal`).
    open var image: UIImage? { didSet { changeHandler?() } }
    /// The icon while the tab is selected (`nil`: ``image``).
    open var selectedImage: UIImage? { didSet { changeHandler?() } }
    /// An integer to find the item.
    open var tag: Int
    /// The badge text (nil for none); exposed as the tab button's accessibility value.
    open var badgeValue: String? { didSet { changeHandler?() } }
    /// The badge's background colour (`nil`: system red), as UIKit's `badgeColor`.
    open var badgeColor: UIColor? { didSet { changeHandler?() } }
    /// Disabled tabs cannot be selected by a tap.
    open var isEnabled = true { didSet { changeHandler?() } }
    /// Overrides the spoken label (defaults to the title).
    open var accessibilityLabel: String? { didSet { changeHandler?() } }
    /// An identifier given to the tab button, for tests.
    open var accessibilityIdentifier: String? { didSet { changeHandler?() } }
    /// The system item the item was created with (``init(tabBarSystemItem:tag:)``).
    let systemItem: SystemItem?
    var changeHandler: (@MainActor () -> Void)?

    /// Creates an item with no title, no image and tag 0, as UIKit's `init()`.
    public override init() {
        self.tag = 0
        self.systemItem = nil
        super.init()
    }

    /// Creates an item with a title and a tag (HeadlessUI only; UIKit spells it `init(title:image:tag:)`).
    public init(title: String?, tag: Int) {
        self.title = title
        self.tag = tag
        self.systemItem = nil
        super.init()
    }

    /// Creates an item with a title, an image and a tag, as UIKit's `init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        self.systemItem = nil
        super.init()
    }

    /// Creates an item with a title, an image and an image for the selected state (tag 0), as
    /// UIKit's `init(title:image:selectedImage:)`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
        self.systemItem = nil
        super.init()
    }

    /// Creates a system item (its title and image are the system's; ``title`` and ``image`` stay
    /// nil), as UIKit's `init(tabBarSystemItem:tag:)`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        self.systemItem = systemItem
        super.init()
    }

    /// The title the tab shows: ``title``, or the system item's.
    var displayedTitle: String? { systemItem?.title ?? title }

    /// The image the tab shows in the selected state or not: ``selectedImage`` when selected and
    /// set, else ``image``, else the system item's.
    func displayedImage(selected: Bool) -> UIImage? {
        if selected, let selectedImage { return selectedImage }
        if let image { return image }
        return systemItem?.symbolName.flatMap { UIImage(systemName: $0) }
    }
}

extension UITabBarItem {
    /// UIKit's system tab bar items, with their fixed titles and images.
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more
        /// "Favorites".
        case favorites
        /// "Featured".
        case featured
        /// "Top Rated".
        case topRated
        /// "Recents".
        case recents
        /// "Contacts".
        case contacts
        /// "History".
        case history
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Downloads".
        case downloads
        /// "Most Recent".
        case mostRecent
        /// "Most Viewed".
        case mostViewed

        /// The title UIKit shows (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The closest system symbol HeadlessUI draws (`nil`: the placeholder glyph).
        var symbolName: String? {
            switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured, .topRated: "star"
            case .contacts: "person.crop.circle"
            case .search: "magnifyingglass"
            case .recents, .history, .bookmarks, .downloads, .mostRecent, .mostViewed: nil
            }
        }
    }
}
