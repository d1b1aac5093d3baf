import Foundation

/// Shows a context menu when its view is pressed and held, as UIKit's `UIContextMenuInteraction`.
///
/// A press of ``pressDuration`` (0.5 s, UIKit's long-press default) asks the delegate for a
/// configuration at the press location; `nil` lets the press go on untouched (the view still gets
/// its tap). Otherwise the view's touches are cancelled and the menu appears over a dimmed
/// backdrop, with the preview (the configuration's view controller, or the pressed view itself)
/// and the menu under it. Tapping outside closes the menu; tapping the preview commits it
/// (`willPerformPreviewActionForMenuWith`); choosing an action closes the menu and runs the action.
///
/// ```swift
/// let interaction = UIContextMenuInteraction(delegate: self)
/// photoView.addInteraction(interaction)
/// ```
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks, as UIKit's `UIContextMenuInteraction.Appearance`.
    public enum Appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// The full menu with a preview.
        case rich = 1
        /// A compact menu without a preview.
        case compact = 2
    }

    /// How long the view must be held before the menu opens.
    static let pressDuration: TimeInterval = 0.5

    /// What the interaction asks and tells; the public initializer routes these to the delegate,
    /// tables and collection views to their own delegates.
    struct Hooks {
        var configuration: @MainActor (UIContextMenuInteraction, CGPoint) -> UIContextMenuConfiguration?
        var willDisplay: @MainActor (UIContextMenuInteraction, UIContextMenuConfiguration, ContextMenuAnimator) -> Void
        var willEnd: @MainActor (UIContextMenuInteraction, UIContextMenuConfiguration, ContextMenuAnimator) -> Void
        var willPerformPreview: @MainActor (UIContextMenuInteraction, UIContextMenuConfiguration, ContextMenuAnimator) -> Void
        /// The view the preview pictures (and the menu is placed by) for a press at a location.
        var previewedView: @MainActor (UIContextMenuInteraction, CGPoint) -> UIView?
        /// A control's menu: shown next to the control, without preview or backdrop, its actions
        /// sent by the control (as a button's long-press menu in UIKit).
        var isControlMenu = false
    }

    /// The object asked for the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    private let hooks: Hooks
    private var recognizer: UILongPressGestureRecognizer?
    private let gate = PressGate()
    private var pressLocation: CGPoint?
    private var pendingConfiguration: UIContextMenuConfiguration?
    private weak var presentation: MenuPresentation?

    /// Whether a menu is shown (``Appearance/rich``) or not (``Appearance/unknown``).
    public var menuAppearance: Appearance { presentation?.isPresented == true ? .rich : .unknown }

    /// Creates an interaction that asks `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        hooks = Hooks(
            configuration: { interaction, location in
                interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
            },
            willDisplay: { interaction, configuration, animator in
                interaction.delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            },
            willEnd: { interaction, configuration, animator in
                interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            },
            willPerformPreview: { interaction, configuration, animator in
                interaction.delegate?.contextMenuInteraction(
                    interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator
                )
            },
            previewedView: { interaction, _ in interaction.view }
        )
        super.init()
        gate.interaction = self
    }

    /// Creates an interaction driven by `hooks` (tables and collection views).
    init(hooks: Hooks) {
        self.hooks = hooks
        super.init()
        gate.interaction = self
    }

    /// Removes the press recognizer from the view the interaction leaves.
    open func willMove(to view: UIView?) {
        if let recognizer { self.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    /// Installs the press recognizer on the new view.
    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.pressBegan()
        }
        press.minimumPressDuration = UIContextMenuInteraction.pressDuration
        press.delegate = gate
        press.name = "UIContextMenuInteraction"
        view.addGestureRecognizer(press)
        recognizer = press
    }

    /// The location of the press that opened the menu, in `view`'s coordinates (the interaction's
    /// view when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let pressLocation else { return .zero }
        return own.convert(pressLocation, to: view ?? own)
    }

    /// Closes the menu if it is shown.
    open func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the shown menu with `block`'s result (nothing when no menu is shown).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, presentation.isPresented else { return }
        presentation.replaceMenu(with: block(presentation.menu))
    }

    /// Asked by the recognizer before it begins: whether there is a menu for the press.
    fileprivate func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view else { return false }
        let location = recognizer.location(in: view)
        guard let configuration = hooks.configuration(self, location) else { return false }
        pressLocation = location
        pendingConfiguration = configuration
        return true
    }

    private func pressBegan() {
        guard let configuration = pendingConfiguration, let view, let location = pressLocation else { return }
        pendingConfiguration = nil
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let previewed = hooks.previewedView(self, location) ?? view
        if hooks.isControlMenu {
            presentation = (view as? UIControl)?.presentMenu(menu)
            return
        }
        let previewController = configuration.previewProvider?()
        let previewView: UIView
        if let previewController {
            previewView = previewController.view
            let preferred = previewController.preferredContentSize
            let window = view.window?.bounds.size ?? .zero
            previewView.frame.size = preferred.width > 0 && preferred.height > 0
                ? preferred : CGSize(width: window.width - 32, height: window.height / 2)
            previewView.layoutIfNeeded()
        } else {
            let snapshot = UIImageView(image: previewed.snapshotImage())
            snapshot.frame.size = previewed.bounds.size
            previewView = snapshot
        }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        hooks.willDisplay(self, configuration, animator)
        guard let shown = MenuPresentation.present(
            menu, from: previewed, sender: nil, previewView: previewView, dimsBackground: true
        ) else { return }
        presentation = shown
        shown.willEndHandler = { [weak self] in
            guard let self else { return }
            let endAnimator = ContextMenuAnimator(previewViewController: previewController)
            self.hooks.willEnd(self, configuration, endAnimator)
            endAnimator.runAnimations()
            shown.runAfterEnd { endAnimator.runCompletions() }
        }
        shown.previewCommitHandler = { [weak self] in
            guard let self else { return }
            let commitAnimator = ContextMenuAnimator(previewViewController: previewController)
            self.hooks.willPerformPreview(self, configuration, commitAnimator)
            commitAnimator.runAnimations()
            shown.runAfterEnd { commitAnimator.runCompletions() }
        }
        animator.runAnimations()
        animator.runCompletions()
    }
}

/// The press recognizer's delegate: it begins only when the interaction has a menu for the press.
@MainActor
private final class PressGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.shouldBegin(gestureRecognizer) ?? false
    }
}
