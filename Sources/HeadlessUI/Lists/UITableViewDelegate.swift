import Foundation

/// How a table view sizes rows and reacts to selection, display and swipes, as UIKit's
/// `UITableViewDelegate`. It is also the table's `UIScrollViewDelegate`. Every method has UIKit's
/// default: heights fall back to the table's properties, selection is allowed, nothing else happens.
///
/// Selection by tap calls, in order: `shouldHighlightRowAt` → `didHighlightRowAt` →
/// (finger lifts) `didUnhighlightRowAt` → `willSelectRowAt` (nil cancels; it may also redirect) →
/// `willDeselectRowAt`/`didDeselectRowAt` for the previous selection (single selection) →
/// `didSelectRowAt`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height. Default: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The row's estimated height, used until the row is measured. Default: `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height. Default: `sectionHeaderHeight` (automatic: the style's value).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height. Default: `sectionFooterHeight` (automatic: the style's value).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header view. Default nil: a `UITableViewHeaderFooterView` shows the title, if any.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view. Default nil: a `UITableViewHeaderFooterView` shows the title, if any.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The row is about to be selected: return the path to select, or nil to cancel. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row is about to be deselected by the user: return nil to keep it. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by the user.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether touching the row highlights it (and may select it). Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `cell` is about to be shown for the row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` left the screen (it goes to the reuse pool).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The actions revealed by swiping the row to the left. Default nil: none (a "Delete" action
    /// when the data source commits deletions is not synthesized by HeadlessUI).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The deprecated row actions revealed by swiping the row to the left, asked when
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` gives none. Default nil: none.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// The actions revealed by swiping the row to the right. Default nil: none.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The accessory button of the row was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Context menus (defaults in UITableViewDelegate+ContextMenu.swift)

    /// The context menu for a press and hold on the row at `point` (table coordinates). Default nil: none.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The row's context menu is about to appear.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    )
    /// The row's context menu is about to close.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    )
    /// The context menu's preview was tapped.
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    )
}

extension UITableViewDelegate {
    /// Default: the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Default: the table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Default: the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Default: the table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Default: nil (the title view, if any).
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Default: nil (the title view, if any).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Default: select the row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: deselect the row.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: true.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: no actions.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Default: no row actions.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// Default: no actions.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
