import Foundation

/// A view controller whose view is a collection view it serves, as UIKit's
/// `UICollectionViewController`: it is the collection view's data source and delegate, and its
/// data source and delegate methods are `open`, so subclasses `override` the ones they need (as iOS
/// code does). With ``clearsSelectionOnViewWillAppear`` the selection is cleared each time the view
/// is about to appear.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutForLoading: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// Whether the selection is cleared when the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// The collection view (loads the view on first access).
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? layoutForLoading
    }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutForLoading = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// See `UIViewController.init?(coder:)`: fails with a runtime issue in HeadlessUI.
    public required init?(coder: NSCoder) {
        layoutForLoading = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view (the size of the screen) with this controller as its data source
    /// and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutForLoading)
        collection.dataSource = self
        collection.delegate = self
        storedCollectionView = collection
        view = collection
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = storedCollectionView else { return }
        for path in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: path, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// One section; override to change.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override to show some.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Must be overridden when there are items; the base reports a runtime issue (UIKit raises) and
    /// returns an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIApplication.reportRuntimeIssue(.other(
            "\(type(of: self)) does not override collectionView(_:cellForItemAt:) but has items; override it and dequeue cells."
        ))
        return UICollectionViewCell(frame: .zero)
    }

    /// Must be overridden when the layout has supplementary views; see `UICollectionViewDataSource`.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIApplication.reportRuntimeIssue(.other(
            "\(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:) but the layout asks for a "
                + "\"\(kind)\" view; override it."
        ))
        return UICollectionReusableView(frame: .zero)
    }

    /// Items cannot be moved.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// None (asks the single-item form).
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// None.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    // MARK: UIScrollViewDelegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing (the target stays).
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// True.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
