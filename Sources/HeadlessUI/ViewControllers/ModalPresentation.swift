import Foundation

/// The views and geometry of one modal presentation: a full-window (or context-sized) container
/// above everything else in the window, an optional dimming view, and the presented view.
///
/// Geometry (deliberate choices, see Guide/HeadlessUI.md):
/// - iPhone sheets (`.pageSheet`, `.formSheet`, `.automatic`): the card's top is at the window's
///   safe-area top + ``sheetTopGap`` (10 pt), or lower for a smaller detent (see
///   ``UISheetPresentationController``), and reaches the bottom of the window; corner radius
///   ``sheetCornerRadius``. The presenter stays behind a black dimming view at alpha ``sheetDimmingAlpha``.
/// - iPad: `.formSheet` is a centred ``formSheetSizeOnPad`` (540 × 620) card; `.pageSheet` is
///   ``pageSheetWidthOnPad`` (704 pt) wide, from safe-area top + ``sheetTopGapOnPad`` to the same gap
///   above the bottom safe area.
/// - Full-screen styles fill the window (or the context controller's view).
@MainActor
final class ModalPresentation {
    /// Built-in modal transition duration (`UIViewControllerBuiltinTransitionViewAnimator`): 0.4 s.
    static let transitionDuration: TimeInterval = 0.4
    /// Gap between the safe-area top and an iPhone sheet's top.
    static let sheetTopGap: CGFloat = 10
    /// Gap around an iPad page sheet.
    static let sheetTopGapOnPad: CGFloat = 20
    /// Corner radius of a sheet.
    static let sheetCornerRadius: CGFloat = 10
    /// Alpha of the black dimming view behind sheets.
    static let sheetDimmingAlpha: CGFloat = 0.4
    /// Size of an iPad form sheet.
    static let formSheetSizeOnPad = CGSize(width: 540, height: 620)
    /// Width of an iPad page sheet.
    static let pageSheetWidthOnPad: CGFloat = 704

    let style: UIModalPresentationStyle
    let container: TransitionContainerView
    let dimmingView: DimmingView?
    let dimmingAlpha: CGFloat
    /// The controller whose view this presentation covers (and removes, for full-screen styles).
    weak var contextController: UIViewController?
    /// Where the covered view lived before it was removed, to put it back on dismissal.
    weak var removedViewSuperview: UIView?
    var removedViewIndex = 0
    /// The interactive swipe-down recognizer of a sheet, if one is installed.
    var dismissalRecognizer: UIGestureRecognizer?

    init(style: UIModalPresentationStyle, hostFrame: CGRect, dimmingAlpha: CGFloat?) {
        self.style = style
        container = TransitionContainerView(frame: hostFrame)
        container.accessibilityIdentifier = "HeadlessUI.presentationContainer"
        // VoiceOver stays inside a presentation: what it covers is not exposed.
        container.accessibilityViewIsModal = true
        if let dimmingAlpha {
            let dimming = DimmingView(frame: CGRect(origin: .zero, size: hostFrame.size))
            dimming.alpha = 0
            container.addSubview(dimming)
            self.dimmingView = dimming
            self.dimmingAlpha = dimmingAlpha
        } else {
            self.dimmingView = nil
            self.dimmingAlpha = 0
        }
    }

    /// The final frame of the presented view in the container's coordinates.
    static func presentedFrame(
        style: UIModalPresentationStyle, containerBounds: CGRect, window: UIWindow, sheet: UISheetPresentationController? = nil
    ) -> CGRect {
        guard style.isSheet else { return containerBounds }
        let insets = window.safeAreaInsets
        if (window.application?.configuration.device ?? .iPhone).idiom == .pad {
            if style == .formSheet {
                let size = CGSize(
                    width: Swift.min(formSheetSizeOnPad.width, containerBounds.width),
                    height: Swift.min(formSheetSizeOnPad.height, containerBounds.height)
                )
                return CGRect(
                    x: containerBounds.midX - size.width / 2, y: containerBounds.midY - size.height / 2,
                    width: size.width, height: size.height
                )
            }
            let width = Swift.min(pageSheetWidthOnPad, containerBounds.width)
            let top = insets.top + sheetTopGapOnPad
            let bottom = containerBounds.maxY - insets.bottom - sheetTopGapOnPad
            return CGRect(x: containerBounds.midX - width / 2, y: top, width: width, height: Swift.max(0, bottom - top))
        }
        let top = insets.top + sheetTopGap
        let largeHeight = Swift.max(0, containerBounds.height - top)
        let height = sheet?.restingHeight(largeHeight: largeHeight, containerHeight: containerBounds.height, traits: window.traitCollection)
            ?? largeHeight
        return CGRect(x: 0, y: containerBounds.height - height, width: containerBounds.width, height: height)
    }
}

/// A presented controller that animates its own presentation (alerts and action sheets).
@MainActor
protocol CustomPresentationAnimating: AnyObject {
    /// The dimming alpha behind the controller, or nil for none.
    var presentationDimmingAlpha: CGFloat? { get }
    /// The final frame of the controller's view in the container.
    func presentationFrame(in containerBounds: CGRect, window: UIWindow) -> CGRect
    /// Sets the starting state before the appearance animation (no animation running).
    func prepareAppearance(in containerBounds: CGRect)
    /// Changes to animate for the appearance.
    func animateAppearance(finalFrame: CGRect)
    /// Changes to animate for the disappearance.
    func animateDisappearance(in containerBounds: CGRect)
    /// Duration of the appearance and disappearance animations.
    var presentationAnimationDuration: TimeInterval { get }
}
