import Foundation

extension UIViewController {
    /// The object managing this controller's presentation, as UIKit's `presentationController`: made
    /// for the current `modalPresentationStyle` when first asked (a ``UISheetPresentationController``
    /// for sheets, a ``UIPopoverPresentationController`` for `.popover`) and kept while that style stays.
    public var presentationController: UIPresentationController? {
        let style = modalPresentationStyle
        let wantsPopover = style == .popover
        let wantsSheet = !wantsPopover && style.resolved.isSheet && !(self is UIAlertController)
        if let existing = storedPresentationController,
           (existing is UIPopoverPresentationController) == wantsPopover, (existing is UISheetPresentationController) == wantsSheet {
            return existing
        }
        let presenting = presentingViewController
        let made: UIPresentationController
        if wantsPopover {
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        } else if wantsSheet {
            made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        } else {
            made = UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        storedPresentationController = made
        return made
    }

    /// The sheet presentation controller, as UIKit's `sheetPresentationController` (iOS 15): nil
    /// unless the style presents a sheet (`.pageSheet`, `.formSheet`, `.automatic`).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, as UIKit's `popoverPresentationController`: nil unless
    /// the style is `.popover` (so nil for alerts and action sheets, as on iPhone).
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
