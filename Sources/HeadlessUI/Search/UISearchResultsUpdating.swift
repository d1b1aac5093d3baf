import Foundation

/// Updates search results as the search text changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search becomes active or inactive and whenever the search text changes.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller's presentation, as UIKit's `UISearchControllerDelegate` (every method
/// has a default).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
