import Foundation

extension UITabBar {
    /// The appearance the bar draws with now: the scroll-edge one while the selected controller's
    /// scroll view is at its bottom edge, else the standard one.
    var activeAppearance: UITabBarAppearance {
        if let edge = scrollEdgeAppearance, isContentAtBottomEdge { return edge }
        return standardAppearance
    }

    /// The shadow line's colour now (`nil` draws none).
    var activeShadowColor: UIColor? { activeAppearance.shadowColor }

    /// The colour the appearance gives `button`'s glyph and title in its state, or `nil` for the default.
    func appearanceColor(for button: UIButton) -> UIColor? {
        let appearance = activeAppearance
        // UIKit lays tabs out inline on iPad and stacked on iPhone in portrait (HeadlessUI's only orientation).
        let items = appearance.idiom == .pad ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
        let state = !button.isEnabled ? items.disabled : (button.isSelected ? items.selected : items.normal)
        return state.drawnColor
    }

    /// Whether the selected controller's content scroll view shows its bottom edge (or there is none).
    var isContentAtBottomEdge: Bool {
        guard let controller = superview?.owningViewController as? UITabBarController,
              let view = controller.selectedViewController?.viewIfLoaded,
              let scrollView = UINavigationBar.contentScrollView(in: view) else { return true }
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        return bottom >= scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - 0.5
    }
}

extension UITabBar: AppearanceProxied {
    /// UIKit's appearance proxy: the standard and scroll-edge appearances, `unselectedItemTintColor`,
    /// `barTintColor`, `isTranslucent` and `tintColor` set on it are taken by every tab bar of this class (and its
    /// subclasses) when it moves into a window, unless the app set that property on the bar itself.
    /// Proxies belong to the running application (a fresh launch starts with none). UIKit returns
    /// `Self`; HeadlessUI's proxy is always a `UITabBar`.
    public static func appearance() -> UITabBar {
        UIApplication.appearanceProxy(for: self) { UITabBar(frame: .zero) }
    }

    /// Copies `properties` from `proxy` (see ``AppearanceProxied``).
    func takeProxied(_ properties: Set<BarAppearanceProperty>, from proxy: UITabBar) {
        if properties.contains(.standardAppearance) { standardAppearance = proxy.standardAppearance }
        if properties.contains(.scrollEdgeAppearance) { scrollEdgeAppearance = proxy.scrollEdgeAppearance }
        if properties.contains(.unselectedItemTintColor) { unselectedItemTintColor = proxy.unselectedItemTintColor }
        if properties.contains(.isTranslucent) { isTranslucent = proxy.isTranslucent }
        if properties.contains(.barTintColor) { barTintColor = proxy.barTintColor }
    }
}
