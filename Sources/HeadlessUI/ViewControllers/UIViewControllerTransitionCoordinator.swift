import Foundation

/// A key for the two controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown after the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// A key for the two views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view shown after the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a running transition tells the blocks given to its coordinator, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal style of a presentation (`.none` for navigation transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started driven by a gesture.
    var initiallyInteractive: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go too early).
    var isCancelled: Bool { get }
    /// The transition's full duration.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has gone (interactive transitions), 0...1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition finishes.
    var completionVelocity: CGFloat { get }
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The rotation applied during the transition (always identity: HeadlessUI does not rotate).
    var targetTransform: CGAffineTransform { get }
    /// One of the two controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator of a running push, pop or presentation, as UIKit's
/// `UIViewControllerTransitionCoordinator`: what ``UIViewController/transitionCoordinator`` returns
/// while the controller (or an ancestor) takes part in one. Animations given to it run with the
/// transition; completions run when it ends (with ``UIViewControllerTransitionCoordinatorContext/isCancelled``
/// set when an interactive pop was cancelled), before `viewDidAppear`.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     guard let selected = tableView.indexPathForSelectedRow else { return }
///     transitionCoordinator?.animate(alongsideTransition: { _ in
///         self.tableView.deselectRow(at: selected, animated: true)
///     }, completion: { context in
///         if context.isCancelled { self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none) }
///     })
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it ends; true when queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same as ``animate(alongsideTransition:completion:)`` for animations of a view outside
    /// the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when a gesture-driven transition stops being driven by the gesture.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
