import Foundation

extension UIPageViewController {
    /// The pages in the scroll view, in order.
    var arrangedPages: [UIViewController] { [previousPage, current, nextPage].compactMap { $0 } }

    /// The length of one page plus the spacing, along the navigation axis.
    var pageStride: CGFloat {
        navigationOrientation == .horizontal ? view.bounds.width + interPageSpacing : view.bounds.height + interPageSpacing
    }

    private func offset(ofPageAt index: Int) -> CGPoint {
        let position = CGFloat(index) * pageStride
        return navigationOrientation == .horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
    }

    func showPage(_ page: UIViewController, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated, let old = current, old !== page, isViewLoaded, view.window != nil else {
            install(page)
            completion?(true)
            return
        }
        pendingProgrammaticCompletion?(false)
        pendingProgrammaticCompletion = nil
        // Slide: the old page and the new one side by side, then scroll to the new one.
        if direction == .forward {
            previousPage = nil; nextPage = page
        } else {
            previousPage = page; nextPage = nil
        }
        arrangePages()
        pendingProgrammaticCompletion = completion ?? { _ in }
        pagingScrollView.setContentOffset(offset(ofPageAt: direction == .forward ? 1 : 0), animated: true)
    }

    /// Makes `page` the visible page and loads its neighbours from the data source.
    func install(_ page: UIViewController) {
        current = page
        previousPage = dataSource?.pageViewController(self, viewControllerBefore: page)
        nextPage = dataSource?.pageViewController(self, viewControllerAfter: page)
        arrangePages()
    }

    /// Puts the arranged pages in the scroll view (adding and removing children) and shows the current one.
    func arrangePages() {
        guard isViewLoaded else { return }
        let pages = arrangedPages
        for child in children where !pages.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        let bounds = view.bounds
        arrangedBounds = bounds
        var scrollFrame = bounds
        if navigationOrientation == .horizontal {
            scrollFrame.size.width += interPageSpacing
        } else {
            scrollFrame.size.height += interPageSpacing
        }
        pagingScrollView.frame = scrollFrame
        for (index, page) in pages.enumerated() {
            if page.parent !== self {
                addChild(page)
                pagingScrollView.addSubview(page.view)
                page.didMove(toParent: self)
            }
            let origin = offset(ofPageAt: index)
            page.view.frame = CGRect(origin: origin, size: bounds.size)
        }
        let length = CGFloat(pages.count) * pageStride
        pagingScrollView.contentSize = navigationOrientation == .horizontal
            ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
        if let current, let index = pages.firstIndex(where: { $0 === current }) {
            pagingScrollView.contentOffset = offset(ofPageAt: index)
        }
    }

    // MARK: Drag-driven transitions

    /// A drag moved the pages: announce the page it is heading to, once per transition.
    func pagesDidScroll() {
        guard pagingScrollView.isDragging, pendingPage == nil, pendingProgrammaticCompletion == nil,
              let current, let index = arrangedPages.firstIndex(where: { $0 === current }) else { return }
        let position = navigationOrientation == .horizontal ? pagingScrollView.contentOffset.x : pagingScrollView.contentOffset.y
        let resting = CGFloat(index) * pageStride
        let target = position > resting ? nextPage : (position < resting ? previousPage : nil)
        guard let target else { return }
        pendingPage = target
        delegate?.pageViewController(self, willTransitionTo: [target])
    }

    /// The scroll came to rest: finish a programmatic slide, or report the end of a drag's transition.
    func pagesDidSettle() {
        let position = navigationOrientation == .horizontal ? pagingScrollView.contentOffset.x : pagingScrollView.contentOffset.y
        let pages = arrangedPages
        guard !pages.isEmpty, pageStride > 0 else { return }
        let index = Swift.min(pages.count - 1, Swift.max(0, Int((position / pageStride).rounded())))
        let landed = pages[index]
        if let completion = pendingProgrammaticCompletion {
            pendingProgrammaticCompletion = nil
            install(landed)
            completion(true)
            return
        }
        guard let previous = current else { return }
        let announced = pendingPage
        pendingPage = nil
        if landed !== previous {
            install(landed)
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
        } else if announced != nil {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
        }
    }
}

/// The paging scroll view's delegate, kept out of `UIPageViewController`'s public conformances.
@MainActor
final class PageScrollObserver: UIScrollViewDelegate {
    private weak var owner: UIPageViewController?

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.pagesDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagesDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        owner?.pagesDidSettle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        owner?.pagesDidSettle()
    }
}
