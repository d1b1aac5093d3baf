import Foundation

/// The transition of a context menu appearing or closing, as UIKit's
/// `UIContextMenuInteractionAnimating`. HeadlessUI shows and removes menus at once: animation blocks
/// run immediately and completions run right after the menu appeared or was removed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller shown as the preview, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds changes to make along with the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to run when the transition is over.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How tapping a context menu's preview ends the menu, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu closes back to where it came from.
    case dismiss = 0
    /// The preview grows into the destination (the default).
    case pop = 1
}

/// The transition of committing a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit looks.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// HeadlessUI's animator: collects blocks and runs them when the presentation says so.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the animation blocks (at once: menus are not animated).
    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    /// Runs the completions, in the order they were added.
    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }
}
