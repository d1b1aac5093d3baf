import Foundation

/// Manages a search bar and the display of search results, as UIKit's `UISearchController`.
///
/// - Put ``searchBar`` in the view hierarchy (a table header, a stack view…). Starting to edit it
///   makes the controller active; typing calls the ``searchResultsUpdater`` for each change; Cancel
///   clears the text, ends editing and makes it inactive (calling the updater again), as in UIKit.
/// - While active, the ``searchResultsController``'s view covers the window below the search bar
///   whenever the text is not empty (or ``showsSearchResultsController`` is true).
/// - ``obscuresBackgroundDuringPresentation`` and ``hidesNavigationBarDuringPresentation`` are kept
///   but draw nothing; `navigationItem.searchController` puts ``searchBar`` in the navigation bar,
///   below the title (see the differences table).
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// tableView.tableHeaderView = search.searchBar
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar this controller manages.
    public let searchBar: UISearchBar
    /// The controller that shows the results (nil: the presenting screen shows them itself).
    public let searchResultsController: UIViewController?
    /// Updated on activation, deactivation and every text change.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Hears presentation and dismissal.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content behind is dimmed while searching (kept; HeadlessUI draws no dimming).
    open var obscuresBackgroundDuringPresentation = true
    /// The name `obscuresBackgroundDuringPresentation` had before iOS 12 (deprecated there).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (kept; HeadlessUI keeps it shown).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows Cancel while active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows even while the text is empty.
    open var showsSearchResultsController = false {
        didSet { updateResultsVisibility() }
    }

    /// Creates a search controller, as UIKit's `init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.barHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Search controllers are not decoded from archives in HeadlessUI (see `UIViewController`).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar()
        super.init(coder: coder)
        return nil
    }

    /// Whether searching is under way. Setting it presents or dismisses the search (calling the
    /// delegate and the updater); it becomes true when the search bar starts editing.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
                updateResultsVisibility()
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
                if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
                updateResultsVisibility()
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    // MARK: Search bar events

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchTextDidChange() {
        updateResultsVisibility()
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func cancel() {
        searchBar.text = ""
        isActive = false
    }

    // MARK: Results

    private func updateResultsVisibility() {
        guard let results = searchResultsController else { return }
        let shows = isActive && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
        guard shows, let window = searchBar.window else {
            if results.isViewLoaded, results.view.superview != nil { results.view.removeFromSuperview() }
            return
        }
        let barFrame = searchBar.convert(searchBar.bounds, to: nil)
        let height = max(0, window.bounds.height - barFrame.maxY)
        results.view.frame = CGRect(x: 0, y: barFrame.maxY, width: window.bounds.width, height: height)
        if results.view.superview !== window { window.addSubview(results.view) }
    }
}
