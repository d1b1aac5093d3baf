import Foundation

extension UINavigationItem {
    /// The navigation bar shows ``searchController``'s search bar below the title while this item is
    /// on top (see ``UINavigationBar``).
    func searchControllerDidChange() {
        itemDidChange()
    }
}
