import Foundation

extension UINavigationController {
    /// Whether the toolbar is hidden (the default); setting it is ``setToolbarHidden(_:animated:)``
    /// without animation.
    public var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar at the bottom; the content area ends above it while it shows.
    /// HeadlessUI shows and hides it at once.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        storedToolbarHidden = hidden
        toolbar.isHidden = hidden
        guard let root = viewIfLoaded else { return }
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }

    /// Shows the top controller's `toolbarItems` in the toolbar.
    func reloadToolbarItems() {
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
    }
}
