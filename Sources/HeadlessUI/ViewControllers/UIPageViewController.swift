import Foundation

/// A container that shows one page (view controller) at a time and turns pages by a swipe, as
/// UIKit's `UIPageViewController` in its `.scroll` style.
///
/// - Pages sit side by side (or stacked, for `.vertical`) in a paging scroll view: a drag moves
///   them with the finger and settles on the nearest page or, after a fling, the next one, on the
///   runtime clock, as on iOS. The data source is asked for the neighbours of the visible page
///   whenever it changes.
/// - The delegate hears `willTransitionTo` when a drag starts moving towards a page, and
///   `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the scroll settles
///   (completed or not). `setViewControllers(_:direction:animated:completion:)` does not call the
///   delegate (as in UIKit).
/// - `.pageCurl` is accepted but laid out like `.scroll` (a runtime issue says so); HeadlessUI draws
///   no page dots for `presentationCount(for:)`.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl (laid out as `.scroll` in HeadlessUI).
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis pages turn along, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a programmatic page change goes, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page-curl book sits, as UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll style).
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle (two pages).
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }

    /// Keys of the options dictionary, as UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page-curl controller (a `SpineLocation` raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Space between pages of a scroll controller, in points (a `CGFloat` or number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style, fixed at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation, fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for scroll style).
    public private(set) var spineLocation: SpineLocation = .none
    /// Whether page-curl pages have a back side (accepted, no effect).
    open var isDoubleSided = false
    /// Space between pages, from the `.interPageSpacing` option.
    public let interPageSpacing: CGFloat

    /// Gives the neighbouring pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Hears about drag-driven transitions.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The visible page, in an array as UIKit returns it (nil before the first `setViewControllers`).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The gesture recognizers that turn pages (the paging scroll view's pan).
    open var gestureRecognizers: [UIGestureRecognizer] { pagingScrollView.gestureRecognizers ?? [] }

    var current: UIViewController?
    var previousPage: UIViewController?
    var nextPage: UIViewController?
    /// The page a drag announced with `willTransitionTo`, until the scroll settles.
    var pendingPage: UIViewController?
    var pendingProgrammaticCompletion: ((Bool) -> Void)?
    /// The view bounds the pages were last arranged for.
    var arrangedBounds: CGRect?
    lazy var pagingScrollView: UIScrollView = makeScrollView()
    lazy var scrollObserver = PageScrollObserver(owner: self)

    /// Creates a page view controller, as UIKit's `init(transitionStyle:navigationOrientation:options:)`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing]
        interPageSpacing = (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl {
            spineLocation = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:)) ?? .min
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "UIPageViewController", property: "transitionStyle",
                reason: ".pageCurl is not drawn by HeadlessUI; pages turn as with .scroll (a swipe slides them)."
            ))
        }
    }

    /// Page view controllers are not decoded from archives in HeadlessUI (see `UIViewController`).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pagingScrollView)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if arrangedBounds != view.bounds { arrangePages() }
    }

    /// Shows `viewControllers` (exactly one page in scroll style), as UIKit's
    /// `setViewControllers(_:direction:animated:completion:)`. Animated, the new page slides in from
    /// the `direction` side on the runtime clock and `completion(true)` runs when it has settled;
    /// otherwise at once. The data source is then asked for the new page's neighbours.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let viewControllers, viewControllers.count == 1, let page = viewControllers.first else {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "UIPageViewController.setViewControllers: the number of view controllers provided (\(viewControllers?.count ?? 0)) "
                    + "does not match the number required (1) for the .scroll style; pass one page."
            ))
            return
        }
        showPage(page, direction: direction, animated: animated, completion: completion)
    }

    private func makeScrollView() -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = scrollObserver
        return scrollView
    }
}
