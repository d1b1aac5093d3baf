import Foundation

extension UINavigationItem {
    /// HeadlessUI keeps ``searchController`` but does not place its search bar in the navigation
    /// bar yet: setting one is reported so that a test does not look for a bar that is not there.
    func searchControllerDidChange() {
        guard searchController != nil else { return }
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UINavigationItem", property: "searchController",
            reason: "HeadlessUI does not show the search bar in the navigation bar yet; the controller is kept and works "
                + "once its searchBar is in the view hierarchy (for example as a table header or at the top of the view)."
        ))
    }
}
