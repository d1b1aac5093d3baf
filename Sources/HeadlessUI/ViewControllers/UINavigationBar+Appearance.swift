import Foundation

extension UINavigationBar {
    /// The appearance the bar draws with now: at the scroll edge the top item's or the bar's
    /// scroll-edge appearance, else (and when scrolled) the top item's or the bar's standard one.
    var activeAppearance: UINavigationBarAppearance {
        let item = topItem
        if isContentAtScrollEdge, let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        return item?.standardAppearance ?? standardAppearance
    }

    /// The shadow line's colour now (`nil` draws none).
    var activeShadowColor: UIColor? { activeAppearance.shadowColor }

    /// Whether the top controller's content scroll view is at its top edge (or there is none): its
    /// own view when that is a scroll view, else the first scroll view found under it.
    var isContentAtScrollEdge: Bool {
        guard let view = topItem?.owner?.viewIfLoaded, let scrollView = Self.contentScrollView(in: view) else {
            return true
        }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// `view` when it is a scroll view, else the first scroll view in a breadth-first walk of its subviews.
    static func contentScrollView(in view: UIView) -> UIScrollView? {
        var queue = [view]
        var index = 0
        while index < queue.count {
            if let scrollView = queue[index] as? UIScrollView { return scrollView }
            queue.append(contentsOf: queue[index].subviews)
            index += 1
        }
        return nil
    }

    func appearanceDidChange() {
        reloadItems()
    }
}

extension UINavigationBar: AppearanceProxied {
    /// UIKit's appearance proxy: the standard, compact and scroll-edge appearances,
    /// `prefersLargeTitles`, `isTranslucent`, `barTintColor`, `titleTextAttributes`,
    /// `largeTitleTextAttributes` and `tintColor` set on it are taken by every navigation
    /// bar of this class (and its subclasses) when it moves into a window, unless the app set that
    /// property on the bar itself. Proxies belong to the running application (a fresh launch starts
    /// with none). UIKit returns `Self`; HeadlessUI's proxy is always a `UINavigationBar`.
    public static func appearance() -> UINavigationBar {
        UIApplication.appearanceProxy(for: self) { UINavigationBar(frame: .zero) }
    }

    /// Copies `properties` from `proxy` (see ``AppearanceProxied``).
    func takeProxied(_ properties: Set<BarAppearanceProperty>, from proxy: UINavigationBar) {
        if properties.contains(.standardAppearance) { standardAppearance = proxy.standardAppearance }
        if properties.contains(.compactAppearance) { compactAppearance = proxy.compactAppearance }
        if properties.contains(.scrollEdgeAppearance) { scrollEdgeAppearance = proxy.scrollEdgeAppearance }
        if properties.contains(.prefersLargeTitles) { prefersLargeTitles = proxy.prefersLargeTitles }
        if properties.contains(.isTranslucent) { isTranslucent = proxy.isTranslucent }
        if properties.contains(.barTintColor) { barTintColor = proxy.barTintColor }
        if properties.contains(.titleTextAttributes) { titleTextAttributes = proxy.titleTextAttributes }
        if properties.contains(.largeTitleTextAttributes) { largeTitleTextAttributes = proxy.largeTitleTextAttributes }
    }

    /// Whether the top item shows its title large: the bar prefers large titles and the top item's
    /// `largeTitleDisplayMode` (`.automatic` inherits the item's below, the root's being large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height below the status bar: ``barHeight``, plus ``largeTitleHeight`` with a large
    /// title, plus the search bar's height when the top item has a search controller.
    var preferredHeight: CGFloat {
        UINavigationBar.barHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
            + (topItem?.searchController.map { $0.searchBar.intrinsicContentSize.height } ?? 0)
    }
}

extension UINavigationBar {
    /// Sizes and centres a navigation item's title view in the buttons row: its intrinsic size, else
    /// its frame's; no width (as a search bar's) fills the room between `leading` and `trailing`.
    func layOutTitleView(_ view: UIView, between leading: CGFloat, and trailing: CGFloat, height: CGFloat) {
        let intrinsic = view.intrinsicContentSize
        let room = Swift.max(0, trailing - leading)
        var size = view.frame.size
        if intrinsic.width > 0 { size.width = intrinsic.width }
        if intrinsic.height > 0 { size.height = intrinsic.height }
        if size.width <= 0 { size.width = room }
        if size.height <= 0 { size.height = height }
        size = CGSize(width: Swift.min(size.width, room), height: Swift.min(size.height, height))
        // Centred in the bar when it fits there, else in the room between the buttons.
        let centredX = bounds.midX - size.width / 2
        let x = centredX >= leading && centredX + size.width <= trailing ? centredX : leading + (room - size.width) / 2
        view.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
    }
}
