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

extension UINavigationBar {
    /// UIKit's appearance proxy; HeadlessUI has none.
    @available(*, unavailable, message: "HeadlessUI has no appearance proxies; set standardAppearance on the bar or navigationItem")
    public static func appearance() -> UINavigationBar {
        fatalError("unavailable")
    }
}
