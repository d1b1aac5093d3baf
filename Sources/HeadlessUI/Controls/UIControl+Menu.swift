import Foundation

extension UIControl {
    /// Shows `menu` next to the control, its actions sent by the control; `nil` when the control is
    /// in no window.
    func presentMenu(_ menu: UIMenu) -> MenuPresentation? {
        guard let presentation = MenuPresentation.present(menu, from: self, sender: self) else { return nil }
        menuDidPresent(presentation)
        return presentation
    }

    /// Adds or removes the press-and-hold interaction to follow ``isContextMenuInteractionEnabled``.
    func updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled {
            guard contextMenuInteraction == nil else { return }
            let interaction = UIContextMenuInteraction(hooks: UIContextMenuInteraction.Hooks(
                configuration: { interaction, _ in
                    guard let control = interaction.view as? UIControl, control.isEnabled, !control.showsMenuAsPrimaryAction,
                          let menu = control.menuForPresentation else { return nil }
                    return UIContextMenuConfiguration(actionProvider: { _ in menu })
                },
                willDisplay: { _, _, _ in }, willEnd: { _, _, _ in }, willPerformPreview: { _, _, _ in },
                previewedView: { interaction, _ in interaction.view },
                isControlMenu: true
            ))
            addInteraction(interaction)
            contextMenuInteraction = interaction
        } else if let interaction = contextMenuInteraction {
            removeInteraction(interaction)
            contextMenuInteraction = nil
        }
    }
}
