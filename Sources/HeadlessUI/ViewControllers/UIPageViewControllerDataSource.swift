import Foundation

/// Supplies the pages around the visible one, as UIKit's `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    /// The number of pages for a page indicator (accepted; HeadlessUI draws no page dots).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the visible page for a page indicator (accepted; HeadlessUI draws no page dots).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator by default.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// No page indicator by default.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about page transitions, as UIKit's `UIPageViewControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag started to turn to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A drag-driven transition ended: `completed` says whether the page changed; `previousViewControllers`
    /// were visible before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    )
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
