import Foundation

/// A view controller whose view is a table view it serves, as UIKit's `UITableViewController`: it
/// makes the table (with the style it was created with), is its data source and delegate, and its data
/// source and delegate methods are `open`, so subclasses `override` the ones they need, as iOS code
/// does. With ``clearsSelectionOnViewWillAppear`` the selected rows are deselected each time the view
/// is about to appear.
///
/// ```swift
/// final class FruitsController: UITableViewController {
///     let fruits = ["Apple", "Pear"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
///         cell.textLabel?.text = fruits[indexPath.row]
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let styleForLoading: UITableView.Style
    private var storedTableView: UITableView?

    /// Whether the selected rows are deselected when the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// The table view (loads the view on first access). Setting it makes it the controller's view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView
        }
        set {
            storedTableView = newValue
            view = newValue
        }
    }

    /// The table view's refresh control (`tableView.refreshControl`).
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        styleForLoading = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view (UIKit's nib-based initializer; HeadlessUI loads no nib,
    /// see `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleForLoading = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// See `UIViewController.init?(coder:)`: fails with a runtime issue in HeadlessUI.
    public required init?(coder: NSCoder) {
        styleForLoading = .plain
        super.init(coder: coder)
    }

    /// Makes the table view (the size of the screen, in the controller's style) with this controller
    /// as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: styleForLoading)
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        view = table
    }

    /// Enters or leaves editing mode and puts the table in the same mode, as UIKit.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        storedTableView?.setEditing(editing, animated: animated)
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = storedTableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// One section; override to change.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows; override to show some.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Must be overridden when there are rows; the base reports a runtime issue (UIKit raises) and
    /// returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UIApplication.reportRuntimeIssue(.other(
            "\(type(of: self)) does not override tableView(_:cellForRowAt:) but has rows; override it and dequeue cells."
        ))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Nothing (HeadlessUI has no reorder control, so the table never calls it; see Guide/HeadlessUI.md).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// `tableView.rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// `tableView.estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// `tableView.sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// `tableView.sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// None (the title, if any, is shown).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// None (the title, if any, is shown).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// None.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// None.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// None.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// None.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
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
