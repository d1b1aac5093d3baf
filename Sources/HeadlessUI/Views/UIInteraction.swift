import Foundation

/// An object that adds behaviour to a view it is attached to, as UIKit's `UIInteraction`
/// (``UIContextMenuInteraction`` is one). Attach it with ``UIView/addInteraction(_:)``.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (`nil`: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (`nil`: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` (moving it from another view if it had one), as UIKit's `addInteraction(_:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view {
            guard current !== self else { return }
            current.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`, as UIKit's `removeInteraction(_:)`; nothing when it is not attached here.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
