import Foundation

extension UITableViewDelegate {
    /// Default: no context menu.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Default: nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing (the menu closes).
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

extension UITableView {
    /// Gives the table UIKit's built-in row context menus: a press and hold on a row asks the
    /// delegate's `contextMenuConfigurationForRowAt`; the preview pictures the row's cell.
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(hooks: UIContextMenuInteraction.Hooks(
            configuration: { interaction, location in
                guard let table = interaction.view as? UITableView, let path = table.indexPathForRow(at: location) else { return nil }
                return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: path, point: location)
            },
            willDisplay: { interaction, configuration, animator in
                guard let table = interaction.view as? UITableView else { return }
                table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { interaction, configuration, animator in
                guard let table = interaction.view as? UITableView else { return }
                table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { interaction, configuration, animator in
                guard let table = interaction.view as? UITableView else { return }
                table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            },
            previewedView: { interaction, location in
                guard let table = interaction.view as? UITableView, let path = table.indexPathForRow(at: location) else { return nil }
                return table.cellForRow(at: path)
            }
        )))
    }
}
