import Foundation

/// The object that manages a presented controller's presentation, as UIKit's
/// `UIPresentationController` (the part apps read and set: the controllers, the views and the
/// `delegate` told about interactive dismissals). Get it from `UIViewController.presentationController`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    private weak var initialPresentingViewController: UIViewController?
    /// Told when the user tries to dismiss a sheet by swiping it down, and asked whether it may.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller, as UIKit's `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.initialPresentingViewController = presentingViewController
        super.init()
    }

    /// The controller that presents (or will present) ``presentedViewController``.
    open var presentingViewController: UIViewController? {
        presentedViewController.presentingViewController ?? initialPresentingViewController
    }

    /// The view the presentation happens in (nil while not presented).
    open var containerView: UIView? { presentedViewController.presentation?.container }

    /// The presented view (nil until it is loaded).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}

/// Told about interactive dismissals of a presentation, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Every method is optional (default implementations
/// below). HeadlessUI never adapts presentations (devices are portrait only): the
/// `adaptivePresentationStyle` methods are not consulted.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a swipe down begins on a sheet; returning false keeps the sheet in place (and calls
    /// ``presentationControllerDidAttemptToDismiss(_:)``).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a swipe-down dismissal begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after a swipe down dismissed the sheet (not for `dismiss(animated:)`, as in UIKit).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a swipe down was refused (``presentationControllerShouldDismiss(_:)`` or
    /// `isModalInPresentation`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to (not consulted by HeadlessUI).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` (not consulted by HeadlessUI).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// Default: true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Default: the presented controller's style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentedViewController.modalPresentationStyle
    }
    /// Default: ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}

/// The presentation controller of a `.popover` presentation, as UIKit's
/// `UIPopoverPresentationController`. HeadlessUI shows popovers as page sheets (no arrows), so the
/// anchor properties are kept and not used.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (kept).
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at (kept).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (kept).
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions allowed (kept; HeadlessUI draws no arrow).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The popover's background colour (kept).
    open var backgroundColor: UIColor?
}

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a direction set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
